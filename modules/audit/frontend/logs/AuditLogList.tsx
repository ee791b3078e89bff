import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { DataTable, List, SearchInput, SelectInput, SimpleList, useRecordContext } from 'react-admin'
import { formatDateTime, formatRelativeTime, PageHeader, useAuditCatalogue } from '@shell'
import { ACTOR_TYPES, AUDIT_CATEGORIES, AUDIT_SEVERITIES, type AuditEntryDto } from '../../shared/audit'
import { choices, entrySummary, eventLabel, humanize, SEVERITY_COLORS } from '../auditDisplay'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={choices(AUDIT_CATEGORIES)} />,
  <SelectInput key="severity" source="severity" choices={choices(AUDIT_SEVERITIES)} />,
  <SelectInput key="actorType" source="actorType" label="Actor type" choices={choices(ACTOR_TYPES)} />,
]

/** The expanded row: what the event carried. */
function ExpandedEntry() {
  const record = useRecordContext<AuditEntryDto>()
  if (!record) return null
  const details = { details: record.details, metadata: record.metadata, userAgent: record.userAgent }
  return (
    <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(details, null, 2)}
    </Box>
  )
}

/** The `audit-logs` resource: every recorded event, newest first. */
export default function AuditLogList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const catalogue = useAuditCatalogue()
  return (
    <>
      <PageHeader title="Audit Logs" subtitle="Complete audit trail of all system activities and user actions" />
      <List title={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
        {phone ? (
          <SimpleList<AuditEntryDto>
            primaryText={(entry) => eventLabel(entry.eventType, catalogue)}
            secondaryText={(entry) => entrySummary(entry)}
            tertiaryText={(entry) => formatRelativeTime(entry.createdAt)}
            linkType={false}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick="expand" expand={<ExpandedEntry />}>
            <DataTable.Col source="createdAt" label="When" sortByOrder="DESC" render={(entry: AuditEntryDto) => formatDateTime(entry.createdAt)} />
            <DataTable.Col source="eventType" label="Event" render={(entry: AuditEntryDto) => eventLabel(entry.eventType, catalogue)} />
            <DataTable.Col source="category" render={(entry: AuditEntryDto) => humanize(entry.category)} />
            <DataTable.Col source="severity" render={(entry: AuditEntryDto) => <Chip size="small" label={entry.severity} color={SEVERITY_COLORS[entry.severity]} />} />
            <DataTable.Col source="actorName" label="Actor" render={(entry: AuditEntryDto) => `${entry.actorName} (${entry.actorType})`} />
            <DataTable.Col label="Target" disableSort render={(entry: AuditEntryDto) => entry.targetName ?? ''} />
            <DataTable.Col source="ipAddress" label="IP" disableSort />
          </DataTable>
        )}
      </List>
    </>
  )
}
