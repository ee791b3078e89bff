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
import { LoadingState, useAsyncAction, useSession, useToast } from '@shell'
import { POWERUP_LABELS } from '../../../powerups/shared/powerups'
import { ruleTrigger, type GiftRuleDto, type GiftRuleInput, type RuleExclusionDto } from '../../shared/rules'
import { rulesApi, rulesKeys } from '../rulesApi'
import { RuleDialog } from './RuleDialog'

/** Settings › Gift Rules: the creator's rules and exclusion list; moderators see them read-only. */
export default function GiftRulesSection() {
  const { user } = useSession()
  const editable = user?.role === 'CREATOR'
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        A gift (by name, or worth at least some diamonds) grants its sender a powerup automatically while you are live.
        {editable ? '' : ' Only the creator can change the rules.'}
      </Typography>
      <RuleList editable={editable} />
      <ExclusionList editable={editable} />
    </Stack>
  )
}

/** '2 × Glove, expires in 5 days, cooldown 60 s, 3 per stream, 40 of 100 left'. */
function ruleDetails(rule: GiftRuleDto) {
  return [
    rule.expiresInDays === null ? 'default expiry' : `expires in ${rule.expiresInDays} d`,
    rule.cooldownSeconds ? `cooldown ${rule.cooldownSeconds} s` : 'no cooldown',
    rule.perStreamCap === null ? 'no stream cap' : `${rule.perStreamCap} per stream`,
    rule.stock === null ? 'unlimited stock' : `${rule.stockLeft} of ${rule.stock} left`,
    `${rule.grants} grant${rule.grants === 1 ? '' : 's'} so far`,
  ]
}

function RuleList({ editable }: { editable: boolean }) {
  const rules = useQuery<GiftRuleDto[], Error>({ queryKey: rulesKeys.rules, queryFn: rulesApi.list })
  const { run, busy } = useAsyncAction()
  const toast = useToast()
  const [editing, setEditing] = useState<GiftRuleDto | null>(null)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<GiftRuleDto | null>(null)

  const save = (input: GiftRuleInput) => {
    const action = editing ? () => rulesApi.update(editing.id, input) : () => rulesApi.create(input)
    const done = editing ? 'Gift rule saved' : 'Gift rule added'
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
          Rules
        </Typography>
        {editable && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add Rule
          </Button>
        )}
      </Stack>
      {!rules.data.length && <Typography color="text.secondary">No gift rules yet.</Typography>}
      {rules.data.map((rule) => (
        <Paper key={rule.id} variant="outlined" sx={{ p: 1.5 }} data-testid="gift-rule">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {ruleTrigger(rule)} → {rule.count} × {POWERUP_LABELS[rule.powerupType]}{' '}
                {!rule.enabled && <Chip size="small" label="Paused" sx={{ ml: 0.5 }} />}
                {rule.stockLeft === 0 && <Chip size="small" color="warning" label="Out of stock" sx={{ ml: 0.5 }} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {ruleDetails(rule).join(' · ')}
              </Typography>
            </Box>
            {editable && (
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'flex-start' }}>
                <Button size="small" onClick={() => setEditing(rule)} aria-label={`Edit rule #${rule.id}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(rule)}
                  aria-label={`Delete rule #${rule.id}`}
                >
                  Delete
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
        <DialogTitle>Delete Gift Rule</DialogTitle>
        <DialogContent>
          {deleting && `${ruleTrigger(deleting)} → ${deleting.count} × ${POWERUP_LABELS[deleting.powerupType]}`} stops
          granting. Powerups it granted stay.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() =>
              void run(() => rulesApi.remove(deleting!.id), {
                invalidate: rulesKeys.rules,
                success: { title: 'Gift rule deleted' },
                failure: 'Failed to delete the rule',
              }).then(() => setDeleting(null))
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}

const exclusionLabel = (exclusion: RuleExclusionDto) =>
  exclusion.kind === 'handle' ? `@${exclusion.value}` : `user id ${exclusion.value}`

function ExclusionList({ editable }: { editable: boolean }) {
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
      success: { title: 'Viewer excluded' },
      failure: 'Failed to exclude the viewer',
    })
    if (done) setValue('')
  }

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        Excluded viewers
      </Typography>
      <Typography variant="body2" color="text.secondary">
        These viewers never receive automatic grants (their gifts still count everywhere else).
      </Typography>
      {exclusions.isPending && <LoadingState />}
      {exclusions.error && <Alert severity="error">{exclusions.error.message}</Alert>}
      {exclusions.data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {!exclusions.data.length && <Typography color="text.secondary">Nobody is excluded.</Typography>}
          {exclusions.data.map((exclusion) => (
            <Chip
              key={exclusion.id}
              label={exclusionLabel(exclusion)}
              onDelete={
                editable
                  ? () =>
                      void run(() => rulesApi.unexclude(exclusion.id), {
                        invalidate: rulesKeys.exclusions,
                        success: { title: `${exclusionLabel(exclusion)} receives grants again` },
                        failure: 'Failed to remove the exclusion',
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
            label="By"
            value={kind}
            onChange={(event) => setKind(event.target.value as 'handle' | 'userId')}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="handle">TikTok handle</MenuItem>
            <MenuItem value="userId">TikTok user id</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={kind === 'handle' ? 'Handle' : 'User id'}
            placeholder={kind === 'handle' ? '@viewer' : '6812345678901234567'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={busy || !value.trim()}>
            Exclude
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
