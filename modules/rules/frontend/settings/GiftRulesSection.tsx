import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslate, type TranslateFunction } from 'react-admin'
import { formatCount, LoadingState, useAsyncAction, useSession, useToast } from '@shell'
import { usePowerupLabel } from '../../../powerups/frontend/public'
import type { GiftRuleDto, GiftRuleInput, RuleExclusionDto } from '../../shared/rules'
import { rulesApi, rulesKeys } from '../rulesApi'
import { RuleDialog } from './RuleDialog'

/** Settings › Gift Rules: the creator's rules and exclusion list; moderators see them read-only. */
export default function GiftRulesSection() {
  const { user } = useSession()
  const translate = useTranslate()
  const editable = user?.role === 'CREATOR'
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {translate('rules.section.intro')}
        {editable ? '' : ` ${translate('rules.section.onlyCreator')}`}
      </Typography>
      <RuleList editable={editable} />
      <ExclusionList editable={editable} />
    </Stack>
  )
}

/** 'expires in 5 d, cooldown 60 s, 3 per stream, 40 of 100 left, 30 grants so far'. */
function ruleDetails(rule: GiftRuleDto, translate: TranslateFunction) {
  return [
    rule.expiresInDays === null
      ? translate('rules.list.defaultExpiry')
      : translate('rules.list.expiresIn', { smart_count: rule.expiresInDays }),
    rule.cooldownSeconds
      ? translate('rules.list.cooldown', { seconds: formatCount(rule.cooldownSeconds) })
      : translate('rules.list.noCooldown'),
    rule.perStreamCap === null
      ? translate('rules.list.noStreamCap')
      : translate('rules.list.perStream', { count: formatCount(rule.perStreamCap) }),
    rule.stock === null
      ? translate('rules.list.unlimitedStock')
      : translate('rules.list.stockLeft', { left: formatCount(rule.stockLeft), stock: formatCount(rule.stock) }),
    translate('rules.list.grantsSoFar', { smart_count: rule.grants }),
  ]
}

/** 'Rose → 2 × Glove' or '≥ 500 diamonds → 1 × Mist', in the user's language. */
function useRuleSummary() {
  const translate = useTranslate()
  const powerupLabel = usePowerupLabel()
  return (rule: GiftRuleDto) =>
    translate('rules.list.summary', {
      trigger: rule.giftName ?? translate('rules.list.minDiamondsTrigger', { diamonds: formatCount(rule.minDiamonds) }),
      count: rule.count,
      powerup: powerupLabel(rule.powerupType),
    })
}

function RuleList({ editable }: { editable: boolean }) {
  const translate = useTranslate()
  const summary = useRuleSummary()
  const rules = useQuery<GiftRuleDto[], Error>({ queryKey: rulesKeys.rules, queryFn: rulesApi.list })
  const { run, busy } = useAsyncAction()
  const toast = useToast()
  const [editing, setEditing] = useState<GiftRuleDto | null>(null)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<GiftRuleDto | null>(null)

  const save = (input: GiftRuleInput) => {
    const action = editing ? () => rulesApi.update(editing.id, input) : () => rulesApi.create(input)
    const done = translate(editing ? 'rules.list.saved' : 'rules.list.added')
    // Errors reach the dialog, which stays open with the server's message.
    return action().then(() => {
      toast({ title: done })
      return rules.refetch()
    })
  }

  if (rules.isPending) return <LoadingState />
  if (rules.error) return <Alert severity="error">{rules.error.message}</Alert>
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {translate('rules.list.title')}
        </Typography>
        {editable && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {translate('rules.list.add')}
          </Button>
        )}
      </Stack>
      {!rules.data.length && <Typography color="text.secondary">{translate('rules.list.empty')}</Typography>}
      {rules.data.map((rule) => (
        <Paper key={rule.id} variant="outlined" sx={{ p: 1.5 }} data-testid="gift-rule">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {summary(rule)}{' '}
                {!rule.enabled && <Chip size="small" label={translate('rules.list.paused')} sx={{ ml: 0.5 }} />}
                {rule.stockLeft === 0 && (
                  <Chip size="small" color="warning" label={translate('rules.list.outOfStock')} sx={{ ml: 0.5 }} />
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {ruleDetails(rule, translate).join(' · ')}
              </Typography>
            </Box>
            {editable && (
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'flex-start' }}>
                <Button
                  size="small"
                  onClick={() => setEditing(rule)}
                  aria-label={translate('rules.list.editAria', { id: rule.id })}
                >
                  {translate('rules.list.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(rule)}
                  aria-label={translate('rules.list.deleteAria', { id: rule.id })}
                >
                  {translate('rules.list.delete')}
                </Button>
              </Stack>
            )}
          </Stack>
        </Paper>
      ))}
      <RuleDialog
        open={adding || editing !== null}
        rule={editing}
        onClose={() => {
          setAdding(false)
          setEditing(null)
        }}
        onSave={save}
      />
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{translate('rules.deleteDialog.title')}</DialogTitle>
        <DialogContent>{deleting && translate('rules.deleteDialog.body', { rule: summary(deleting) })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={busy}>
            {translate('rules.deleteDialog.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() =>
              void run(() => rulesApi.remove(deleting!.id), {
                invalidate: rulesKeys.rules,
                success: { title: translate('rules.deleteDialog.deleted') },
                failure: translate('rules.deleteDialog.failed'),
              }).then(() => setDeleting(null))
            }
          >
            {translate('rules.deleteDialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}

const exclusionLabel = (exclusion: RuleExclusionDto, translate: TranslateFunction) =>
  exclusion.kind === 'handle'
    ? `@${exclusion.value}`
    : translate('rules.exclusions.userIdLabel', { userId: exclusion.value })

function ExclusionList({ editable }: { editable: boolean }) {
  const translate = useTranslate()
  const exclusions = useQuery<RuleExclusionDto[], Error>({
    queryKey: rulesKeys.exclusions,
    queryFn: rulesApi.exclusions,
  })
  const { run, busy } = useAsyncAction()
  const [kind, setKind] = useState<'handle' | 'userId'>('handle')
  const [value, setValue] = useState('')

  async function exclude() {
    const input = kind === 'handle' ? { handle: value } : { userId: value }
    const done = await run(() => rulesApi.exclude(input), {
      invalidate: rulesKeys.exclusions,
      success: { title: translate('rules.exclusions.excluded') },
      failure: translate('rules.exclusions.excludeFailed'),
    })
    if (done) setValue('')
  }

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {translate('rules.exclusions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('rules.exclusions.intro')}
      </Typography>
      {exclusions.isPending && <LoadingState />}
      {exclusions.error && <Alert severity="error">{exclusions.error.message}</Alert>}
      {exclusions.data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {!exclusions.data.length && (
            <Typography color="text.secondary">{translate('rules.exclusions.empty')}</Typography>
          )}
          {exclusions.data.map((exclusion) => (
            <Chip
              key={exclusion.id}
              label={exclusionLabel(exclusion, translate)}
              onDelete={
                editable
                  ? () =>
                      void run(() => rulesApi.unexclude(exclusion.id), {
                        invalidate: rulesKeys.exclusions,
                        success: {
                          title: translate('rules.exclusions.included', {
                            viewer: exclusionLabel(exclusion, translate),
                          }),
                        },
                        failure: translate('rules.exclusions.includeFailed'),
                      })
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      {editable && (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault()
            void exclude()
          }}
        >
          <TextField
            select
            size="small"
            label={translate('rules.exclusions.by')}
            value={kind}
            onChange={(event) => setKind(event.target.value as 'handle' | 'userId')}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="handle">{translate('rules.exclusions.byHandle')}</MenuItem>
            <MenuItem value="userId">{translate('rules.exclusions.byUserId')}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={translate(kind === 'handle' ? 'rules.exclusions.handle' : 'rules.exclusions.userId')}
            placeholder={kind === 'handle' ? translate('rules.exclusions.handlePlaceholder') : '6812345678901234567'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={busy || !value.trim()}>
            {translate('rules.exclusions.exclude')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
