import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A creator's recorded activity changed on `at`'s day (after the commit); see activityRecorded. */
    'powerdeck:activity': { creatorId: number; at: Date }
  }
}

/**
 * Tells whoever keeps figures of recorded activity (the analytics rollups) that a creator's
 * activity on `at`'s day changed: a gift, a grant, a use, a new player, a chat flush, a live
 * session, an error. Call it after the commit; it never throws.
 */
export function activityRecorded(creatorId: number, at: Date = new Date()): void {
  emitter
    .emit('powerdeck:activity', { creatorId, at })
    .catch((error) => logger.error({ err: error }, 'powerdeck:activity listener failed'))
}
