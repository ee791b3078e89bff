import emitter from '@adonisjs/core/services/emitter'
import '#core/events'
import { setModeratorPermissionCheck } from '#modules/players/backend/services/tenant_access'
import { extendPlayers } from '#modules/players/backend/services/player_extensions'
import { moderatorCan, moderatorPlayerIds } from './services/moderator_permissions.js'
import { touchModerator } from './services/moderators_service.js'

/**
 * Wires moderators into the rest: the players/powerups abilities ask `moderatorCan`, the
 * players list marks moderators, and sign-ins and audited actions refresh last activity.
 */
export default function registerModeratorListeners() {
  setModeratorPermissionCheck((user, permission) => moderatorCan(user.id, permission))

  extendPlayers('moderators', {
    async present(creatorId, playerIds) {
      const moderators = new Set(await moderatorPlayerIds(creatorId))
      return new Map(playerIds.filter((id) => moderators.has(id)).map((id) => [id, { isModerator: true }]))
    },
    // A promotion or demotion changes the count or the sum of the moderators' player ids.
    async fingerprint(creatorId) {
      const ids = await moderatorPlayerIds(creatorId)
      return [ids.length, ids.reduce((sum, id) => sum + id, 0)]
    },
  })

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
