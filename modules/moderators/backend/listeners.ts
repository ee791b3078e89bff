import emitter from '@adonisjs/core/services/emitter'
import '#core/events'
import { touchModerator } from './services/moderators_service.js'

/** Sign-ins and audited actions of a moderator refresh their last activity. */
export default function registerModeratorListeners() {
  emitter.on('powerdeck:signed_in', async ({ user, client }) => {
    if (user.role === 'MODERATOR') await touchModerator(user.id, { active: true }, undefined, client)
  })

  emitter.on('audit:recorded', async (entry) => {
    if (entry.actorType !== 'MODERATOR' || entry.actorId === null || entry.category === 'AUTHENTICATION') return
    await touchModerator(
      entry.actorId,
      { active: true, grant: entry.eventType === 'POWERUP_GRANTED', use: entry.eventType === 'POWERUP_USED' },
      entry.createdAt
    )
  })
}
