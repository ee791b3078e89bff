import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import RefreshIcon from '@mui/icons-material/Refresh'
import { EmptyState, ErrorPanel, errorMessage, formatDateTime, formatRelativeTime, LoadingState } from '@shell'
import { useTranslate } from 'react-admin'
import { DEFAULT_AUDIT_PERIOD_DAYS, type AuditEntryDto, type AuditPeriodDays } from '../../shared/audit'
import { useAuditLogs } from '../auditApi'
import { useAuditText } from '../auditDisplay'
import { PeriodSelect } from './PeriodSelect'

export interface AuditLogProps {
  /** Its heading, already translated (default: 'Audit Log' in the user's language). */
  title?: string
  /** Shows at most this many entries and hides Load More (dashboard widgets). */
  maxEntries?: number
  /** Only this account's entries (a moderator's own activity). */
  actorId?: number
  /** Extra header content, e.g. a 'View all' link. */
  action?: ReactNode
}

function AuditLogEntry({ entry }: { entry: AuditEntryDto }) {
  const text = useAuditText()
  const details = text.detailsSummary(entry)
  return (
    <ListItem divider disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {text.eventLabel(entry.eventType)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.entryLine(entry)}
        </Typography>
        {details && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-word' }}>
            {details}
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <Chip size="small" variant="outlined" label={text.badge(entry.actorType)} />
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={entry.createdAt}
          title={formatDateTime(entry.createdAt)}
        >
          {formatRelativeTime(entry.createdAt)}
        </Typography>
      </Stack>
    </ListItem>
  )
}

/** The Audit Log component (docs/api/audit.md): period select, Refresh, entries, Load More. */
export function AuditLog({ title: givenTitle, maxEntries, actorId, action }: AuditLogProps) {
  const translate = useTranslate()
  const title = givenTitle ?? translate('audit.log.title')
  const [days, setDays] = useState<AuditPeriodDays>(DEFAULT_AUDIT_PERIOD_DAYS)
  const logs = useAuditLogs({ days, limit: maxEntries ?? 20, actorId })
  const entries = maxEntries ? logs.entries.slice(0, maxEntries) : logs.entries

  return (
    <Card>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 0.5 }}>
            <PeriodSelect value={days} onChange={setDays} labelKey="audit.periods.shortLabel" />
            <Tooltip title={translate('audit.log.refresh')}>
              <span>
                <IconButton
                  aria-label={translate('audit.log.refresh')}
                  onClick={logs.refresh}
                  disabled={logs.refreshing}
                >
                  <RefreshIcon />
                </IconButton>
              </span>
            </Tooltip>
            {action}
          </Stack>
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {logs.error ? (
          <ErrorPanel
            title={translate('audit.log.loadFailed')}
            message={errorMessage(logs.error, translate('audit.log.loadFailed'))}
            onRetry={logs.refresh}
          />
        ) : logs.loading ? (
          <LoadingState label={translate('audit.log.loading')} />
        ) : entries.length === 0 ? (
          <EmptyState title={translate('audit.log.empty')} />
        ) : (
          <List disablePadding aria-label={title}>
            {entries.map((entry) => (
              <AuditLogEntry key={entry.id} entry={entry} />
            ))}
          </List>
        )}
        {!maxEntries && logs.hasMore && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button onClick={logs.loadMore} disabled={logs.loadingMore}>
              {translate(logs.loadingMore ? 'audit.log.loadingMore' : 'audit.log.loadMore')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
