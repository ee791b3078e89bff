import { useEffect, useRef } from 'react'
import Backdrop from '@mui/material/Backdrop'
import CircularProgress from '@mui/material/CircularProgress'
import { useToast } from '@shell'
import type { PlayerDialogProps } from '../../../players/frontend/public'
import { moderatorsApi, useModeratorChange } from '../moderatorsApi'
import { useTranslate } from 'react-admin'

/**
 * Player menu → Demote from Moderator: the browser confirmation (docs/api/moderators.md), then the demote
 * call for the moderator account promoted from this player. Shows only a busy backdrop.
 */
export default function DemoteFromModeratorAction({ player, onClose }: PlayerDialogProps) {
  const toast = useToast()
  const translate = useTranslate()
  const { change } = useModeratorChange()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!window.confirm(translate('moderators.demote.confirm', { name: player.name }))) return onClose()
    const failure = translate('moderators.demote.failed')
    void moderatorsApi
      .list()
      .then((moderators) => moderators.find((moderator) => moderator.playerId === player.id))
      .then(async (moderator) => {
        if (!moderator)
          return toast({ title: translate('moderators.demote.errorTitle'), description: failure, variant: 'error' })
        await change(() => moderatorsApi.demote(moderator.id), {
          success: {
            title: translate('moderators.demote.doneTitle'),
            description: translate('moderators.demote.doneText', { name: player.name }),
          },
          failure,
        })
      })
      .catch(() => toast({ title: translate('moderators.demote.errorTitle'), description: failure, variant: 'error' }))
      .finally(onClose)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once: the confirm and the demotion happen on mount
  }, [])

  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={translate('moderators.demote.busy')} />
    </Backdrop>
  )
}
