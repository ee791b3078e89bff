import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  SCRIPT_SCOPES,
  SCRIPT_SCOPE_LABELS,
  SCRIPT_TOKEN_LIMITS,
  SCRIPT_TOKEN_TEXTS,
  type Role,
  type ScriptScope,
  type ScriptTokenDto,
} from '@core/shared'
import { api, errorMessage } from '../../shell/api'
import { useToast } from '../../shell/notify'
import { FormDialog } from '../../shell/ui/FormDialog'
import { ErrorPanel } from '../../shell/ui/ErrorPanel'
import { LoadingState } from '../../shell/ui/LoadingState'

/** Every text of this section (languages come later: they live here, once). */
const TEXTS = {
  intro:
    'Tokens let scripts and tools (Streamer.bot, a Discord bot, an OBS script) call the Powerdeck API without your password. Each has scopes and an expiry, and you can revoke it at any time.',
  empty: 'No tokens yet.',
  loadFailed: 'Tokens could not be loaded',
  createFailed: 'The token could not be created',
  revokeFailed: 'The token could not be revoked',
  create: 'New token',
  creating: 'Creating...',
  dialogTitle: 'New token for a script',
  name: 'Name',
  nameHelp: 'What it is for, e.g. "Streamer.bot"',
  scopes: 'Scopes',
  days: 'Expires after (days)',
  nameRequired: 'Give the token a name',
  scopeRequired: 'Choose at least one scope',
  daysRange: `A number of days from ${SCRIPT_TOKEN_LIMITS.daysMin} to ${SCRIPT_TOKEN_LIMITS.daysMax}`,
  copyTitle: 'Your new token',
  tokenLabel: 'Token',
  copy: 'Copy the token',
  copied: 'Token copied',
  done: 'Done',
  revoke: (name: string) => `Revoke ${name}`,
  revoked: SCRIPT_TOKEN_TEXTS.revoked,
  meta: (token: ScriptTokenDto) =>
    `Created ${new Date(token.createdAt).toLocaleDateString()} · ${
      token.lastUsedAt ? `last used ${new Date(token.lastUsedAt).toLocaleString()}` : 'never used'
    } · ${token.expiresAt ? `expires ${new Date(token.expiresAt).toLocaleDateString()}` : 'no expiry'}`,
}

const TOKENS_KEY = ['settings', 'tokens'] as const
const tokensApi = {
  list: () => api.get<{ tokens: ScriptTokenDto[] }>('/api/tokens').then((answer) => answer.tokens),
  create: (body: { name: string; scopes: ScriptScope[]; expiresInDays: number }) =>
    api.post<ScriptTokenDto & { token: string }>('/api/tokens', body),
  revoke: (id: number) => api.delete(`/api/tokens/${id}`),
}

const EMPTY_DRAFT = { name: '', scopes: ['read'] as ScriptScope[], days: String(SCRIPT_TOKEN_LIMITS.defaultDays) }

function draftError(draft: typeof EMPTY_DRAFT) {
  const days = Number(draft.days)
  if (!draft.name.trim()) return TEXTS.nameRequired
  if (!draft.scopes.length) return TEXTS.scopeRequired
  if (!Number.isInteger(days) || days < SCRIPT_TOKEN_LIMITS.daysMin || days > SCRIPT_TOKEN_LIMITS.daysMax)
    return TEXTS.daysRange
  return null
}

function CreateTokenDialog({ role, open, onClose }: { role: Role; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const copy = async (value: string) => {
    await navigator.clipboard.writeText(value)
    toast({ title: TEXTS.copied })
  }
  const [draft, setDraft] = useState(EMPTY_DRAFT)
  const [error, setError] = useState<string | null>(null)
  const [created, setCreated] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: tokensApi.create,
    onSuccess: (answer) => {
      setCreated(answer.token)
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY })
    },
    onError: (failure) => setError(errorMessage(failure, TEXTS.createFailed)),
  })
  const scopes = SCRIPT_SCOPES.filter((scope) => scope !== 'admin' || role === 'ADMIN')
  const close = () => {
    setDraft(EMPTY_DRAFT)
    setError(null)
    setCreated(null)
    onClose()
  }
  const submit = () => {
    if (created) return close()
    const invalid = draftError(draft)
    if (invalid) return setError(invalid)
    create.mutate({ name: draft.name.trim(), scopes: draft.scopes, expiresInDays: Number(draft.days) })
  }
  const toggle = (scope: ScriptScope, on: boolean) =>
    setDraft((current) => ({
      ...current,
      scopes: on ? [...current.scopes, scope] : current.scopes.filter((other) => other !== scope),
    }))
  return (
    <FormDialog
      open={open}
      title={created ? TEXTS.copyTitle : TEXTS.dialogTitle}
      submitLabel={created ? TEXTS.done : TEXTS.create}
      busyLabel={TEXTS.creating}
      busy={create.isPending}
      error={error}
      onClose={close}
      onSubmit={submit}
    >
      {created ? (
        <Stack spacing={2}>
          <Alert severity="warning">{SCRIPT_TOKEN_TEXTS.created}</Alert>
          <TextField
            value={created}
            label={TEXTS.tokenLabel}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={TEXTS.copy} onClick={() => void copy(created)} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
              htmlInput: { 'data-testid': 'new-token' },
            }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
        </Stack>
      ) : (
        <>
          <TextField
            label={TEXTS.name}
            helperText={TEXTS.nameHelp}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: SCRIPT_TOKEN_LIMITS.nameMax } }}
            required
            fullWidth
          />
          <FormGroup aria-label={TEXTS.scopes}>
            <Typography variant="subtitle2" component="p">
              {TEXTS.scopes}
            </Typography>
            {scopes.map((scope) => (
              <FormControlLabel
                key={scope}
                control={
                  <Checkbox
                    checked={draft.scopes.includes(scope)}
                    onChange={(event) => toggle(scope, event.target.checked)}
                  />
                }
                label={SCRIPT_SCOPE_LABELS[scope]}
              />
            ))}
          </FormGroup>
          <TextField
            label={TEXTS.days}
            type="number"
            value={draft.days}
            onChange={(event) => setDraft({ ...draft, days: event.target.value })}
            slotProps={{ htmlInput: { min: SCRIPT_TOKEN_LIMITS.daysMin, max: SCRIPT_TOKEN_LIMITS.daysMax } }}
            fullWidth
          />
        </>
      )}
    </FormDialog>
  )
}

/** Settings › Integrations: the account's tokens for scripts (make, list, revoke). */
export function IntegrationsSection({ role, disabled }: { role: Role; disabled?: boolean }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [creating, setCreating] = useState(false)
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: tokensApi.list })
  const revoke = useMutation({
    mutationFn: tokensApi.revoke,
    onSuccess: () => {
      toast({ title: TEXTS.revoked })
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY })
    },
    onError: (failure) => toast({ title: errorMessage(failure, TEXTS.revokeFailed), variant: 'error' }),
  })
  if (tokens.isPending) return <LoadingState />
  if (tokens.isError)
    return (
      <ErrorPanel
        title={TEXTS.loadFailed}
        message={errorMessage(tokens.error, TEXTS.loadFailed)}
        onRetry={() => void tokens.refetch()}
      />
    )
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {TEXTS.intro}
      </Typography>
      {tokens.data.length === 0 ? (
        <Typography variant="body2">{TEXTS.empty}</Typography>
      ) : (
        <List dense disablePadding>
          {tokens.data.map((token) => (
            <ListItem
              key={token.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={TEXTS.revoke(token.name)}
                  onClick={() => revoke.mutate(token.id)}
                  disabled={disabled || revoke.isPending}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{token.name}</span>
                    {token.scopes.map((scope) => (
                      <Chip key={scope} size="small" variant="outlined" label={scope} />
                    ))}
                  </Stack>
                }
                secondary={TEXTS.meta(token)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <div>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)} disabled={disabled}>
          {TEXTS.create}
        </Button>
      </div>
      <CreateTokenDialog role={role} open={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}
