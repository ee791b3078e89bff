import type { PowerupsChangedPayload } from '../shared/events.js'

/* The live-push event of this module, typed for the AdonisJS emitter. */
declare module '@adonisjs/core/types' {
  interface EventsList {
    'powerups:changed': PowerupsChangedPayload
  }
}
