import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Content-Security-Policy of every answer. Scripts come only from this origin, or carry the
 * answer's nonce (a page rendered by the server, such as the OBS overlay): no inline script,
 * no eval. Styles may be inline: MUI's emotion writes <style> tags at run time. `frameAncestors`
 * is who may show the page in a frame: nobody, except for pages meant to be embedded.
 */
export function contentSecurityPolicy(nonce: string, frameAncestors: "'none'" | '*' = "'none'") {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/**
 * Security headers on every answer (API, web app, assets, overlay, errors): the CSP above,
 * no framing (X-Frame-Options for older browsers), no MIME sniffing, no Referer sent anywhere.
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ctx.cspNonce = randomBytes(16).toString('base64')
    ctx.response.header('Content-Security-Policy', contentSecurityPolicy(ctx.cspNonce))
    ctx.response.header('X-Frame-Options', 'DENY')
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.header('Referrer-Policy', 'no-referrer')
    return next()
  }
}

/**
 * For a page made to be embedded elsewhere (the OBS overlay, which broadcast tools may also show
 * in a frame): any site may frame it. Only for read-only pages, where framing cannot trick a
 * user into a click.
 */
export function allowFraming({ response, cspNonce }: HttpContext) {
  response.removeHeader('X-Frame-Options')
  response.header('Content-Security-Policy', contentSecurityPolicy(cspNonce, '*'))
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** This answer's CSP nonce: the attribute an inline <script> of a server-rendered page needs. */
    cspNonce: string
  }
}
