import Typography from '@mui/material/Typography'
import type { PlayerBulkDialogProps } from '../extensions'
import { playersApi } from '../playersApi'
import { BulkActionDialog } from './BulkActionDialog'
import { useTranslate } from 'react-admin'

/** Delete the selected players, one call, with the spec's warning. */
export default function BulkDeleteDialog(props: PlayerBulkDialogProps) {
  const translate = useTranslate()
  return (
    <BulkActionDialog
      {...props}
      title={translate('players.bulk.deleteTitle', { smart_count: props.players.length })}
      submitLabel={translate('players.bulk.deleteSubmit')}
      busyLabel={translate('players.bulk.deleting')}
      danger
      failure={translate('players.bulk.deleteFailed')}
      perform={(playerIds) => playersApi.bulkDelete(playerIds, 'players')}
    >
      <Typography>{translate('players.delete.warning')}</Typography>
    </BulkActionDialog>
  )
}
