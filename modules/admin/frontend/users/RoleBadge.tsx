import Chip from '@mui/material/Chip'
import { ROLE_LABELS, type Role } from '@shell'

const COLORS = { ADMIN: 'error', CREATOR: 'primary', MODERATOR: 'secondary' } as const

export function RoleBadge({ role }: { role: Role }) {
  return <Chip size="small" label={ROLE_LABELS[role]} color={COLORS[role]} variant="outlined" />
}
