import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import '#core/events'
import { touchAfterAction, touchModerator } from './services/activity_touches.js'

/** Sign-ins and audited actions of a moderator refresh their last activity. */
export default function registerModeratorListeners() {
  emitter.on('powerdeck:signed_in', async ({ user, client }) => {
    if (user.role === 'MODERATOR') await touchModerator(user.id, { active: DateTime.now() }, client)
  })

  emitter.on('audit:recorded', async (entry) => {
    if (entry.actorType !== 'MODERATOR' || entry.actorId === null || entry.category === 'AUTHENTICATION') return
    const at = entry.createdAt
    await touchAfterAction(entry.actorId, {
      active: at,
      grant: entry.eventType === 'POWERUP_GRANTED' ? at : undefined,
      use: entry.eventType === 'POWERUP_USED' ? at : undefined,
    })
  })
}
