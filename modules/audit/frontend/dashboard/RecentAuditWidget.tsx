import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { LinkBase, useGetList, useTranslate } from 'react-admin'
import { EmptyState, ErrorPanel, formatRelativeTime, LoadingState } from '@shell'
import type { AuditEntryDto } from '../../shared/audit'
import { SEVERITY_COLORS, useAuditText } from '../auditDisplay'

const RECENT_ENTRIES = 8

/** System Monitoring: the latest audit events, from the `audit-logs` resource. */
export default function RecentAuditWidget() {
  const translate = useTranslate()
  const text = useAuditText()
  const { data, isPending, error, refetch } = useGetList<AuditEntryDto>('audit-logs', {
    pagination: { page: 1, perPage: RECENT_ENTRIES },
    sort: { field: 'createdAt', order: 'DESC' },
  })

  return (
    <Card>
      <CardHeader
        title={translate('audit.log.title')}
        subheader={translate('audit.widget.latest')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component={LinkBase} to="/admin/audit" size="small">
            {translate('audit.widget.viewAll')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <ErrorPanel title={translate('audit.log.loadFailed')} message={error.message} onRetry={() => refetch()} />
        ) : isPending ? (
          <LoadingState label={translate('audit.log.loading')} />
        ) : !data?.length ? (
          <EmptyState title={translate('audit.log.empty')} />
        ) : (
          <List disablePadding>
            {data.map((entry) => (
              <ListItem key={entry.id} divider disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
                <ListItemText
                  primary={text.eventLabel(entry.eventType)}
                  secondary={text.entrySummary(entry)}
                  slotProps={{ secondary: { noWrap: true } }}
                  sx={{ minWidth: 0 }}
                />
                <Chip
                  size="small"
                  label={text.badge(entry.severity)}
                  color={SEVERITY_COLORS[entry.severity]}
                  sx={{ mt: 0.5 }}
                />
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
