import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import InsightsIcon from '@mui/icons-material/Insights'
import {
  downloadFile,
  EmptyState,
  ErrorPanel,
  errorMessage,
  ExportMenu,
  formatDate,
  PageHeader,
  SearchField,
  useDebouncedValue,
  useToast,
  type ExportMenuProps,
  LastUpdated,
  RefreshControls,
} from '@shell'
import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  type AnalyticsDto,
  type AnalyticsRange,
} from '../../shared/analytics'
import { useTranslate } from 'react-admin'
import { analyticsExportContent, analyticsExportFileName, type AnalyticsExportFormat } from './analyticsExport'
import { analyticsKeys, fetchAnalytics, fetchCreatorOptions } from '../analyticsApi'
import { CreatorPerformance } from './CreatorPerformance'
import { hasActivity, RANGE_LABELS } from './display'
import { GrowthTrends } from './GrowthTrends'
import { OverviewCards, type OverviewState } from './OverviewCards'
import { PowerupUsage } from './PowerupUsage'
import { TopGifters } from './TopGifters'

/** Analytics refresh themselves every 60 s (docs/api/analytics.md). */
export const AUTO_REFRESH_MS = 60_000

const EXPORT_TYPES: Record<AnalyticsExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
}

/** The export formats, their descriptions as message keys. */
const EXPORT_FORMATS = [
  { format: 'csv', label: 'CSV', description: 'analytics.export.csvDescription' },
  { format: 'json', label: 'JSON', description: 'analytics.export.jsonDescription' },
] as const

function Filters({
  search,
  onSearch,
  range,
  onRange,
  creatorId,
  onCreator,
}: {
  search: string
  onSearch: (search: string) => void
  range: AnalyticsRange
  onRange: (range: AnalyticsRange) => void
  creatorId: number | null
  onCreator: (creatorId: number | null) => void
}) {
  const translate = useTranslate()
  const creators = useQuery({ queryKey: analyticsKeys.creatorOptions, queryFn: fetchCreatorOptions, retry: false })
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
        '& > .MuiTextField-root': { mb: 0 },
      }}
    >
      <SearchField
        value={search}
        onChange={onSearch}
        placeholder={translate('analytics.filters.searchPlaceholder')}
        label={translate('analytics.filters.searchLabel')}
      />
      <TextField
        select
        label={translate('analytics.filters.dateRange')}
        value={range}
        onChange={(event) => onRange(event.target.value as AnalyticsRange)}
      >
        {ANALYTICS_RANGES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(RANGE_LABELS[value])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('analytics.filters.creator')}
        value={creatorId ?? 'all'}
        onChange={(event) => onCreator(event.target.value === 'all' ? null : Number(event.target.value))}
        helperText={creators.isError ? translate('analytics.filters.creatorsFailed') : undefined}
      >
        <MenuItem value="all">{translate('analytics.filters.allCreators')}</MenuItem>
        {(creators.data ?? []).map((creator) => (
          <MenuItem key={creator.id} value={creator.id}>
            {creator.name}
            {creator.tiktokUsername ? ` (@${creator.tiktokUsername})` : ''}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  )
}

const SectionSkeleton = ({ height }: { height: number }) => (
  <Card sx={{ p: 2 }}>
    <Skeleton width="30%" height={32} />
    <Skeleton variant="rounded" height={height} sx={{ mt: 1 }} />
  </Card>
)

function Sections({ data }: { data: AnalyticsDto }) {
  const translate = useTranslate()
  const active = hasActivity(data.trends)
  return (
    <Stack spacing={3}>
      {!active && (
        <Card>
          <EmptyState
            icon={<InsightsIcon />}
            title={translate('analytics.page.noActivity')}
            description={translate('analytics.page.noActivityText', {
              from: formatDate(data.from),
              to: formatDate(data.to),
            })}
          />
        </Card>
      )}
      <CreatorPerformance creators={data.creators} />
      {active && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <PowerupUsage powerups={data.powerups} />
            <TopGifters gifts={data.gifts} />
          </Box>
          <GrowthTrends data={data} />
        </>
      )}
    </Stack>
  )
}

/** /admin/analytics (docs/api/analytics.md, issue 12): the platform's figures of a range, from recorded activity. */
export default function AnalyticsPage() {
  const toast = useToast()
  const translate = useTranslate()
  const formats: ExportMenuProps<AnalyticsExportFormat>['formats'] = EXPORT_FORMATS.map((entry) => ({
    ...entry,
    description: translate(entry.description),
  }))
  const [search, setSearch] = useState('')
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE)
  const [creatorId, setCreatorId] = useState<number | null>(null)
  const [autoRefresh, setAutoRefresh] = useState(true)
  const filters = { range, creatorId, search: useDebouncedValue(search, 300).trim() }
  const report = useQuery({
    queryKey: analyticsKeys.report(filters),
    queryFn: () => fetchAnalytics(filters),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
    placeholderData: keepPreviousData,
    retry: false,
  })
  // A failed call shows no figures at all, not the last ones as if they were current.
  const data = report.isError ? undefined : report.data
  const overview: OverviewState = report.isError
    ? { unavailable: true }
    : data
      ? { overview: data.overview }
      : { loading: true }

  function exportShown(format: AnalyticsExportFormat) {
    if (!data) return
    const name = analyticsExportFileName(data.range, format, new Date())
    downloadFile(name, analyticsExportContent(data, format), EXPORT_TYPES[format])
    toast({
      title: translate('analytics.export.done'),
      description: translate('analytics.export.doneText', { format: format.toUpperCase(), name }),
    })
  }

  return (
    <Box>
      <PageHeader
        title={translate('analytics.page.title')}
        subtitle={translate('analytics.page.subtitle')}
        actions={
          <>
            <RefreshControls
              autoRefresh={autoRefresh}
              onAutoRefresh={setAutoRefresh}
              onRefresh={() => report.refetch()}
              refreshing={report.isFetching}
            />
            <ExportMenu formats={formats} onExport={exportShown} disabled={!data || report.isPlaceholderData} />
          </>
        }
      />
      {data && <LastUpdated at={report.dataUpdatedAt} refreshEveryMs={autoRefresh && AUTO_REFRESH_MS} />}

      <Stack spacing={3}>
        <Filters
          search={search}
          onSearch={setSearch}
          range={range}
          onRange={setRange}
          creatorId={creatorId}
          onCreator={setCreatorId}
        />
        <Box sx={{ height: 4 }}>
          {report.isFetching && <LinearProgress aria-label={translate('analytics.page.loading')} />}
        </Box>
        {report.isError && (
          <ErrorPanel
            title={translate('analytics.page.fallbackWarning')}
            message={errorMessage(report.error, translate('analytics.page.loadFailed'))}
            onRetry={() => report.refetch()}
          />
        )}
        <OverviewCards state={overview} />
        {data ? (
          <Sections data={data} />
        ) : (
          !report.isError && (
            <>
              <SectionSkeleton height={180} />
              <SectionSkeleton height={240} />
            </>
          )
        )}
      </Stack>
    </Box>
  )
}
