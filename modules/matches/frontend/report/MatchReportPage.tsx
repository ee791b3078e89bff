import { useState } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { useTranslate, useParams } from 'react-admin'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import {
  ErrorPanel,
  errorMessage,
  ExportMenu,
  formatCount,
  formatDateTime,
  LoadingState,
  PageHeader,
  useSession,
  useToast,
} from '@shell'
import type { MatchReportDto } from '../../shared/matches'
import { MatchResultChip } from '../history/MatchResultChip'
import { clockText, typeKey } from '../kiosk/matchClock'
import { downloadMatch, historyPath, useMatchReport, type ExportFormat } from '../matchesApi'

/** The samples from 0 : 0 at the start to the final score at the end, so even one sample draws a line. */
export function scorePoints(match: MatchReportDto): MatchReportDto['scores'] {
  const { scores } = match
  const first = scores[0]
  const last = scores.at(-1)
  const opening =
    first && Date.parse(first.at) <= Date.parse(match.startedAt) ? [] : [{ at: match.startedAt, ours: 0, theirs: 0 }]
  const closing =
    last &&
    last.ours === match.ours &&
    last.theirs === match.theirs &&
    (!match.endedAt || Date.parse(last.at) >= Date.parse(match.endedAt))
      ? []
      : [{ at: match.endedAt ?? last?.at ?? match.startedAt, ours: match.ours, theirs: match.theirs }]
  return [...opening, ...scores, ...closing]
}

/** The score line: both sides' points by time into the match (m:ss). */
function ScoreLine({ match }: { match: MatchReportDto }) {
  const translate = useTranslate()
  const theme = useTheme()
  const start = new Date(match.startedAt).getTime()
  const points = scorePoints(match).map((score) => ({
    ...score,
    seconds: Math.max(0, Math.round((new Date(score.at).getTime() - start) / 1000)),
  }))
  const axis = { stroke: theme.palette.text.secondary, fontSize: 12 }
  if (match.scores.length === 0 && match.ours === 0 && match.theirs === 0) {
    return <Typography color="text.secondary">{translate('matches.report.noScores')}</Typography>
  }
  return (
    <Box sx={{ height: 260 }} role="img" aria-label={translate('matches.report.scoreLine')}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis
            dataKey="seconds"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(seconds: number) => clockText(seconds)}
            {...axis}
          />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip
            labelFormatter={(seconds) => clockText(Number(seconds))}
            contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
          />
          <Legend />
          <Line
            dataKey="ours"
            name={translate('matches.bar.ours')}
            stroke={theme.palette.success.main}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="theirs"
            name={translate('matches.bar.theirs')}
            stroke={theme.palette.error.main}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  )
}

/** Every item used during the match, by whom and from where. */
function UsesTable({ match }: { match: MatchReportDto }) {
  const translate = useTranslate()
  if (match.uses.length === 0)
    return <Typography color="text.secondary">{translate('matches.report.noUses')}</Typography>
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('matches.report.uses')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('matches.report.at')}</TableCell>
            <TableCell>{translate('matches.report.item')}</TableCell>
            <TableCell>{translate('matches.report.player')}</TableCell>
            <TableCell>{translate('matches.report.by')}</TableCell>
            <TableCell>{translate('matches.report.source')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {match.uses.map((use, index) => (
            <TableRow key={`${use.at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(use.at)}</TableCell>
              <TableCell>{translate(typeKey(use.type))}</TableCell>
              <TableCell>{use.playerName}</TableCell>
              <TableCell>{use.by}</TableCell>
              <TableCell>{translate(`matches.sources.${use.source}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

/**
 * Match report (/matches/:id; admins /admin/creators/:creatorId/matches/:id): score line, items used
 * by whom, result, CSV/JSON export.
 */
export default function MatchReportPage() {
  const translate = useTranslate()
  const toast = useToast()
  const { user } = useSession()
  const params = useParams()
  const id = Number(params.id)
  const creatorId = user?.role === 'ADMIN' && params.creatorId ? Number(params.creatorId) : undefined
  const report = useMatchReport(id, creatorId)
  const [exporting, setExporting] = useState(false)

  async function exportAs(format: ExportFormat) {
    setExporting(true)
    try {
      const name = await downloadMatch(id, format, creatorId)
      toast({ title: translate('matches.report.exported'), description: name })
    } catch (error) {
      toast({ title: translate('matches.report.exportFailed'), description: errorMessage(error, ''), variant: 'error' })
    } finally {
      setExporting(false)
    }
  }

  const back = { to: historyPath(creatorId), label: translate('matches.report.back') }
  if (report.isPending) return <LoadingState />
  if (report.error) {
    return (
      <>
        <PageHeader title={translate('matches.report.title')} back={back} />
        <ErrorPanel
          title={translate('matches.report.error')}
          message={report.error.message}
          onRetry={() => void report.refetch()}
        />
      </>
    )
  }
  const match = report.data
  const opponent = match.opponent?.nickname || match.opponent?.uniqueId || translate('matches.bar.unknownOpponent')
  return (
    <>
      <PageHeader
        title={translate('matches.bar.versus', { opponent })}
        subtitle={translate('matches.report.when', {
          start: formatDateTime(match.startedAt),
          end: formatDateTime(match.endedAt, translate('matches.result.live')),
        })}
        back={back}
        actions={
          <ExportMenu<ExportFormat>
            label={translate(exporting ? 'matches.report.exporting' : 'matches.report.export')}
            disabled={exporting}
            onExport={(format) => void exportAs(format)}
            formats={[
              {
                format: 'csv',
                label: translate('matches.report.csv'),
                description: translate('matches.report.csvHelp'),
              },
              {
                format: 'json',
                label: translate('matches.report.json'),
                description: translate('matches.report.jsonHelp'),
              },
            ]}
          />
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          data-testid="report-score"
        >
          {translate('matches.history.scoreValue', {
            ours: formatCount(match.ours),
            theirs: formatCount(match.theirs),
          })}
        </Typography>
        <MatchResultChip match={match} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('matches.report.scoreLine')}
        </Typography>
        <ScoreLine match={match} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('matches.report.uses')}
        </Typography>
        <UsesTable match={match} />
      </Paper>
    </>
  )
}
