import emitter from '@adonisjs/core/services/emitter'
import { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import type { AuthEventPayload } from '#core/events'
import { AUTH_EVENTS } from '#core/shared/audit_events'

function recordAuthEvent(payload: AuthEventPayload, signedIn: boolean) {
  const { user } = payload
  const isModerator = user.role === 'MODERATOR'
  const event = isModerator
    ? signedIn
      ? AUTH_EVENTS.MODERATOR_LOGIN
      : AUTH_EVENTS.MODERATOR_LOGOUT
    : signedIn
      ? AUTH_EVENTS.USER_LOGIN
      : AUTH_EVENTS.USER_LOGOUT
  // An impersonating admin who signs out of the creator's session is named in the metadata.
  const acting = new Acting({
    user,
    creator: payload.creator,
    impersonation: payload.impersonation,
    origin: { ip: payload.ip, userAgent: payload.userAgent },
  })
  return record(acting, event, { type: 'USER', id: user.id, name: user.name }, {}, payload.client, {
    creatorId: user.role === 'ADMIN' ? null : (payload.creator?.id ?? null),
  })
}

/** Sign-in and sign-out come from the core as events; the audit trail records them. */
export default function registerAuditListeners() {
  emitter.on('powerdeck:signed_in', (payload) => recordAuthEvent(payload, true))
  emitter.on('powerdeck:signed_out', (payload) => recordAuthEvent(payload, false))
}
