import { DateTime } from 'luxon'
import { Acting } from '#core/acting/acting'
import { requirePlayer } from '#modules/players/backend/public'
import { expiringHoldings } from '#modules/powerups/backend/public'
import type { PlayersChangedPayload } from '#modules/players/shared/events'
import { notifyCreatorUsers, type NoticeDraft } from './notices_service.js'

const playerLink = (playerId: number) => `/players/${playerId}`

/** New Player Alerts: a player joined the creator's roster (whoever added them). */
export async function noticeNewPlayer({ creatorId, playerId }: PlayersChangedPayload) {
  const player = await requirePlayer(Acting.system(creatorId), { playerId })
  return notifyCreatorUsers(creatorId, [
    {
      kind: 'new_player',
      subject: `player:${playerId}`,
      message: `${player.name} joined your players.`,
      params: { player: player.name },
      link: playerLink(playerId),
    },
  ])
}

/** Whole hours left before `at` (at least 1), for the notice's text. */
const hoursLeft = (at: Date, now: DateTime) => Math.max(1, Math.round((at.getTime() - now.toMillis()) / 3_600_000))

/**
 * Powerup Expiry Alerts: every usable holding entering the warning window is told once to each
 * user of its creator whose switch is on. Answers how many notices were created.
 */
export async function noticeExpiringPowerups(now = DateTime.now()) {
  const holdings = await expiringHoldings(now)
  const byCreator = new Map<number, NoticeDraft[]>()
  for (const holding of holdings) {
    const hours = hoursLeft(holding.expiresAt, now)
    const drafts = byCreator.get(holding.creatorId) ?? []
    drafts.push({
      kind: 'powerup_expiry',
      subject: `holding:${holding.holdingId}`,
      message: `${holding.count} ${holding.label} of ${holding.playerName} ${holding.count === 1 ? 'expires' : 'expire'} in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      params: { player: holding.playerName, count: holding.count, powerup: holding.label, hours },
      link: playerLink(holding.playerId),
    })
    byCreator.set(holding.creatorId, drafts)
  }
  let created = 0
  for (const [creatorId, drafts] of byCreator) created += await notifyCreatorUsers(creatorId, drafts)
  return created
}
