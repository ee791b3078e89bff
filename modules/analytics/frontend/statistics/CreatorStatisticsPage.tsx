import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AccessTimeIcon from '@mui/icons-material/AccessTime'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import DiamondIcon from '@mui/icons-material/Diamond'
import DownloadIcon from '@mui/icons-material/Download'
import GroupsIcon from '@mui/icons-material/Groups'
import RefreshIcon from '@mui/icons-material/Refresh'
import ShieldIcon from '@mui/icons-material/Shield'
import { LinkBase, useNavigate, useParams, useTranslate } from 'react-admin'
import { ApiError, LoadingState, PageHeader, StatCard, useToast } from '@shell'
import { DEFAULT_STATISTICS_PERIOD, STATISTICS_PERIODS, type StatisticsPeriod } from '../../shared/analytics'
import { dayRange, figure, hours } from './format'
import {
  ACCESS_DENIED,
  exportStatistics,
  statisticsFailure,
  useCreatorStatistics,
  type StatisticsAnswer,
} from './statisticsApi'
import { StatisticsTabs } from './StatisticsTabs'
import { CreatorStatisticsSections } from './statisticsSections'

const BACK = { to: '/admin/creators', label: 'analytics.statistics.back' }

/** The error and empty cards (docs/api/analytics.md) with their Back to Creators button. */
function StateCard({ message, error = false }: { message: string; error?: boolean }) {
  const translate = useTranslate()
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography color={error ? 'error' : 'text.secondary'} sx={{ mb: 2 }}>
          {message}
        </Typography>
        <Button component={LinkBase} to={BACK.to} variant="outlined" startIcon={<ArrowBackIcon />}>
          {translate(BACK.label)}
        </Button>
      </CardContent>
    </Card>
  )
}

function CreatorCard({ answer }: { answer: Required<StatisticsAnswer> }) {
  const { creator, data } = answer
  const live = data.summary.isCurrentlyLive
  const translate = useTranslate()
  return (
    <Card component="section" aria-label={translate('analytics.statistics.creator')} sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {creator.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {creator.email}
          </Typography>
          {creator.tiktokUsername && (
            <Typography variant="body2" color="secondary.main" sx={{ overflowWrap: 'anywhere' }}>
              @{creator.tiktokUsername}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Chip
            label={translate(live ? 'analytics.statistics.liveNow' : 'analytics.statistics.offline')}
            color={live ? 'error' : 'default'}
            variant={live ? 'filled' : 'outlined'}
          />
          <Chip
            label={translate('analytics.statistics.health', {
              score: figure(Math.round(data.summary.healthScore ?? 0)),
            })}
            color="primary"
            variant="outlined"
          />
        </Box>
      </CardContent>
    </Card>
  )
}

/** /admin/creators/{id}/statistics (docs/api/analytics.md): one creator's recorded figures over a period. */
export default function CreatorStatisticsPage() {
  const { id = '' } = useParams()
  const toast = useToast()
  const translate = useTranslate()
  const navigate = useNavigate()
  const [period, setPeriod] = useState<StatisticsPeriod>(DEFAULT_STATISTICS_PERIOD)
  const statistics = useCreatorStatistics(id, period)
  // Non-admins are turned away by the route guard with ACCESS_DENIED; the server's 403 the same way.
  const denied = statistics.error instanceof ApiError && statistics.error.status === 403
  const failure = statistics.error && !denied ? statisticsFailure(statistics.error, translate) : null

  useEffect(() => {
    if (!denied) return
    toast({
      ...ACCESS_DENIED,
      title: translate(ACCESS_DENIED.title),
      description: translate(ACCESS_DENIED.description ?? ''),
    })
    navigate('/dashboard', { replace: true })
  }, [denied, toast, navigate, translate])

  useEffect(() => {
    if (failure) toast({ title: translate('analytics.statistics.errorTitle'), description: failure, variant: 'error' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not on every render's new message
  }, [statistics.errorUpdatedAt])

  if (denied) return null
  if (failure) return <StateCard error message={translate('analytics.statistics.error', { message: failure })} />
  if (statistics.isPending) return <LoadingState label={translate('analytics.statistics.loading')} />
  const answer = statistics.data
  if (!answer?.data || !answer.creator) return <StateCard message={translate('analytics.statistics.empty')} />
  const loaded = answer as Required<StatisticsAnswer>
  const { summary } = loaded.data

  const exportData = () => {
    exportStatistics(loaded)
    toast({ title: translate('analytics.export.done'), description: translate('analytics.statistics.exported') })
  }

  return (
    <Box>
      <PageHeader
        back={{ ...BACK, label: translate(BACK.label) }}
        title={translate('analytics.statistics.title', { name: loaded.creator.name })}
        subtitle={translate('analytics.statistics.days', { range: dayRange(loaded.data.from, loaded.data.to) })}
        actions={
          <>
            <TextField
              select
              size="small"
              label={translate('analytics.statistics.period')}
              value={period}
              onChange={(event) => setPeriod(event.target.value as StatisticsPeriod)}
              sx={{ width: { xs: '100%', sm: 150 }, m: 0 }}
            >
              {STATISTICS_PERIODS.map((option) => (
                <MenuItem key={option} value={option}>
                  {translate(`analytics.periods.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => statistics.refetch()}
              disabled={statistics.isFetching}
            >
              {translate('analytics.statistics.refresh')}
            </Button>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={exportData}>
              {translate('analytics.statistics.export')}
            </Button>
          </>
        }
      />
      <LinearProgress
        aria-label={translate('analytics.statistics.reloading')}
        sx={{ mb: 2, visibility: statistics.isFetching ? 'visible' : 'hidden' }}
      />

      <CreatorCard answer={loaded} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}>
        <StatCard
          label={translate('analytics.statistics.totalValue')}
          value={figure(summary.totalValue)}
          caption={translate('analytics.statistics.diamonds')}
          icon={<DiamondIcon />}
        />
        <StatCard
          label={translate('analytics.statistics.totalPlayers')}
          value={figure(summary.totalPlayers)}
          icon={<GroupsIcon />}
        />
        <StatCard
          label={translate('analytics.statistics.liveHours')}
          value={hours(summary.totalHours)}
          icon={<AccessTimeIcon />}
        />
        <StatCard
          label={translate('analytics.statistics.moderators')}
          value={figure(summary.totalModerators)}
          icon={<ShieldIcon />}
        />
      </Box>
      <CreatorStatisticsSections creatorId={loaded.creator.id} statistics={loaded.data} />

      <StatisticsTabs data={loaded.data} />
    </Box>
  )
}
