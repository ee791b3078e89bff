import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { errorMessage, formatCount, LoadingState, useSession, useSettingsSave, useToast } from '@shell'
import { POWERUP_TYPES, type PowerupType } from '../../../powerups/shared/powerups'
import type { MatchLimits } from '../../shared/matches'
import { typeKey } from '../kiosk/matchClock'
import { matchesApi, matchesKeys, useMatchLimits } from '../matchesApi'

/** The highest limit a type may have per match (the setting's own bound, docs/api/matches.md). */
export const MATCH_LIMIT_MAX = 1_000

/** A typed limit: null when empty (no limit), the number when whole and in range, else undefined (refused). */
export function parseLimit(text: string): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const limit = Number(trimmed)
  return Number.isInteger(limit) && limit >= 0 && limit <= MATCH_LIMIT_MAX ? limit : undefined
}

/** Who edits which limits: an admin the system default, a creator their own; moderators read. */
type Editor = 'default' | 'own' | null

/**
 * Settings › Match Limits (after Powerups): how many of each type may be used per match. A creator
 * sets their own (else the system default applies); an admin edits the default; moderators read the
 * creator's limits in force (docs/api/matches.md "Limits").
 */
export default function MatchLimitsSection() {
  const { user } = useSession()
  return <LimitFields editor={user?.role === 'ADMIN' ? 'default' : user?.role === 'CREATOR' ? 'own' : null} />
}

const HELP: Record<NonNullable<Editor> | 'read', string> = {
  default: 'matches.limits.help',
  own: 'matches.limits.creatorHelp',
  read: 'matches.limits.readOnly',
}

function LimitFields({ editor }: { editor: Editor }) {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const limits = useMatchLimits()
  const [drafts, setDrafts] = useState<Partial<Record<PowerupType, string>>>({})
  const [resetting, setResetting] = useState(false)
  const toast = useToast()
  const editable = editor !== null
  const saved = limits.data?.limits ?? {}
  const textOf = (type: PowerupType) => drafts[type] ?? (saved[type] == null ? '' : String(saved[type]))

  // The page's Save Changes saves changed limits; a bad one is refused with its message.
  useSettingsSave(async () => {
    if (!editable || Object.keys(drafts).length === 0) return
    const next: MatchLimits = {}
    for (const type of POWERUP_TYPES) {
      const limit = parseLimit(textOf(type))
      if (limit === undefined)
        throw new Error(translate('matches.limits.invalid', { max: formatCount(MATCH_LIMIT_MAX) }))
      next[type] = limit
    }
    if (editor === 'own') {
      queryClient.setQueryData(matchesKeys.limits, await matchesApi.saveOwnLimits(next))
    } else {
      queryClient.setQueryData(matchesKeys.limits, await matchesApi.saveDefaultLimits(next))
      // The system settings' own field shows the same setting.
      void queryClient.invalidateQueries({ queryKey: ['settings', 'system'] })
    }
    setDrafts({})
  })

  const restoreDefault = async () => {
    setResetting(true)
    try {
      queryClient.setQueryData(matchesKeys.limits, await matchesApi.saveOwnLimits(null))
      setDrafts({})
    } catch (error) {
      toast({ title: translate('matches.limits.resetFailed'), description: errorMessage(error, ''), variant: 'error' })
    } finally {
      setResetting(false)
    }
  }

  if (limits.isPending) return <LoadingState />
  if (limits.error) return <Alert severity="error">{limits.error.message}</Alert>
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(HELP[editor ?? 'read'])}
      </Typography>
      {editor === 'own' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="body2">
            {translate(limits.data?.custom ? 'matches.limits.custom' : 'matches.limits.usingDefault')}
          </Typography>
          {limits.data?.custom && (
            <Button size="small" variant="outlined" disabled={resetting} onClick={() => void restoreDefault()}>
              {translate('matches.limits.useDefault')}
            </Button>
          )}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 180px))' } }}>
        {POWERUP_TYPES.map((type) => {
          const text = textOf(type)
          const invalid = parseLimit(text) === undefined
          return (
            <TextField
              key={type}
              label={translate(typeKey(type))}
              name={`matchLimits.${type}`}
              type="number"
              value={text}
              disabled={!editable}
              placeholder={translate('matches.limits.none')}
              onChange={(event) => setDrafts((current) => ({ ...current, [type]: event.target.value }))}
              error={invalid}
              helperText={
                invalid
                  ? translate('matches.limits.invalid', { max: formatCount(MATCH_LIMIT_MAX) })
                  : translate('matches.limits.perMatch')
              }
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: 0, max: MATCH_LIMIT_MAX, step: 1, inputMode: 'numeric' },
              }}
            />
          )
        })}
      </Box>
    </Box>
  )
}
