import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormDialog, errorMessage, useToast } from '@shell'
import { useTranslate } from 'react-admin'
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEvent } from '../shared/webhooks'
import { WEBHOOKS_KEY, webhooksApi } from './webhooksApi'

const EMPTY_DRAFT = { url: '', events: [] as WebhookEvent[] }

/** Add a webhook: URL and events; then its signing secret, shown this once with a copy button. */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const translate = useTranslate()
  const [draft, setDraft] = useState(EMPTY_DRAFT)
  const [error, setError] = useState<string | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: webhooksApi.create,
    onSuccess: (webhook) => {
      setSecret(webhook.secret)
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY })
    },
    onError: (failure) => setError(errorMessage(failure, translate('webhooks.add.failed'))),
  })
  const close = () => {
    setDraft(EMPTY_DRAFT)
    setError(null)
    setSecret(null)
    onClose()
  }
  const submit = () => {
    if (secret) return close()
    if (!draft.url.trim()) return setError(translate('webhooks.add.urlRequired'))
    if (!draft.events.length) return setError(translate('webhooks.add.eventRequired'))
    setError(null)
    create.mutate({ url: draft.url.trim(), events: draft.events })
  }
  const toggle = (event: WebhookEvent, on: boolean) =>
    setDraft((current) => ({
      ...current,
      events: on ? [...current.events, event] : current.events.filter((other) => other !== event),
    }))
  const copy = async (value: string) => {
    await navigator.clipboard.writeText(value)
    toast({ title: translate('webhooks.add.copied') })
  }
  return (
    <FormDialog
      open={open}
      title={translate(secret ? 'webhooks.add.secretTitle' : 'webhooks.add.title')}
      submitLabel={translate(secret ? 'webhooks.add.done' : 'webhooks.section.add')}
      busyLabel={translate('webhooks.add.adding')}
      busy={create.isPending}
      error={error}
      onClose={close}
      onSubmit={submit}
    >
      {secret ? (
        <Stack spacing={2}>
          <Alert severity="warning">{translate('webhooks.add.created')}</Alert>
          <TextField
            value={secret}
            label={translate('webhooks.add.secretLabel')}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate('webhooks.add.copy')}
                      onClick={() => void copy(secret)}
                      edge="end"
                    >
                      <ContentCopyIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
              htmlInput: { 'data-testid': 'webhook-secret' },
            }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
        </Stack>
      ) : (
        <>
          <TextField
            label={translate('webhooks.add.url')}
            helperText={translate('webhooks.add.urlHelp')}
            type="url"
            value={draft.url}
            onChange={(event) => setDraft({ ...draft, url: event.target.value })}
            slotProps={{ htmlInput: { maxLength: WEBHOOK_LIMITS.urlMax } }}
            required
            fullWidth
          />
          <FormGroup aria-label={translate('webhooks.add.events')}>
            <Typography variant="subtitle2" component="p">
              {translate('webhooks.add.events')}
            </Typography>
            {WEBHOOK_EVENTS.map((event) => (
              <FormControlLabel
                key={event}
                control={
                  <Checkbox
                    checked={draft.events.includes(event)}
                    onChange={(change) => toggle(event, change.target.checked)}
                  />
                }
                label={`${translate(`webhooks.events.${event}`)} (${event})`}
              />
            ))}
          </FormGroup>
        </>
      )}
    </FormDialog>
  )
}
