import { useState, type ReactNode } from 'react'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { FormDialog, useAsyncAction } from '@shell'
import type { BulkPlayersResponse } from '../../shared/players'
import type { PlayerBulkDialogProps } from '../extensions'
import { ledgerKey } from '../playersApi'
import { BulkResults } from './BulkResults'

export interface BulkActionDialogProps extends PlayerBulkDialogProps {
  title: string
  submitLabel: string
  busyLabel: string
  danger?: boolean
  submitDisabled?: boolean
  failure: string
  /** The one API call for the selected players. */
  perform: (playerIds: number[]) => Promise<BulkPlayersResponse>
  /** The form above the selection's names (type, count…). */
  children?: ReactNode
}

/**
 * A bulk action on the selected players: the form, then the server's per-player results in the
 * same dialog (done, or skipped with the reason); Done closes it and clears the selection.
 */
export function BulkActionDialog({
  players,
  onClose,
  onDone,
  perform,
  failure,
  children,
  ...frame
}: BulkActionDialogProps) {
  const translate = useTranslate()
  const { run, busy } = useAsyncAction()
  const [answer, setAnswer] = useState<BulkPlayersResponse | null>(null)

  async function submit() {
    if (answer) return onDone()
    await run(async () => setAnswer(await perform(players.map((player) => player.id))), {
      failure,
      invalidate: ledgerKey,
    })
  }

  const names = players.map((player) => player.name)
  return (
    <FormDialog
      {...frame}
      submitLabel={answer ? translate('players.bulk.done') : frame.submitLabel}
      danger={!answer && frame.danger}
      submitDisabled={!answer && frame.submitDisabled}
      hideCancel={answer !== null}
      busy={busy}
      onClose={answer ? onDone : onClose}
      onSubmit={submit}
    >
      {answer ? (
        <BulkResults answer={answer} players={players} />
      ) : (
        <>
          <Typography color="text.secondary">
            {names.length > 5
              ? translate('players.bulk.selectionMore', {
                  count: players.length,
                  names: names.slice(0, 5).join(', '),
                  more: names.length - 5,
                })
              : translate('players.bulk.selection', { count: players.length, names: names.join(', ') })}
          </Typography>
          {children}
        </>
      )}
    </FormDialog>
  )
}
