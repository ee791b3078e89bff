import BoltIcon from '@mui/icons-material/Bolt'
import ScheduleIcon from '@mui/icons-material/Schedule'
import Button from '@mui/material/Button'
import { styled } from '@mui/material/styles'
import { useTranslate } from 'react-admin'
import type { PowerupType } from '../../shared/powerups'
import { activationLabel } from './usePowerupActivation'
import { POWERUP_LABEL_KEYS } from './powerupVisuals'
import { useHoldsPermission } from '@shell'

export interface UseButtonProps {
  type: PowerupType
  playerName: string
  pending: boolean
  /** Tapped offline: waits to be sent when the connection returns. */
  queued?: boolean
  onUse: () => void
  /** Takes the room left in its row (tiles), else sized to its label. */
  grow?: boolean
}

// Styled once rather than `sx` per render: the kiosk shows one per unit.
const ThumbButton = styled(Button, { shouldForwardProp: (prop) => prop !== 'grow' })<{ grow: boolean }>(({ grow }) => ({
  minHeight: 44,
  minWidth: 92,
  flex: grow ? '1 1 auto' : '0 0 auto',
}))

/** 'Use' / 'Using...' / 'Queued' with a thumb-sized target; nothing for a moderator without use_powerups. */
export function UseButton({ type, playerName, pending, queued = false, onUse, grow = false }: UseButtonProps) {
  const translate = useTranslate()
  if (!useHoldsPermission('use_powerups')) return null
  const names = { powerup: translate(POWERUP_LABEL_KEYS[type]), name: playerName }
  return (
    <ThumbButton
      grow={grow}
      variant="contained"
      startIcon={queued ? <ScheduleIcon /> : <BoltIcon />}
      disabled={pending}
      onClick={onUse}
      aria-label={
        queued
          ? translate('powerups.use.queuedLabel', names)
          : pending
            ? translate('powerups.use.using')
            : translate('powerups.use.useLabel', names)
      }
    >
      {translate(activationLabel(pending, queued))}
    </ThumbButton>
  )
}
