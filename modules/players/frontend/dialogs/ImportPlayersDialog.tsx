import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { ApiError, FormDialog, useAsyncAction } from '@shell'
import { IMPORT_LIMITS, importChangeLabel, importFormatOf, type ImportResponse } from '../../shared/import'
import { ledgerKey, playersApi } from '../playersApi'

const unitsText = (units: Record<string, number>) =>
  Object.entries(units)
    .map(([type, count]) => `${type} ×${count}`)
    .join(', ') || '—'

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/** The dry run's answer: the changes, then every invalid row with its line and reason. */
function DryRunReport({ answer }: { answer: Omit<ImportResponse, 'success'> }) {
  const { summary } = answer
  return (
    <>
      <Typography role="status">
        {countOf(summary.rows, 'row')}: {countOf(summary.playersCreated, 'new player')}, {summary.playersUpdated}{' '}
        updated, {countOf(summary.holdings, 'holding')}
      </Typography>
      {answer.errors.length > 0 && (
        <Alert severity="error">
          {answer.errors.length} invalid {answer.errors.length === 1 ? 'row: fix it' : 'rows: fix them'} in the file,
          nothing will be imported until then.
        </Alert>
      )}
      <Table size="small" aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell>Player</TableCell>
            <TableCell>Change</TableCell>
            <TableCell>Powerups</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.players.map((player) => (
            <TableRow key={player.name}>
              <TableCell>{player.name}</TableCell>
              <TableCell>{importChangeLabel(player)}</TableCell>
              <TableCell>{unitsText(player.units)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {answer.errors.length > 0 && (
        <Table size="small" aria-label="Invalid rows">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.errors.map((error) => (
              <TableRow key={`${error.line}-${error.message}`}>
                <TableCell>{error.line}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  )
}

/**
 * Import players and balances: pick a CSV or JSON export, see the dry run (what would change,
 * every invalid row), then Apply: one transaction, all or nothing.
 */
export default function ImportPlayersDialog({ onClose }: { onClose: () => void }) {
  const { run, busy } = useAsyncAction()
  const [file, setFile] = useState<{ name: string; content: string } | null>(null)
  const [answer, setAnswer] = useState<Omit<ImportResponse, 'success'> | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function pick(picked: File | undefined) {
    setAnswer(null)
    setProblem(null)
    if (!picked) return
    if (picked.size > IMPORT_LIMITS.bytes) {
      setProblem(`The file is larger than ${IMPORT_LIMITS.bytes / 1000} KB: split it into smaller files`)
      return
    }
    const chosen = { name: picked.name, content: await picked.text() }
    setFile(chosen)
    try {
      setAnswer(await playersApi.import({ format: importFormatOf(chosen.name), content: chosen.content, dryRun: true }))
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The file could not be checked. Please try again.')
    }
  }

  async function apply() {
    if (!file) return
    const done = await run(
      () => playersApi.import({ format: importFormatOf(file.name), content: file.content, source: 'players' }),
      {
        success: { title: 'Players Imported', description: `${file.name} was imported.` },
        failure: 'Failed to import. Nothing was changed.',
        invalidate: ledgerKey,
      }
    )
    if (done) onClose()
  }

  return (
    <FormDialog
      title="Import Players"
      submitLabel="Apply"
      busyLabel="Importing..."
      busy={busy}
      submitDisabled={!answer?.valid}
      onClose={onClose}
      onSubmit={apply}
    >
      <Typography color="text.secondary">
        A CSV or JSON file with the columns of a balances export (player, aliases, isActive, type, units, expiresAt).
        You see what would change before anything is written.
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ minHeight: 44 }}>
        {file ? `File: ${file.name}` : 'Choose File'}
        <input
          hidden
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-label="Import file"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
      {answer && <DryRunReport answer={answer} />}
    </FormDialog>
  )
}
