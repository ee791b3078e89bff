import Typography from '@mui/material/Typography'
import type { PlayerBulkDialogProps } from '../extensions'
import { playersApi } from '../playersApi'
import { BulkActionDialog } from './BulkActionDialog'
import { DELETE_PLAYER_WARNING } from './DeletePlayerDialog'

/** Delete the selected players, one call, with the spec's warning. */
export default function BulkDeleteDialog(props: PlayerBulkDialogProps) {
  return (
    <BulkActionDialog
      {...props}
      title={`Delete ${props.players.length} players?`}
      submitLabel="Delete Players"
      busyLabel="Deleting..."
      danger
      failure="Failed to delete players. Please try again."
      perform={(playerIds) => playersApi.bulkDelete(playerIds, 'players')}
    >
      <Typography>{DELETE_PLAYER_WARNING}</Typography>
    </BulkActionDialog>
  )
}
