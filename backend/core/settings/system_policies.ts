import type { HttpContext } from '@adonisjs/core/http'
import { sharedLimiter } from '../shared_limiter.js'
import { getSystemSettings } from './system_settings_service.js'
import { SETTINGS_TEXTS } from '../shared/settings.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/** Routes an admin needs to undo a too-strict limit: never rate-limited. */
export const RATE_LIMIT_EXEMPT_ROUTES = new Set([
  'core.settings.system.show',
  'core.settings.system.declarations',
  'core.settings.system.update',
])

/**
 * The system settings every authenticated API request obeys, applied by the actor middleware
 * once the actor is known. Answers false when it has already answered the request.
 *
 * - Maintenance mode: non-admins get 503 with a clear message; admins (also while
 *   impersonating) keep working.
 * - Rate limit: `rateLimitRequests` per `rateLimitWindow` seconds per user; beyond it the
 *   limiter's error becomes 429 with Retry-After (core exception handler).
 */
export async function admitUnderSystemPolicies(ctx: HttpContext): Promise<boolean> {
  const { acting } = ctx
  const settings = await getSystemSettings()
  if (settings.maintenanceMode && !acting.isAdmin && !acting.impersonation) {
    // Answered here rather than thrown: an expected 503 is not a server error worth logging.
    ctx.response.status(503).send({
      success: false,
      error: SETTINGS_TEXTS.maintenance(settings.siteName),
      code: CORE_ERRORS.maintenance,
      params: { siteName: settings.siteName },
      maintenance: true,
    })
    return false
  }
  if (settings.rateLimitEnabled && !RATE_LIMIT_EXEMPT_ROUTES.has(ctx.route?.name ?? '')) {
    const requests = sharedLimiter({ requests: settings.rateLimitRequests, duration: settings.rateLimitWindow })
    // Creation time and sign-in name keep the key apart from a later account that reuses a deleted
    // id (SQLite reuses ids and stores times to the second).
    const { id, createdAt, email, username } = acting.user
    const key = `api_user_${id}_${createdAt.toMillis()}_${email ?? username}`
    const { limit, remaining } = await requests.consume(key)
    ctx.response.header('X-RateLimit-Limit', String(limit))
    ctx.response.header('X-RateLimit-Remaining', String(remaining))
  }
  return true
}
