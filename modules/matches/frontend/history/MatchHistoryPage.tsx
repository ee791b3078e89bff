import { useState } from 'react'
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { LinkBase, useParams, useTranslate } from 'react-admin'
import { EmptyState, ErrorPanel, formatCount, formatDateTime, LoadingState, PageHeader, useSession } from '@shell'
import type { MatchDto } from '../../shared/matches'
import { matchesApi, matchesKeys, reportPath } from '../matchesApi'
import { MatchResultChip } from './MatchResultChip'

const PER_PAGE = 25
const usedCount = (match: MatchDto) => Object.values(match.used).reduce((sum, count) => sum + (count ?? 0), 0)
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } }

/**
 * Match history, newest first: the team's own at /matches (each opening its report), a creator's
 * for admins at /admin/creators/:creatorId/matches (docs/api/matches.md).
 */
export default function MatchHistoryPage() {
  const translate = useTranslate()
  const { user } = useSession()
  const params = useParams()
  const creatorId = user?.role === 'ADMIN' && params.creatorId ? Number(params.creatorId) : undefined
  const [page, setPage] = useState(0)
  const opponentOf = (match: MatchDto) =>
    match.opponent?.nickname || match.opponent?.uniqueId || translate('matches.bar.unknownOpponent')
  const list = useQuery({
    queryKey: matchesKeys.list(page + 1, PER_PAGE, creatorId),
    queryFn: () => matchesApi.list(page + 1, PER_PAGE, creatorId),
  })

  function content() {
    if (list.isPending) return <LoadingState />
    if (list.error)
      return (
        <ErrorPanel
          title={translate('matches.history.error')}
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      )
    if (list.data.total === 0) {
      return (
        <EmptyState
          icon={<SportsKabaddiIcon />}
          title={translate('matches.history.empty')}
          description={translate('matches.history.emptyHelp')}
        />
      )
    }
    return (
      <Paper variant="outlined">
        <Table size="small" aria-label={translate('matches.history.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('matches.history.match')}</TableCell>
              <TableCell align="right">{translate('matches.history.score')}</TableCell>
              <TableCell>{translate('matches.history.result')}</TableCell>
              <TableCell align="right" sx={HIDE_ON_PHONE}>
                {translate('matches.history.items')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.matches.map((match) => (
              <TableRow key={match.id} hover>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <LinkBase to={reportPath(match.id, creatorId)} sx={{ fontWeight: 600 }}>
                    {opponentOf(match)}
                  </LinkBase>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatDateTime(match.startedAt)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {translate('matches.history.scoreValue', {
                    ours: formatCount(match.ours),
                    theirs: formatCount(match.theirs),
                  })}
                </TableCell>
                <TableCell>
                  <MatchResultChip match={match} />
                </TableCell>
                <TableCell align="right" sx={HIDE_ON_PHONE}>
                  {formatCount(usedCount(match))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={list.data.total}
          page={page}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('matches.history.rows', {
              from: formatCount(from),
              to: formatCount(to),
              count: formatCount(count),
            })
          }
        />
      </Paper>
    )
  }

  return (
    <>
      <PageHeader
        title={translate(creatorId ? 'matches.history.creatorTitle' : 'matches.history.title')}
        subtitle={translate('matches.history.subtitle')}
        back={
          creatorId
            ? { to: '/admin/creators', label: translate('matches.history.backToCreators') }
            : { to: '/dashboard', label: translate('matches.history.backToDashboard') }
        }
      />
      {content()}
    </>
  )
}
