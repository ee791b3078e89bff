import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useQuery } from '@tanstack/react-query'
import { ErrorPanel, LoadingState, errorMessage, formatDateTime } from '@shell'
import type { WebhookDto } from '../shared/webhooks'
import { deliveriesKey, webhooksApi } from './webhooksApi'
import { useTranslate } from 'react-admin'
import { deliverySummary } from './texts'

/** The endpoint's latest deliveries: event, outcome, answer, attempts, time and the last error. */
export function DeliveriesDialog({ webhook, onClose }: { webhook: WebhookDto; onClose: () => void }) {
  const translate = useTranslate()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const deliveries = useQuery({
    queryKey: deliveriesKey(webhook.id),
    queryFn: () => webhooksApi.deliveries(webhook.id),
  })
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        {translate('webhooks.log.title', { url: webhook.url })}
      </DialogTitle>
      <DialogContent>
        {deliveries.isPending ? (
          <LoadingState />
        ) : deliveries.isError ? (
          <ErrorPanel
            title={translate('webhooks.log.loadFailed')}
            message={errorMessage(deliveries.error, translate('webhooks.log.loadFailed'))}
            onRetry={() => void deliveries.refetch()}
          />
        ) : deliveries.data.length === 0 ? (
          <Typography variant="body2">{translate('webhooks.log.empty')}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate('webhooks.section.log')}>
            {deliveries.data.map((delivery) => (
              <ListItem key={delivery.id} disableGutters divider>
                <ListItemText
                  primary={`${delivery.event} · ${deliverySummary(delivery, translate)}`}
                  secondary={[
                    `${formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)} · ${translate('webhooks.log.attempts', { count: delivery.attempts })}`,
                    delivery.error && delivery.responseStatus !== null ? delivery.error : null,
                    delivery.nextAttemptAt
                      ? translate('webhooks.log.nextAttempt', { when: formatDateTime(delivery.nextAttemptAt) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void deliveries.refetch()}>{translate('webhooks.log.refresh')}</Button>
        <Button onClick={onClose}>{translate('webhooks.log.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
