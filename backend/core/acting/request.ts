import type { HttpContext } from '@adonisjs/core/http'
import type { ActingOrigin } from '../shared/acting.js'

/**
 * The client of a request as the trail records it: `request.ip()` (which honours
 * TRUSTED_PROXIES) and the User-Agent header, unclipped (the recorder clips to its columns).
 */
export function requestOrigin(ctx: HttpContext): ActingOrigin {
  return { ip: ctx.request.ip() ?? null, userAgent: ctx.request.header('user-agent') ?? null }
}
