import type { LiveSessionChangedPayload } from '../shared/events.js'

/* The live module's emitter event, typed for the AdonisJS emitter. */
declare module '@adonisjs/core/types' {
  interface EventsList {
    'live:session': LiveSessionChangedPayload
  }
}
