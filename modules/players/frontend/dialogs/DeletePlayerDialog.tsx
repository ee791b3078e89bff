import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { FormDialog, useAsyncAction } from '@shell'
import type { PlayerDialogProps } from '../extensions'
import { ledgerKey, playersApi } from '../playersApi'

export const DELETE_PLAYER_WARNING =
  'This will permanently remove the player and all their powerups, history, and data.'

/** Delete Player with the spec's confirmation (docs/api/players.md). */
export default function DeletePlayerDialog({ player, onClose, onRemoved }: PlayerDialogProps) {
  const { run, busy } = useAsyncAction()
  const queryClient = useQueryClient()

  async function submit() {
    const removed = await run(() => playersApi.remove(player.name, 'players'), {
      success: { title: 'Player Deleted', description: `${player.name} was removed.` },
      failure: 'Failed to delete player. Please try again.',
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
      title={`Delete ${player.name}?`}
      submitLabel="Delete Player"
      busyLabel="Deleting..."
      busy={busy}
      danger
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{DELETE_PLAYER_WARNING}</Typography>
    </FormDialog>
  )
}
