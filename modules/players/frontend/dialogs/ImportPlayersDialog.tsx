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
import { useTranslate } from 'react-admin'
import { ApiError, FormDialog, useAsyncAction } from '@shell'
import { IMPORT_LIMITS, importChangeLabel, importFormatOf, type ImportResponse } from '../../shared/import'
import { ledgerKey, playersApi } from '../playersApi'

const unitsText = (units: Record<string, number>) =>
  Object.entries(units)
    .map(([type, count]) => `${type} ×${count}`)
    .join(', ') || '—'

/** The catalog key of each change the dry run reports (shared/import.ts importChangeLabel). */
const CHANGE_KEYS: Record<ReturnType<typeof importChangeLabel>, string> = {
  new: 'players.import.changeNew',
  updated: 'players.import.changeUpdated',
  existing: 'players.import.changeExisting',
  unchanged: 'players.import.changeUnchanged',
}

/** The dry run's answer: the changes, then every invalid row with its line and reason. */
function DryRunReport({ answer }: { answer: Omit<ImportResponse, 'success'> }) {
  const translate = useTranslate()
  const { summary } = answer
  return (
    <>
      <Typography role="status">
        {translate('players.import.summary', {
          rows: translate('players.import.rows', { smart_count: summary.rows }),
          created: translate('players.import.newPlayers', { smart_count: summary.playersCreated }),
          updated: summary.playersUpdated,
          holdings: translate('players.import.holdings', { smart_count: summary.holdings }),
        })}
      </Typography>
      {answer.errors.length > 0 && (
        <Alert severity="error">{translate('players.import.invalid', { smart_count: answer.errors.length })}</Alert>
      )}
      <Table size="small" aria-label={translate('players.import.changes')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('players.import.player')}</TableCell>
            <TableCell>{translate('players.import.change')}</TableCell>
            <TableCell>{translate('players.import.powerups')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.players.map((player) => (
            <TableRow key={player.name}>
              <TableCell>{player.name}</TableCell>
              <TableCell>{translate(CHANGE_KEYS[importChangeLabel(player)])}</TableCell>
              <TableCell>{unitsText(player.units)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {answer.errors.length > 0 && (
        <Table size="small" aria-label={translate('players.import.invalidRows')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('players.import.line')}</TableCell>
              <TableCell>{translate('players.import.reason')}</TableCell>
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
  const translate = useTranslate()
  const { run, busy } = useAsyncAction()
  const [file, setFile] = useState<{ name: string; content: string } | null>(null)
  const [answer, setAnswer] = useState<Omit<ImportResponse, 'success'> | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function pick(picked: File | undefined) {
    setAnswer(null)
    setProblem(null)
    if (!picked) return
    if (picked.size > IMPORT_LIMITS.bytes) {
      setProblem(translate('players.import.tooLarge', { size: IMPORT_LIMITS.bytes / 1000 }))
      return
    }
    const chosen = { name: picked.name, content: await picked.text() }
    setFile(chosen)
    try {
      setAnswer(await playersApi.import({ format: importFormatOf(chosen.name), content: chosen.content, dryRun: true }))
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : translate('players.import.checkFailed'))
    }
  }

  async function apply() {
    if (!file) return
    const done = await run(
      () => playersApi.import({ format: importFormatOf(file.name), content: file.content, source: 'players' }),
      {
        success: {
          title: translate('players.import.imported'),
          description: translate('players.import.importedDescription', { name: file.name }),
        },
        failure: translate('players.import.failed'),
        invalidate: ledgerKey,
      }
    )
    if (done) onClose()
  }

  return (
    <FormDialog
      title={translate('players.import.title')}
      submitLabel={translate('players.import.submit')}
      busyLabel={translate('players.import.busy')}
      busy={busy}
      submitDisabled={!answer?.valid}
      onClose={onClose}
      onSubmit={apply}
    >
      <Typography color="text.secondary">{translate('players.import.intro')}</Typography>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ minHeight: 44 }}>
        {file ? translate('players.import.file', { name: file.name }) : translate('players.import.chooseFile')}
        <input
          hidden
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-label={translate('players.import.fileLabel')}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
      {answer && <DryRunReport answer={answer} />}
    </FormDialog>
  )
}
