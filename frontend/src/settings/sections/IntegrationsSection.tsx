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
import { SCRIPT_SCOPES, SCRIPT_TOKEN_LIMITS, type Role, type ScriptScope, type ScriptTokenDto } from '@core/shared'
import { api, errorMessage } from '../../shell/api'
import { formatDate, formatDateTime } from '../../shell/format'
import { useT, type Translate } from '../../shell/i18n'
import { useToast } from '../../shell/notify'
import { FormDialog } from '../../shell/ui/FormDialog'
import { ErrorPanel } from '../../shell/ui/ErrorPanel'
import { LoadingState } from '../../shell/ui/LoadingState'

/** The token's dates and use in the page language: 'Created Mar 4, 2025 · never used · expires Jun 2, 2025'. */
function tokenMeta(token: ScriptTokenDto, t: Translate) {
  return [
    t('shell.settings.tokens.createdOn', { date: formatDate(token.createdAt) }),
    token.lastUsedAt
      ? t('shell.settings.tokens.lastUsed', { date: formatDateTime(token.lastUsedAt) })
      : t('shell.settings.tokens.neverUsed'),
    token.expiresAt
      ? t('shell.settings.tokens.expires', { date: formatDate(token.expiresAt) })
      : t('shell.settings.tokens.noExpiry'),
  ].join(' · ')
}

const TOKENS_KEY = ['settings', 'tokens'] as const
const tokensApi = {
  list: () => api.get<{ tokens: ScriptTokenDto[] }>('/api/tokens').then((answer) => answer.tokens),
  create: (body: { name: string; scopes: ScriptScope[]; expiresInDays: number }) =>
    api.post<ScriptTokenDto & { token: string }>('/api/tokens', body),
  revoke: (id: number) => api.delete(`/api/tokens/${id}`),
}

const EMPTY_DRAFT = { name: '', scopes: ['read'] as ScriptScope[], days: String(SCRIPT_TOKEN_LIMITS.defaultDays) }

function draftError(draft: typeof EMPTY_DRAFT, t: Translate) {
  const days = Number(draft.days)
  if (!draft.name.trim()) return t('shell.settings.tokens.nameRequired')
  if (!draft.scopes.length) return t('shell.settings.tokens.scopeRequired')
  if (!Number.isInteger(days) || days < SCRIPT_TOKEN_LIMITS.daysMin || days > SCRIPT_TOKEN_LIMITS.daysMax)
    return t('shell.settings.tokens.daysRange', { min: SCRIPT_TOKEN_LIMITS.daysMin, max: SCRIPT_TOKEN_LIMITS.daysMax })
  return null
}

function CreateTokenDialog({ role, open, onClose }: { role: Role; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const t = useT()
  const copy = async (value: string) => {
    await navigator.clipboard.writeText(value)
    toast({ title: t('shell.settings.tokens.copied') })
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
    onError: (failure) => setError(errorMessage(failure, t('shell.settings.tokens.createFailed'))),
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
    const invalid = draftError(draft, t)
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
      title={t(created ? 'shell.settings.tokens.copyTitle' : 'shell.settings.tokens.dialogTitle')}
      submitLabel={t(created ? 'shell.settings.tokens.done' : 'shell.settings.tokens.create')}
      busyLabel={t('shell.settings.tokens.creating')}
      busy={create.isPending}
      error={error}
      onClose={close}
      onSubmit={submit}
    >
      {created ? (
        <Stack spacing={2}>
          <Alert severity="warning">{t('shell.settings.tokens.created')}</Alert>
          <TextField
            value={created}
            label={t('shell.settings.tokens.tokenLabel')}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={t('shell.settings.tokens.copy')}
                      onClick={() => void copy(created)}
                      edge="end"
                    >
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
            label={t('shell.settings.tokens.name')}
            helperText={t('shell.settings.tokens.nameHelp')}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: SCRIPT_TOKEN_LIMITS.nameMax } }}
            required
            fullWidth
          />
          <FormGroup aria-label={t('shell.settings.tokens.scopes')}>
            <Typography variant="subtitle2" component="p">
              {t('shell.settings.tokens.scopes')}
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
                label={t(`shell.settings.tokens.scopeLabels.${scope}`)}
              />
            ))}
          </FormGroup>
          <TextField
            label={t('shell.settings.tokens.days')}
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
  const t = useT()
  const queryClient = useQueryClient()
  const [creating, setCreating] = useState(false)
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: tokensApi.list })
  const revoke = useMutation({
    mutationFn: tokensApi.revoke,
    onSuccess: () => {
      toast({ title: t('shell.settings.tokens.revoked') })
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY })
    },
    onError: (failure) =>
      toast({ title: errorMessage(failure, t('shell.settings.tokens.revokeFailed')), variant: 'error' }),
  })
  if (tokens.isPending) return <LoadingState />
  if (tokens.isError)
    return (
      <ErrorPanel
        title={t('shell.settings.tokens.loadFailed')}
        message={errorMessage(tokens.error, t('shell.settings.tokens.loadFailed'))}
        onRetry={() => void tokens.refetch()}
      />
    )
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('shell.settings.tokens.intro')}
      </Typography>
      {tokens.data.length === 0 ? (
        <Typography variant="body2">{t('shell.settings.tokens.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {tokens.data.map((token) => (
            <ListItem
              key={token.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('shell.settings.tokens.revoke', { name: token.name })}
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
                secondary={tokenMeta(token, t)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <div>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)} disabled={disabled}>
          {t('shell.settings.tokens.create')}
        </Button>
      </div>
      <CreateTokenDialog role={role} open={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}
