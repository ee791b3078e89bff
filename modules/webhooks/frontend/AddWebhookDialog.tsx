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
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_LIMITS,
  WEBHOOK_TEXTS,
  type WebhookEvent,
} from '../shared/webhooks'
import { WEBHOOKS_KEY, webhooksApi } from './webhooksApi'
import { TEXTS } from './texts'

const EMPTY_DRAFT = { url: '', events: [] as WebhookEvent[] }

/** Add a webhook: URL and events; then its signing secret, shown this once with a copy button. */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [draft, setDraft] = useState(EMPTY_DRAFT)
  const [error, setError] = useState<string | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: webhooksApi.create,
    onSuccess: (webhook) => {
      setSecret(webhook.secret)
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY })
    },
    onError: (failure) => setError(errorMessage(failure, TEXTS.addFailed)),
  })
  const close = () => {
    setDraft(EMPTY_DRAFT)
    setError(null)
    setSecret(null)
    onClose()
  }
  const submit = () => {
    if (secret) return close()
    if (!draft.url.trim()) return setError(TEXTS.urlRequired)
    if (!draft.events.length) return setError(TEXTS.eventRequired)
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
    toast({ title: TEXTS.copied })
  }
  return (
    <FormDialog
      open={open}
      title={secret ? TEXTS.secretTitle : TEXTS.addTitle}
      submitLabel={secret ? TEXTS.done : TEXTS.add}
      busyLabel={TEXTS.adding}
      busy={create.isPending}
      error={error}
      onClose={close}
      onSubmit={submit}
    >
      {secret ? (
        <Stack spacing={2}>
          <Alert severity="warning">{WEBHOOK_TEXTS.created}</Alert>
          <TextField
            value={secret}
            label={TEXTS.secretLabel}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={TEXTS.copy} onClick={() => void copy(secret)} edge="end">
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
            label={TEXTS.url}
            helperText={TEXTS.urlHelp}
            type="url"
            value={draft.url}
            onChange={(event) => setDraft({ ...draft, url: event.target.value })}
            slotProps={{ htmlInput: { maxLength: WEBHOOK_LIMITS.urlMax } }}
            required
            fullWidth
          />
          <FormGroup aria-label={TEXTS.events}>
            <Typography variant="subtitle2" component="p">
              {TEXTS.events}
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
                label={`${WEBHOOK_EVENT_LABELS[event]} (${event})`}
              />
            ))}
          </FormGroup>
        </>
      )}
    </FormDialog>
  )
}
