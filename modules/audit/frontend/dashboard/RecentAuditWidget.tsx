import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { LinkBase, useGetList } from 'react-admin'
import { EmptyState, ErrorPanel, formatRelativeTime, LoadingState, useAuditCatalogue } from '@shell'
import type { AuditEntryDto } from '../../shared/audit'
import { entrySummary, eventLabel, SEVERITY_COLORS } from '../auditDisplay'

const RECENT_ENTRIES = 8

/** System Monitoring: the latest audit events, from the `audit-logs` resource. */
export default function RecentAuditWidget() {
  const catalogue = useAuditCatalogue()
  const { data, isPending, error, refetch } = useGetList<AuditEntryDto>('audit-logs', {
    pagination: { page: 1, perPage: RECENT_ENTRIES },
    sort: { field: 'createdAt', order: 'DESC' },
  })

  return (
    <Card>
      <CardHeader
        title="Audit Log"
        subheader="Latest system activity"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component={LinkBase} to="/admin/audit" size="small">
            View all
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <ErrorPanel title="Failed to fetch audit logs" message={error.message} onRetry={() => refetch()} />
        ) : isPending ? (
          <LoadingState label="Loading audit logs..." />
        ) : !data?.length ? (
          <EmptyState title="No audit logs found" />
        ) : (
          <List disablePadding>
            {data.map((entry) => (
              <ListItem key={entry.id} divider disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
                <ListItemText
                  primary={eventLabel(entry.eventType, catalogue)}
                  secondary={entrySummary(entry)}
                  slotProps={{ secondary: { noWrap: true } }}
                  sx={{ minWidth: 0 }}
                />
                <Chip size="small" label={entry.severity} color={SEVERITY_COLORS[entry.severity]} sx={{ mt: 0.5 }} />
                <Typography variant="caption" color="text.secondary" sx={{ mt: 0.75, whiteSpace: 'nowrap' }}>
                  {formatRelativeTime(entry.createdAt)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
