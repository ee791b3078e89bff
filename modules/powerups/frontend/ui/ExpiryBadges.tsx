import AccessTimeIcon from '@mui/icons-material/AccessTime'
import Chip from '@mui/material/Chip'
import { styled } from '@mui/material/styles'
import { useTranslate } from 'react-admin'
import { formatDateTime, type Translate } from '@shell'
import {
  expiryUrgency,
  kioskBadgeLevel,
  timeLeft,
  type ExpiryUrgency,
  type KioskBadgeLevel,
} from '../../shared/expiry-levels'
import { timeLeftText } from './timeLeft'

type PaletteColor = 'error' | 'warning' | 'success'

const URGENCY_COLORS: Record<ExpiryUrgency, PaletteColor> = { critical: 'error', warning: 'warning', safe: 'success' }
const KIOSK_COLORS: Record<KioskBadgeLevel, PaletteColor> = { red: 'error', yellow: 'warning', green: 'success' }

const exactTime = (expiresAt: string | null) => (expiresAt ? formatDateTime(expiresAt) : undefined)

function expiryText(expiresAt: string | null, now: number, translate: Translate) {
  const left = timeLeftText(expiresAt, now, translate)
  const remaining = timeLeft(expiresAt, now)
  return remaining === null || remaining <= 0 ? left : translate('powerups.expiry.expiresIn', { time: left })
}

/** My Powerups and dashboard: red under 12 h, yellow under 48 h, else green. */
export function ExpiryBadge({ expiresAt, now }: { expiresAt: string | null; now: number }) {
  const translate = useTranslate()
  const urgency = expiryUrgency(expiresAt, now)
  return (
    <Chip
      icon={<AccessTimeIcon />}
      size="small"
      variant="outlined"
      color={URGENCY_COLORS[urgency]}
      label={expiryText(expiresAt, now, translate)}
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
  const translate = useTranslate()
  const level = kioskBadgeLevel(expiresAt, now)
  return (
    <Badge tone={KIOSK_COLORS[level]} filled={level !== 'green'} data-level={level} title={exactTime(expiresAt)}>
      <AccessTimeIcon fontSize="inherit" />
      {timeLeftText(expiresAt, now, translate)}
    </Badge>
  )
}
