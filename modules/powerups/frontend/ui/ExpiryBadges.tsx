import AccessTimeIcon from '@mui/icons-material/AccessTime'
import Chip from '@mui/material/Chip'
import { styled } from '@mui/material/styles'
import { formatDateTime } from '@shell'
import {
  expiryUrgency,
  formatTimeLeft,
  kioskBadgeLevel,
  type ExpiryUrgency,
  type KioskBadgeLevel,
} from '../../shared/expiry-levels'

type PaletteColor = 'error' | 'warning' | 'success'

const URGENCY_COLORS: Record<ExpiryUrgency, PaletteColor> = { critical: 'error', warning: 'warning', safe: 'success' }
const KIOSK_COLORS: Record<KioskBadgeLevel, PaletteColor> = { red: 'error', yellow: 'warning', green: 'success' }

const exactTime = (expiresAt: string | null) => (expiresAt ? formatDateTime(expiresAt) : undefined)

function expiryText(expiresAt: string | null, now: number) {
  const left = formatTimeLeft(expiresAt, now)
  return expiresAt === null || left === 'Expired' ? left : `Expires in ${left}`
}

/** My Powerups and dashboard: red under 12 h, yellow under 48 h, else green. */
export function ExpiryBadge({ expiresAt, now }: { expiresAt: string | null; now: number }) {
  const urgency = expiryUrgency(expiresAt, now)
  return (
    <Chip
      icon={<AccessTimeIcon />}
      size="small"
      variant="outlined"
      color={URGENCY_COLORS[urgency]}
      label={expiryText(expiresAt, now)}
      data-urgency={urgency}
      title={exactTime(expiresAt)}
    />
  )
}

// A light styled badge rather than a Chip: the kiosk shows one per unit, thousands in a session.
const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'filled' })<{
  tone: PaletteColor
  filled: boolean
}>(({ theme, tone, filled }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  fontSize: '0.8125rem',
  fontWeight: filled ? 700 : 500,
  whiteSpace: 'nowrap',
  color: filled ? theme.palette[tone].contrastText : theme.palette[tone].main,
  backgroundColor: filled ? theme.palette[tone].main : 'transparent',
  border: `1px solid ${theme.palette[tone].main}`,
  '& svg': { fontSize: 16 },
}))

/** Kiosk: red at 5 minutes or less (or expired), yellow at 15 minutes or less, else green. */
export function KioskBadge({ expiresAt, now }: { expiresAt: string | null; now: number }) {
  const level = kioskBadgeLevel(expiresAt, now)
  return (
    <Badge tone={KIOSK_COLORS[level]} filled={level !== 'green'} data-level={level} title={exactTime(expiresAt)}>
      <AccessTimeIcon fontSize="inherit" />
      {formatTimeLeft(expiresAt, now)}
    </Badge>
  )
}
