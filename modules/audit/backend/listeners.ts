import emitter from '@adonisjs/core/services/emitter'
import type { AuthEventPayload } from '#core/events'
import AuditLog from './models/audit_log.js'
import { auditOrigin } from './services/audit_service.js'
import { AUTH_EVENTS } from '../shared/audit.js'

function authEntry(payload: AuthEventPayload, signedIn: boolean) {
  const { user } = payload
  const isModerator = user.role === 'MODERATOR'
  const eventType = isModerator
    ? signedIn ? AUTH_EVENTS.MODERATOR_LOGIN : AUTH_EVENTS.MODERATOR_LOGOUT
    : signedIn ? AUTH_EVENTS.USER_LOGIN : AUTH_EVENTS.USER_LOGOUT
  return AuditLog.create(
    {
      eventType,
      category: 'AUTHENTICATION',
      severity: 'LOW',
      actorType: user.role,
      actorId: user.id,
      actorName: user.name,
      targetType: 'USER',
      targetId: user.id,
      targetName: user.name,
      creatorId: user.role === 'ADMIN' ? null : (payload.creator?.id ?? null),
      details: {},
      // Like recordAudit: an entry an impersonating admin caused names them.
      metadata: payload.impersonation
        ? { impersonatedBy: payload.impersonation.adminEmail, impersonationId: payload.impersonation.id }
        : {},
      ...auditOrigin(payload.ip, payload.userAgent),
    },
    { client: payload.client }
  )
}

/** Sign-in and sign-out come from the core as events; the audit trail records them. */
export default function registerAuditListeners() {
  emitter.on('powerdeck:signed_in', (payload) => authEntry(payload, true))
  emitter.on('powerdeck:signed_out', (payload) => authEntry(payload, false))
}
