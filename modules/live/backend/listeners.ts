import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { PLAYERS_CHANGED } from '#modules/players/shared/events'
import { POWERUPS_CHANGED } from '#modules/powerups/shared/events'
import User from '#core/users/user'
import { pushToCreator } from './services/push_service.js'
import { liveManager, watchCreator } from './services/live_service.js'

/**
 * The ledger's change events become pushes on the creator's channel (kiosk, players, powerups);
 * a creator changed by an admin is watched (or forgotten) at once, not at the next reconcile.
 */
export default function registerLiveListeners() {
  const forward = (type: 'players:changed' | 'powerups:changed') => ({ creatorId }: { creatorId: number }) =>
    pushToCreator(creatorId, { type }).catch((error) => logger.error({ err: error, creatorId }, `pushing ${type} failed`))
  emitter.on(PLAYERS_CHANGED, forward('players:changed'))
  emitter.on(POWERUPS_CHANGED, forward('powerups:changed'))
  emitter.on('powerdeck:creator_changed', async ({ creatorId }) => {
    try {
      const creator = await User.find(creatorId)
      if (creator) await watchCreator(creator)
      else await liveManager.unwatch(creatorId)
    } catch (error) {
      logger.error({ err: error, creatorId }, 'watching a changed creator failed')
    }
  })
}
