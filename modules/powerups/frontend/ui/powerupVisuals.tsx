import type { ComponentType } from 'react'
import CloudIcon from '@mui/icons-material/Cloud'
import GavelIcon from '@mui/icons-material/Gavel'
import Looks3Icon from '@mui/icons-material/Looks3'
import LooksTwoIcon from '@mui/icons-material/LooksTwo'
import MoreTimeIcon from '@mui/icons-material/MoreTime'
import SportsMmaIcon from '@mui/icons-material/SportsMma'
import { styled } from '@mui/material/styles'
import { useTranslate } from 'react-admin'
import type { PowerupType } from '../../shared/powerups'

/** One icon and colour per type, so a moderator tells them apart at a glance. */
export const POWERUP_VISUALS: Record<PowerupType, { Icon: ComponentType<{ fontSize?: 'inherit' }>; color: string }> = {
  glove: { Icon: SportsMmaIcon, color: '#f87171' },
  mist: { Icon: CloudIcon, color: '#7dd3fc' },
  'time-maker': { Icon: MoreTimeIcon, color: '#fbbf24' },
  'stun-hammer': { Icon: GavelIcon, color: '#c084fc' },
  'no2-booster': { Icon: LooksTwoIcon, color: '#34d399' },
  'no3-booster': { Icon: Looks3Icon, color: '#f472b6' },
}

/** The catalog key of each type's name (`powerups.types` in messages/<code>.ts). */
export const POWERUP_LABEL_KEYS: Record<PowerupType, string> = {
  glove: 'powerups.types.glove',
  mist: 'powerups.types.mist',
  'time-maker': 'powerups.types.timeMaker',
  'stun-hammer': 'powerups.types.stunHammer',
  'no2-booster': 'powerups.types.no2Booster',
  'no3-booster': 'powerups.types.no3Booster',
}

/** The catalog key of each type's name with a count ('2 Gloves', `powerups.counted`). */
export const POWERUP_COUNTED_KEYS: Record<PowerupType, string> = {
  glove: 'powerups.counted.glove',
  mist: 'powerups.counted.mist',
  'time-maker': 'powerups.counted.timeMaker',
  'stun-hammer': 'powerups.counted.stunHammer',
  'no2-booster': 'powerups.counted.no2Booster',
  'no3-booster': 'powerups.counted.no3Booster',
}

/** The catalog key of each type's short description (`powerups.descriptions`). */
export const POWERUP_DESCRIPTION_KEYS: Record<PowerupType, string> = {
  glove: 'powerups.descriptions.glove',
  mist: 'powerups.descriptions.mist',
  'time-maker': 'powerups.descriptions.timeMaker',
  'stun-hammer': 'powerups.descriptions.stunHammer',
  'no2-booster': 'powerups.descriptions.no2Booster',
  'no3-booster': 'powerups.descriptions.no3Booster',
}

/** `label(type)`: a powerup type's name in the user's language ('Glove'). */
export function usePowerupLabel() {
  const translate = useTranslate()
  return (type: PowerupType) => translate(POWERUP_LABEL_KEYS[type])
}

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
  const translate = useTranslate()
  const { Icon, color } = POWERUP_VISUALS[type]
  const named = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': translate(POWERUP_LABEL_KEYS[type]) }
  return (
    <IconBadge tint={color} size={size} {...named}>
      <Icon fontSize="inherit" />
    </IconBadge>
  )
}
