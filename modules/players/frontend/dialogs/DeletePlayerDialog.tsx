import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { FormDialog, useAsyncAction } from '@shell'
import type { PlayerDialogProps } from '../extensions'
import { ledgerKey, playersApi } from '../playersApi'

/** Delete Player with the spec's confirmation (docs/api/players.md). */
export default function DeletePlayerDialog({ player, onClose, onRemoved }: PlayerDialogProps) {
  const translate = useTranslate()
  const { run, busy } = useAsyncAction()
  const queryClient = useQueryClient()

  async function submit() {
    const removed = await run(() => playersApi.remove(player.name, 'players'), {
      success: {
        title: translate('players.delete.deleted'),
        description: translate('players.delete.deletedDescription', { name: player.name }),
      },
      failure: translate('players.delete.failed'),
    })
    if (!removed) return
    onClose()
    // Leaving the player's page (onRemoved), its queries are only marked stale: refetched there
    // they would answer 404; the page shown next reloads what it shows.
    await queryClient.invalidateQueries({ queryKey: ledgerKey, refetchType: onRemoved ? 'none' : 'active' })
    onRemoved?.()
  }

  return (
    <FormDialog
      title={translate('players.delete.title', { name: player.name })}
      submitLabel={translate('players.delete.submit')}
      busyLabel={translate('players.delete.busy')}
      busy={busy}
      danger
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{translate('players.delete.warning')}</Typography>
    </FormDialog>
  )
}
