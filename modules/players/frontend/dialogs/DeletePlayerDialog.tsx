import Typography from '@mui/material/Typography'
import { useAsyncAction } from '@shell'
import type { PlayerDialogProps } from '../extensions'
import { ledgerKey, playersApi } from '../playersApi'
import { DialogFrame } from './DialogFrame'

export const DELETE_PLAYER_WARNING =
  'This will permanently remove the player and all their powerups, history, and data.'

/** Delete Player with the spec's confirmation (spec 1 §2). */
export default function DeletePlayerDialog({ player, onClose, onRemoved }: PlayerDialogProps) {
  const { run, busy } = useAsyncAction()

  async function submit() {
    const removed = await run(() => playersApi.remove(player.name, 'players'), {
      success: { title: 'Player Deleted', description: `${player.name} was removed.` },
      failure: 'Failed to delete player. Please try again.',
      invalidate: ledgerKey,
    })
    if (!removed) return
    onClose()
    onRemoved?.()
  }

  return (
    <DialogFrame
      title={`Delete ${player.name}?`}
      submitLabel="Delete Player"
      busyLabel="Deleting..."
      busy={busy}
      danger
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{DELETE_PLAYER_WARNING}</Typography>
    </DialogFrame>
  )
}
