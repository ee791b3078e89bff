import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { formatCount } from '@shell'
import { KioskBadge, PowerupTypeIcon, UseButton, useKiosk } from '../../../powerups/frontend/public'
import { POWERUP_TYPES, type PowerupType } from '../../../powerups/shared/powerups'
import type { PowerupUnit } from '../../../powerups/shared/unit-queue'
import type { ReadyHolderDto } from '../../shared/matches'
import { matchesKeys, useReadyStrip } from '../matchesApi'
import { typeKey } from './matchClock'

/**
 * The unit a tap uses: the kiosk's own unit of that player and type when listed (so the kiosk's
 * views show it in progress too), else one standing for it (the server uses the player's
 * first-expiring unit of the type either way; docs/api/powerups.md).
 */
function unitOf(holder: ReadyHolderDto, type: PowerupType, unitsByPlayer: ReadonlyMap<number, PowerupUnit[]>) {
  const listed = unitsByPlayer.get(holder.playerId)?.find((unit) => unit.type === type)
  return (
    listed ?? {
      key: `ready:${type}:${holder.playerId}`,
      holdingId: 0,
      unitIndex: 0,
      type,
      expiresAt: holder.expiresAt,
      expiresAtMs: new Date(holder.expiresAt).getTime(),
      playerId: holder.playerId,
      playerName: holder.playerName,
    }
  )
}

/** Per powerup type, the players holding one (first to expire first) with one-tap Use; scrolls sideways on a phone. */
export function ReadyStrip() {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const { unitsByPlayer, activate, isPending, isQueued, now } = useKiosk()
  const ready = useReadyStrip(true).data
  const rows = POWERUP_TYPES.flatMap((type) => (ready?.[type]?.length ? [{ type, holders: ready[type]! }] : []))

  async function use(unit: PowerupUnit) {
    if (await activate(unit)) void queryClient.invalidateQueries({ queryKey: matchesKeys.all })
  }

  return (
    <Paper
      component="section"
      aria-label={translate('matches.ready.title')}
      variant="outlined"
      sx={{ px: 1.5, py: 1, mb: 2 }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {translate('matches.ready.title')}
      </Typography>
      {ready && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('matches.ready.empty')}
        </Typography>
      )}
      {rows.map(({ type, holders }) => (
        <Box
          key={type}
          role="group"
          aria-label={translate(typeKey(type))}
          data-testid={`ready-${type}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
        >
          <PowerupTypeIcon type={type} size={32} />
          {/* Width 0, growing: the holders scroll sideways instead of widening the page on a phone. */}
          <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', flex: '1 1 0', width: 0, pb: 0.25 }}>
            {holders.map((holder, index) => {
              const unit = unitOf(holder, type, unitsByPlayer)
              return (
                <Box
                  key={`${holder.playerId}-${index}`}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    flexShrink: 0,
                    pl: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                  }}
                >
                  <Box sx={{ minWidth: 0, maxWidth: 140 }}>
                    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                      {holder.playerName}
                      {holder.quantity > 1 && (
                        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.5 }}>
                          {translate('matches.ready.quantity', { quantity: formatCount(holder.quantity) })}
                        </Box>
                      )}
                    </Typography>
                    <KioskBadge expiresAt={holder.expiresAt} now={now} />
                  </Box>
                  <UseButton
                    type={type}
                    playerName={holder.playerName}
                    pending={isPending(unit.key)}
                    queued={isQueued(unit.key)}
                    onUse={() => void use(unit)}
                  />
                </Box>
              )
            })}
          </Box>
        </Box>
      ))}
    </Paper>
  )
}
