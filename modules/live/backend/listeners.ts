import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import User from '#core/users/user'
import { liveManager, watchCreator } from './services/live_connections.js'
import { playersChangedForSenders } from './services/sender_identity.js'
import { PLAYERS_CHANGED } from '#modules/players/shared/events'

/** A creator changed by an admin is watched (or forgotten) at once, not at the next reconcile. */
export default function registerLiveListeners() {
  emitter.on('powerdeck:creator_changed', async ({ creatorId }) => {
    try {
      const creator = await User.find(creatorId)
      if (creator) await watchCreator(creator)
      else await liveManager.unwatch(creatorId)
    } catch (error) {
      logger.error({ err: error, creatorId }, 'watching a changed creator failed')
    }
  })

  // A new or renamed player may be a sender looked up before without a match.
  emitter.on(PLAYERS_CHANGED, ({ creatorId, reason }) => {
    if (reason !== 'deleted') playersChangedForSenders(creatorId)
  })
}
