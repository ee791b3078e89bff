import type { ComponentType } from 'react'
import CloudIcon from '@mui/icons-material/Cloud'
import GavelIcon from '@mui/icons-material/Gavel'
import Looks3Icon from '@mui/icons-material/Looks3'
import LooksTwoIcon from '@mui/icons-material/LooksTwo'
import MoreTimeIcon from '@mui/icons-material/MoreTime'
import SportsMmaIcon from '@mui/icons-material/SportsMma'
import { styled } from '@mui/material/styles'
import { POWERUP_LABELS, type PowerupType } from '../../shared/powerups'

/** One icon and colour per type, so a moderator tells them apart at a glance. */
export const POWERUP_VISUALS: Record<PowerupType, { Icon: ComponentType<{ fontSize?: 'inherit' }>; color: string }> = {
  glove: { Icon: SportsMmaIcon, color: '#f87171' },
  mist: { Icon: CloudIcon, color: '#7dd3fc' },
  'time-maker': { Icon: MoreTimeIcon, color: '#fbbf24' },
  'stun-hammer': { Icon: GavelIcon, color: '#c084fc' },
  'no2-booster': { Icon: LooksTwoIcon, color: '#34d399' },
  'no3-booster': { Icon: Looks3Icon, color: '#f472b6' },
}

export const powerupLabel = (type: PowerupType) => POWERUP_LABELS[type]

// A styled element rather than `sx`: kiosk lists render hundreds of these.
const IconBadge = styled('span', { shouldForwardProp: (prop) => prop !== 'tint' && prop !== 'size' })<{
  tint: string
  size: number
}>(({ tint, size }) => ({
  width: size,
  height: size,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: tint,
  backgroundColor: `${tint}24`,
  border: `1px solid ${tint}55`,
  fontSize: size * 0.6,
}))

/** The type's icon on a tinted disc; `size` in px. `decorative` when a label says the type. */
export function PowerupTypeIcon({
  type,
  size = 40,
  decorative = false,
}: {
  type: PowerupType
  size?: number
  decorative?: boolean
}) {
  const { Icon, color } = POWERUP_VISUALS[type]
  return (
    <IconBadge
      tint={color}
      size={size}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': POWERUP_LABELS[type] })}
    >
      <Icon fontSize="inherit" />
    </IconBadge>
  )
}
