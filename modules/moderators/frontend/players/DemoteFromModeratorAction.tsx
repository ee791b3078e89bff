import { useEffect, useRef } from 'react'
import Backdrop from '@mui/material/Backdrop'
import CircularProgress from '@mui/material/CircularProgress'
import { useToast } from '@shell'
import type { PlayerDialogProps } from '../../../players/frontend/public'
import { moderatorsApi, useModeratorChange } from '../moderatorsApi'
import { demoteConfirmation } from '../moderatorForm'

/**
 * Player menu → Demote from Moderator: the browser confirmation (docs/api/moderators.md), then the demote
 * call for the moderator account promoted from this player. Shows only a busy backdrop.
 */
export default function DemoteFromModeratorAction({ player, onClose }: PlayerDialogProps) {
  const toast = useToast()
  const { change } = useModeratorChange()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!window.confirm(demoteConfirmation(player.name))) return onClose()
    const failure = 'Failed to demote moderator. Please try again.'
    void moderatorsApi
      .list()
      .then((moderators) => moderators.find((moderator) => moderator.playerId === player.id))
      .then(async (moderator) => {
        if (!moderator) return toast({ title: 'Error', description: failure, variant: 'error' })
        await change(() => moderatorsApi.demote(moderator.id), {
          success: { title: 'Moderator demoted', description: `${player.name} is a normal player again.` },
          failure,
        })
      })
      .catch(() => toast({ title: 'Error', description: failure, variant: 'error' }))
      .finally(onClose)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once: the confirm and the demotion happen on mount
  }, [])

  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label="Demoting..." />
    </Backdrop>
  )
}
