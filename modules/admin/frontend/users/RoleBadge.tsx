import Chip from '@mui/material/Chip'
import { useTranslate } from 'react-admin'
import { ROLE_LABELS, type Role } from '@shell'

const COLORS = { ADMIN: 'error', CREATOR: 'primary', MODERATOR: 'secondary' } as const

export function RoleBadge({ role }: { role: Role }) {
  const translate = useTranslate()
  return <Chip size="small" label={translate(ROLE_LABELS[role])} color={COLORS[role]} variant="outlined" />
}
