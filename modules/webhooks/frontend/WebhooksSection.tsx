import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import SendIcon from '@mui/icons-material/Send'
import HistoryIcon from '@mui/icons-material/History'
import { useQuery } from '@tanstack/react-query'
import { ErrorPanel, LoadingState, errorMessage, formatDateTime, useAsyncAction, useSession } from '@shell'
import { WEBHOOK_LIMITS, type WebhookDto } from '../shared/webhooks'
import { WEBHOOKS_KEY, webhooksApi } from './webhooksApi'
import { AddWebhookDialog } from './AddWebhookDialog'
import { DeliveriesDialog } from './DeliveriesDialog'
import { useTranslate } from 'react-admin'
import { deliverySummary } from './texts'

function ConfirmDelete({
  webhook,
  onCancel,
  onConfirm,
}: {
  webhook: WebhookDto
  onCancel: () => void
  onConfirm: () => void
}) {
  const translate = useTranslate()
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('webhooks.remove.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('webhooks.remove.text', { url: webhook.url })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('webhooks.remove.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {translate('webhooks.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

function WebhookCard({
  webhook,
  busy,
  onTest,
  onLog,
  onEnable,
  onDelete,
}: {
  webhook: WebhookDto
  busy: boolean
  onTest: () => void
  onLog: () => void
  onEnable: () => void
  onDelete: () => void
}) {
  const translate = useTranslate()
  const last = webhook.lastDelivery
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="webhook">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
            {webhook.url}
          </Typography>
          <IconButton
            edge="end"
            aria-label={translate('webhooks.section.remove', { url: webhook.url })}
            onClick={onDelete}
            disabled={busy}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {webhook.scope === 'platform' && (
            <Chip size="small" color="primary" label={translate('webhooks.section.platform')} />
          )}
          {!webhook.enabled && <Chip size="small" color="error" label={translate('webhooks.section.disabled')} />}
          {webhook.events.map((event) => (
            <Chip key={event} size="small" variant="outlined" label={event} />
          ))}
        </Stack>
        {!webhook.enabled && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={onEnable} disabled={busy}>
                {translate('webhooks.section.enable')}
              </Button>
            }
          >
            {translate('webhooks.section.disabledHelp', { smart_count: WEBHOOK_LIMITS.failuresToDisable })}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {last
            ? `${last.event} · ${deliverySummary(last, translate)} · ${formatDateTime(last.lastAttemptAt ?? last.createdAt)}`
            : translate('webhooks.section.neverDelivered')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" startIcon={<SendIcon />} onClick={onTest} disabled={busy}>
            {translate('webhooks.section.test')}
          </Button>
          <Button size="small" startIcon={<HistoryIcon />} onClick={onLog}>
            {translate('webhooks.section.log')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}

/** Settings › Webhooks: the creator's endpoints (an admin's platform-wide ones): add, test, log, enable, delete. */
export default function WebhooksSection() {
  const { user } = useSession()
  const { run, busy } = useAsyncAction()
  const translate = useTranslate()
  const [adding, setAdding] = useState(false)
  const [logOf, setLogOf] = useState<WebhookDto | null>(null)
  const [deleting, setDeleting] = useState<WebhookDto | null>(null)
  const webhooks = useQuery({ queryKey: WEBHOOKS_KEY, queryFn: webhooksApi.list })
  if (webhooks.isPending) return <LoadingState />
  if (webhooks.isError)
    return (
      <ErrorPanel
        title={translate('webhooks.section.loadFailed')}
        message={errorMessage(webhooks.error, translate('webhooks.section.loadFailed'))}
        onRetry={() => void webhooks.refetch()}
      />
    )
  const test = (webhook: WebhookDto) =>
    run(() => webhooksApi.test(webhook.id), {
      success: { title: translate('webhooks.section.tested') },
      failure: translate('webhooks.section.testFailed'),
      invalidate: WEBHOOKS_KEY,
    }).then(() => setTimeout(() => void webhooks.refetch(), 1500))
  const enable = (webhook: WebhookDto) =>
    run(() => webhooksApi.enable(webhook.id), {
      success: { title: translate('webhooks.section.enabled') },
      failure: translate('webhooks.section.enableFailed'),
      invalidate: WEBHOOKS_KEY,
    })
  const remove = (webhook: WebhookDto) => {
    setDeleting(null)
    void run(() => webhooksApi.remove(webhook.id), {
      success: { title: translate('webhooks.remove.done') },
      failure: translate('webhooks.remove.failed'),
      invalidate: WEBHOOKS_KEY,
    })
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('webhooks.section.intro')}
        {user?.role === 'ADMIN' ? ` ${translate('webhooks.section.introAdmin')}` : ''}
      </Typography>
      {webhooks.data.length === 0 ? (
        <Typography variant="body2">{translate('webhooks.section.empty')}</Typography>
      ) : (
        webhooks.data.map((webhook) => (
          <WebhookCard
            key={webhook.id}
            webhook={webhook}
            busy={busy}
            onTest={() => void test(webhook)}
            onLog={() => setLogOf(webhook)}
            onEnable={() => void enable(webhook)}
            onDelete={() => setDeleting(webhook)}
          />
        ))
      )}
      <div>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('webhooks.section.add')}
        </Button>
      </div>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
      {logOf && <DeliveriesDialog key={logOf.id} webhook={logOf} onClose={() => setLogOf(null)} />}
      {deleting && (
        <ConfirmDelete webhook={deleting} onCancel={() => setDeleting(null)} onConfirm={() => remove(deleting)} />
      )}
    </Stack>
  )
}
