import emitter from '@adonisjs/core/services/emitter'
import { AUDIT_RECORDED } from '#core/events'
import { POWERUP_EVENTS } from '#modules/powerups/shared/events'
import { PLAYER_EVENTS } from '#modules/players/shared/events'
import { LIVE_SESSION_CHANGED } from '#modules/live/shared/events'
import type { WebhookEvent } from '../shared/webhooks.js'
import { announce } from './services/dispatch.js'

/** The audit entries that are webhook events (gifts come from the live module's batch hook). */
const FROM_AUDIT: Record<string, WebhookEvent> = {
  [POWERUP_EVENTS.POWERUP_GRANTED]: 'powerup.granted',
  [POWERUP_EVENTS.POWERUP_USED]: 'powerup.used',
  [POWERUP_EVENTS.POWERUP_GRANT_UNDONE]: 'powerup.undone',
  [POWERUP_EVENTS.POWERUP_USE_UNDONE]: 'powerup.undone',
  [PLAYER_EVENTS.PLAYER_CREATED]: 'player.created',
  [PLAYER_EVENTS.PLAYER_MERGED]: 'player.merged',
}

/**
 * Webhook events from what the other modules already announce after their commits: audit
 * entries (the ledger, players) and live sessions. Nothing here runs inside their transactions.
 */
export default function registerWebhookListeners() {
  emitter.on(AUDIT_RECORDED, (entry) => {
    const event = FROM_AUDIT[entry.eventType]
    if (!event || entry.creatorId === null) return
    announce(entry.creatorId, event, {
      auditEntryId: Number(entry.id),
      at: entry.createdAt.toISO(),
      actor: { type: entry.actorType, id: entry.actorId, name: entry.actorName },
      target: { type: entry.targetType, id: entry.targetId, name: entry.targetName },
      details: entry.details,
    })
  })
  emitter.on(LIVE_SESSION_CHANGED, ({ creatorId, state, ...session }) => {
    announce(creatorId, state === 'started' ? 'live.started' : 'live.ended', session)
  })
}
