import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import BoltIcon from '@mui/icons-material/Bolt'
import HistoryIcon from '@mui/icons-material/History'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import LoginIcon from '@mui/icons-material/Login'
import RefreshIcon from '@mui/icons-material/Refresh'
import ShieldIcon from '@mui/icons-material/Shield'
import {
  EmptyState,
  ErrorPanel,
  errorMessage,
  ExportMenu,
  type ExportMenuProps,
  formatDateTime,
  formatRelativeTime,
  LoadingState,
  PageHeader,
  SearchField,
  StatCards,
  useSession,
  useToast,
} from '@shell'
import { DEFAULT_AUDIT_PERIOD_DAYS, type AuditEntryDto, type AuditPeriodDays } from '../../shared/audit'
import { useTranslate } from 'react-admin'
import type { AuditExportFormat } from '../../shared/export'
import { downloadAuditExport, useAuditLogs, useAuditStats } from '../auditApi'
import { shownName, auditSubtitle, matchesSearch, topEventTypes, useAuditText } from '../auditDisplay'
import { AuditEntryDialog } from '../components/AuditEntryDialog'
import { PeriodSelect } from '../components/PeriodSelect'

/** The audit page loads this many entries at a time (docs/api/audit.md). */
const PAGE_SIZE = 100

function EntryRow({ entry, onDetails }: { entry: AuditEntryDto; onDetails: () => void }) {
  const translate = useTranslate()
  const text = useAuditText()
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-child': { borderBottom: 0 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, minWidth: 0 }}>
          <Chip size="small" color="primary" variant="outlined" label={text.eventLabel(entry.eventType)} />
          <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.createdAt}>
            {formatDateTime(entry.createdAt)} · {formatRelativeTime(entry.createdAt)}
          </Typography>
        </Stack>
        <Button
          size="small"
          startIcon={<InfoOutlinedIcon />}
          onClick={onDetails}
          sx={{ flexShrink: 0 }}
          aria-label={translate('audit.page.detailsOf', { id: entry.id })}
        >
          {translate('audit.page.details')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.75 }} data-testid="audit-sentence">
        <strong>{shownName(entry.actorName, entry.actorType)}</strong>{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          ({text.badge(entry.actorType)})
        </Typography>{' '}
        {text.sentence(entry)}
      </Typography>
      {entry.targetName && (
        <Typography variant="caption" color="text.secondary">
          {entry.targetType ? `${text.targetType(entry.targetType)}: ` : ''}
          {shownName(entry.targetName, entry.targetType)}
        </Typography>
      )}
    </Box>
  )
}

/** The export formats, their descriptions as message keys. */
const EXPORT_FORMATS = [
  { format: 'csv', label: 'CSV', description: 'audit.export.csvDescription' },
  { format: 'json', label: 'JSON', description: 'audit.export.jsonDescription' },
] as const

/** /audit (docs/api/audit.md): cards, search, period, event-type filters, sentences, details, export. */
export default function AuditPage() {
  const { user } = useSession()
  const toast = useToast()
  const translate = useTranslate()
  const text = useAuditText()
  const formats: ExportMenuProps<AuditExportFormat>['formats'] = EXPORT_FORMATS.map((entry) => ({
    ...entry,
    description: translate(entry.description),
  }))
  const [days, setDays] = useState<AuditPeriodDays>(DEFAULT_AUDIT_PERIOD_DAYS)
  const [search, setSearch] = useState('')
  const [eventType, setEventType] = useState<string | null>(null)
  const [details, setDetails] = useState<AuditEntryDto | null>(null)
  const [exporting, setExporting] = useState(false)
  const logs = useAuditLogs({ days, limit: PAGE_SIZE })
  const stats = useAuditStats(days)
  const types = topEventTypes(logs.entries)
  const shown = logs.entries.filter(
    (entry) => (!eventType || entry.eventType === eventType) && matchesSearch(entry, search.trim())
  )
  const filtering = Boolean(eventType || search.trim())

  const refresh = () => {
    logs.refresh()
    void stats.refetch()
  }

  async function exportEntries(format: AuditExportFormat) {
    setExporting(true)
    try {
      const { name, count } = await downloadAuditExport(format, {
        days,
        eventType: eventType ?? undefined,
        search: search.trim() || undefined,
      })
      toast({
        title: translate('audit.export.done'),
        description: translate('audit.export.entriesSaved', { smart_count: count, name }),
      })
    } catch (error) {
      toast({
        title: translate('audit.export.failedTitle'),
        description: errorMessage(error, translate('audit.export.failed')),
        variant: 'error',
      })
    } finally {
      setExporting(false)
    }
  }

  return (
    <Box>
      <PageHeader
        title={translate('audit.log.title')}
        subtitle={translate(auditSubtitle(user?.role))}
        actions={
          <>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={logs.refreshing}>
              {translate('audit.page.refresh')}
            </Button>
            <ExportMenu
              formats={formats}
              onExport={exportEntries}
              disabled={exporting}
              label={translate(exporting ? 'audit.export.exporting' : 'audit.export.label')}
            />
          </>
        }
      />

      <StatCards
        sx={{ mb: 3 }}
        loading={stats.isPending}
        cards={[
          { label: translate('audit.page.totalEntries'), value: stats.data?.totalEntries ?? 0, icon: <HistoryIcon /> },
          { label: translate('audit.page.loginsToday'), value: stats.data?.loginsToday ?? 0, icon: <LoginIcon /> },
          { label: translate('audit.page.powerupActions'), value: stats.data?.powerupActions ?? 0, icon: <BoltIcon /> },
          {
            label: translate('audit.page.moderatorActions'),
            value: stats.data?.moderatorActions ?? 0,
            icon: <ShieldIcon />,
          },
        ]}
      />

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0, '& .MuiTextField-root': { width: '100%', mb: 0 } }}>
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder={translate('audit.page.searchPlaceholder')}
            label={translate('audit.page.searchLabel')}
          />
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <PeriodSelect value={days} onChange={setDays} />
        </Box>
      </Stack>

      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
        role="group"
        aria-label={translate('audit.page.filterByType')}
      >
        {[null, ...types].map((type) => (
          <Button
            key={type ?? 'all'}
            size="small"
            variant={eventType === type ? 'contained' : 'outlined'}
            onClick={() => setEventType(type)}
            aria-pressed={eventType === type}
          >
            {type ? text.eventLabel(type) : translate('audit.page.allTypes')}
          </Button>
        ))}
      </Stack>

      {logs.error ? (
        <ErrorPanel
          title={translate('audit.log.loadFailed')}
          message={errorMessage(logs.error, translate('audit.log.loadFailed'))}
          onRetry={refresh}
        />
      ) : logs.loading ? (
        <LoadingState label={translate('audit.log.loading')} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          title={translate('audit.page.emptyTitle')}
          description={translate(
            filtering || logs.entries.length ? 'audit.page.emptyFiltered' : 'audit.page.emptyPeriod'
          )}
        />
      ) : (
        <Card>
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate('audit.page.entries')}>
            {shown.map((entry) => (
              <EntryRow key={entry.id} entry={entry} onDetails={() => setDetails(entry)} />
            ))}
          </Box>
        </Card>
      )}
      {logs.hasMore && !logs.error && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={logs.loadMore} disabled={logs.loadingMore}>
            {translate(logs.loadingMore ? 'audit.log.loadingMore' : 'audit.log.loadMore')}
          </Button>
        </Box>
      )}

      {details && <AuditEntryDialog entry={details} onClose={() => setDetails(null)} />}
    </Box>
  )
}
