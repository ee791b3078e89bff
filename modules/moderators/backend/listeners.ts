import emitter from '@adonisjs/core/services/emitter'
import '#core/events'
import { setModeratorPermissionCheck } from '#modules/players/backend/public'
import { moderatorCan } from './services/moderator_permissions.js'
import { touchModerator } from './services/moderators_service.js'

/**
 * Wires moderators into the rest: the players/powerups abilities ask `moderatorCan`, and
 * sign-ins and audited actions refresh last activity.
 */
export default function registerModeratorListeners() {
  setModeratorPermissionCheck((user, permission) => moderatorCan(user.id, permission))

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
