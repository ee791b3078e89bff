import { useEffect, useState } from 'react'
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { useQueryClient } from '@tanstack/react-query'
import { formatCount } from '@shell'
import { useKioskLiveUpdates } from '../../../powerups/frontend/public'
import type { MatchDto, MatchLimits } from '../../shared/matches'
import { matchesKeys, useCurrentMatch, useMatchLimits } from '../matchesApi'
import { clockText, secondsLeft, standing, typeKey, usedItems } from './matchClock'
import { ReadyStrip } from './ReadyStrip'

/** Kiosk banner (KIOSK_BANNERS): the running match and the ready strip; nothing between matches. */
export default function MatchBanner() {
  const queryClient = useQueryClient()
  // Pushes keep them current; after a dropped connection (or without push) the match and the
  // ready strip are read again (the kiosk's rhythm, docs/api/powerups.md).
  useKioskLiveUpdates(() => {
    void queryClient.invalidateQueries({ queryKey: matchesKeys.current })
    void queryClient.invalidateQueries({ queryKey: matchesKeys.ready })
  })
  const match = useCurrentMatch().data
  const limits = useMatchLimits().data?.limits ?? {}
  if (!match || match.endedAt) return null
  return (
    <>
      <MatchBar match={match} limits={limits} />
      <ReadyStrip />
    </>
  )
}

/** The time left, ticking every second from the match's end time. */
function Countdown({ endsAt }: { endsAt: string | null }) {
  const translate = useTranslate()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [])
  const seconds = secondsLeft(endsAt, now)
  return (
    <Box role="timer" aria-label={translate('matches.bar.timeLeft')} sx={{ textAlign: 'end', flexShrink: 0 }}>
      <Typography
        component="p"
        data-testid="match-clock"
        sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}
        color={seconds !== null && seconds <= 30 ? 'error.main' : 'text.primary'}
      >
        {seconds === null ? '–' : clockText(seconds)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(seconds === 0 ? 'matches.bar.timeUp' : 'matches.bar.timeLeft')}
      </Typography>
    </Box>
  )
}

const STANDING_COLOR = { ahead: 'success', behind: 'error', tied: 'default' } as const

/** Opponent, time left, both scores (who is ahead) and the items used this match with their limits. */
export function MatchBar({ match, limits }: { match: MatchDto; limits: MatchLimits }) {
  const translate = useTranslate()
  const { standing: where, points } = standing(match)
  const items = usedItems(match.used, limits)
  const opponent = match.opponent?.nickname || match.opponent?.uniqueId || translate('matches.bar.unknownOpponent')
  return (
    <Paper
      component="section"
      aria-label={translate('matches.bar.label')}
      variant="outlined"
      sx={{ px: 1.5, py: 1, mb: 1, borderColor: 'secondary.main', borderWidth: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SportsKabaddiIcon color="secondary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('matches.bar.title')}
          </Typography>
          <Typography component="p" noWrap sx={{ fontWeight: 700 }} data-testid="match-opponent">
            {translate('matches.bar.versus', { opponent })}
          </Typography>
        </Box>
        <Countdown endsAt={match.endsAt} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
            {translate('matches.bar.ours')}
          </Box>
          <Box component="strong" data-testid="match-ours" sx={{ fontSize: '1.25rem' }}>
            {formatCount(match.ours)}
          </Box>
          <Box component="span" sx={{ mx: 1, color: 'text.secondary' }} aria-hidden>
            :
          </Box>
          <Box component="strong" data-testid="match-theirs" sx={{ fontSize: '1.25rem' }}>
            {formatCount(match.theirs)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
            {translate('matches.bar.theirs')}
          </Box>
        </Typography>
        <Chip
          size="small"
          color={STANDING_COLOR[where]}
          data-testid="match-standing"
          label={translate(`matches.bar.${where}`, { points: formatCount(points) })}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1, flexWrap: 'wrap' }} data-testid="match-used">
        <Typography variant="caption" color="text.secondary">
          {translate('matches.bar.used')}
        </Typography>
        {items.length === 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('matches.bar.noneUsed')}
          </Typography>
        )}
        {items.map((item) => (
          <Chip
            key={item.type}
            size="small"
            variant="outlined"
            color={item.limit !== null && item.used >= item.limit ? 'warning' : 'default'}
            label={translate(item.limit === null ? 'matches.bar.usedCount' : 'matches.bar.usedOfLimit', {
              type: translate(typeKey(item.type)),
              used: formatCount(item.used),
              limit: item.limit === null ? '' : formatCount(item.limit),
            })}
          />
        ))}
      </Box>
    </Paper>
  )
}
