import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { formatCount, LoadingState, useSession, useSettingsSave } from '@shell'
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

/**
 * Settings › Match Limits (after Powerups): how many of each type may be used per match. The
 * limits are a system setting: admins change them here, the team reads the ones in force.
 */
export default function MatchLimitsSection() {
  const { user } = useSession()
  return <LimitFields editable={user?.role === 'ADMIN'} />
}

function LimitFields({ editable }: { editable: boolean }) {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const limits = useMatchLimits()
  const [drafts, setDrafts] = useState<Partial<Record<PowerupType, string>>>({})
  const saved = limits.data ?? {}
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
    queryClient.setQueryData(matchesKeys.limits, await matchesApi.saveLimits(next))
    // The system settings' own field shows the same setting.
    void queryClient.invalidateQueries({ queryKey: ['settings', 'system'] })
    setDrafts({})
  })

  if (limits.isPending) return <LoadingState />
  if (limits.error) return <Alert severity="error">{limits.error.message}</Alert>
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(editable ? 'matches.limits.help' : 'matches.limits.readOnly')}
      </Typography>
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
