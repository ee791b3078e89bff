import { useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DownloadIcon from '@mui/icons-material/Download'
import HistoryIcon from '@mui/icons-material/History'
import RefreshIcon from '@mui/icons-material/Refresh'
import {
  EmptyState,
  errorMessage,
  formatDateTime,
  LoadingState,
  PageHeader,
  SearchField,
  useDebouncedValue,
  useToast,
} from '@shell'
import {
  AUDIT_CATEGORIES,
  AUDIT_SEVERITIES,
  SYSTEM_ACTOR_TYPES,
  type AuditCategory,
  type AuditPeriodDays,
  type AuditSeverity,
  type SystemAuditEntryDto,
} from '../../shared/audit'
import type { AuditExportFormat } from '../../shared/export'
import { downloadSystemAuditExport, useSystemAuditLogs, type SystemAuditFilters } from '../auditApi'
import { useTranslate } from 'react-admin'
import { shownName, SEVERITY_COLORS, useAuditText } from '../auditDisplay'
import { AuditEntryDialog } from '../components/AuditEntryDialog'
import { PeriodSelect } from '../components/PeriodSelect'

/** The audit time ranges, 7 days by default (docs/api/audit.md). */
const DEFAULT_RANGE_DAYS: AuditPeriodDays = 7
const DAY_MS = 24 * 60 * 60 * 1000

/** A select of one filter, with an 'All …' choice that sends nothing; `name` words its options. */
function FilterSelect<T extends string>({
  label,
  all,
  value,
  options,
  name,
  onChange,
}: {
  label: string
  all: string
  value: T | ''
  options: readonly T[]
  name: (option: T) => string
  onChange: (value: T | '') => void
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      fullWidth
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {name(option)}
        </MenuItem>
      ))}
    </TextField>
  )
}

function LogCard({ entry, onOpen }: { entry: SystemAuditEntryDto; onOpen: () => void }) {
  const translate = useTranslate()
  const text = useAuditText()
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} data-testid="audit-log-card">
      <CardActionArea onClick={onOpen} sx={{ p: 2 }} aria-label={translate('audit.system.detailsOf', { id: entry.id })}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, minWidth: 0, wordBreak: 'break-word' }}>
            {text.eventLabel(entry.action)}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Chip size="small" color={SEVERITY_COLORS[entry.severity]} label={text.badge(entry.severity)} />
            <Chip size="small" variant="outlined" label={text.category(entry.category)} />
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <strong>{shownName(entry.actorName, entry.actorType)}</strong>{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({text.badge(entry.actorType)})
          </Typography>
          {entry.targetName && (
            <>
              {' → '}
              {entry.targetType ? `${text.targetType(entry.targetType)}: ` : ''}
              {shownName(entry.targetName, entry.targetType)}
            </>
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          {entry.ipAddress ? ` · ${translate('audit.system.ip', { ip: entry.ipAddress })}` : ''}
        </Typography>
      </CardActionArea>
    </Card>
  )
}

/**
 * /admin/audit (docs/api/audit.md: System Audit Logs, admins): search, category, severity, actor type and
 * time range filters, all applied by the server; log cards opening their details; Previous/Next
 * paging; refresh; exports of exactly the filtered logs.
 */
export default function SystemAuditPage() {
  const toast = useToast()
  const translate = useTranslate()
  const text = useAuditText()
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim())
  const [category, setCategory] = useState<AuditCategory | ''>('')
  const [severity, setSeverity] = useState<AuditSeverity | ''>('')
  const [actorType, setActorType] = useState<(typeof SYSTEM_ACTOR_TYPES)[number] | ''>('')
  const [rangeDays, setRangeDays] = useState<AuditPeriodDays>(DEFAULT_RANGE_DAYS)
  // The range ends now: the moment of the last refresh or filter change.
  const [now, setNow] = useState(() => Date.now())
  const [page, setPage] = useState(1)
  const [opened, setOpened] = useState<SystemAuditEntryDto | null>(null)
  const [exporting, setExporting] = useState<AuditExportFormat | null>(null)

  const filters = useMemo<SystemAuditFilters>(
    () => ({
      category: category || undefined,
      severity: severity || undefined,
      actorType: actorType || undefined,
      dateFrom: new Date(now - rangeDays * DAY_MS).toISOString(),
      search: search || undefined,
    }),
    [category, severity, actorType, rangeDays, now, search]
  )
  const logs = useSystemAuditLogs(filters, page)
  const totalPages = logs.data?.pagination.totalPages ?? 1
  const entries = logs.data?.auditLogs ?? []

  /** A filter change starts again from the first page. */
  const changing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
      setNow(Date.now())
    }

  const refresh = () => {
    setNow(Date.now())
    void logs.refetch()
  }

  async function exportLogs(format: AuditExportFormat) {
    setExporting(format)
    try {
      const { name, count } = await downloadSystemAuditExport(format, filters)
      toast({
        title: translate('audit.export.done'),
        description: translate('audit.export.logsSaved', { smart_count: count, name }),
      })
    } catch (error) {
      toast({
        title: translate('audit.export.failedTitle'),
        description: errorMessage(error, translate('audit.export.failed')),
        variant: 'error',
      })
    } finally {
      setExporting(null)
    }
  }

  return (
    <Box>
      <PageHeader
        title={translate('audit.system.title')}
        subtitle={translate('audit.page.subtitleAdmin')}
        actions={
          <>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={logs.isFetching}>
              {translate('audit.page.refresh')}
            </Button>
            {(['csv', 'json'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void exportLogs(format)}
                disabled={exporting !== null}
              >
                {exporting === format
                  ? translate('audit.export.exporting')
                  : translate('audit.export.as', { format: format.toUpperCase() })}
              </Button>
            ))}
          </>
        }
      />

      <Box sx={{ '& .MuiTextField-root': { width: '100%', mb: 2 } }}>
        <SearchField
          value={searchText}
          onChange={(text) => {
            setSearchText(text)
            setPage(1)
          }}
          placeholder={translate('audit.system.searchPlaceholder')}
          label={translate('audit.system.searchLabel')}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          '& .MuiFormControl-root': { m: 0 },
        }}
      >
        <FilterSelect
          label={translate('audit.system.category')}
          all={translate('audit.system.allCategories')}
          value={category}
          options={AUDIT_CATEGORIES}
          name={text.category}
          onChange={changing(setCategory)}
        />
        <FilterSelect
          label={translate('audit.system.severity')}
          all={translate('audit.system.allSeverities')}
          value={severity}
          options={AUDIT_SEVERITIES}
          name={text.severity}
          onChange={changing(setSeverity)}
        />
        <FilterSelect
          label={translate('audit.system.actorType')}
          all={translate('audit.system.allActors')}
          value={actorType}
          options={SYSTEM_ACTOR_TYPES}
          name={text.actorType}
          onChange={changing(setActorType)}
        />
        <PeriodSelect labelKey="audit.periods.range" value={rangeDays} onChange={changing(setRangeDays)} />
      </Box>

      {logs.isError ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={refresh}>
              {translate('audit.system.retry')}
            </Button>
          }
        >
          {translate('audit.system.fallbackWarning')}
          <Typography variant="body2">{errorMessage(logs.error, translate('audit.log.loadFailed'))}</Typography>
        </Alert>
      ) : logs.isPending ? (
        <LoadingState label={translate('audit.log.loading')} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          title={translate('audit.log.empty')}
          description={translate('audit.system.emptyHint')}
        />
      ) : (
        <Stack component="ul" sx={{ p: 0, m: 0, gap: 1.5 }} aria-label={translate('audit.system.logs')}>
          {entries.map((entry) => (
            <LogCard key={entry.id} entry={entry} onOpen={() => setOpened(entry)} />
          ))}
        </Stack>
      )}

      {!logs.isError && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 3 }}>
          <Button onClick={() => setPage(page - 1)} disabled={page <= 1 || logs.isFetching}>
            {translate('audit.system.previous')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {translate('audit.system.page', { page, total: totalPages })}
          </Typography>
          <Button onClick={() => setPage(page + 1)} disabled={page >= totalPages || logs.isFetching}>
            {translate('audit.system.next')}
          </Button>
        </Stack>
      )}

      {opened && <AuditEntryDialog entry={opened} onClose={() => setOpened(null)} />}
    </Box>
  )
}
