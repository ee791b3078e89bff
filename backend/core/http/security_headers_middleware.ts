import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Content-Security-Policy of an answer. Scripts come only from this origin, or carry the page's
 * nonce when the server renders an inline one (the OBS overlay: see pageScriptNonce): no other
 * inline script, no eval. Styles may be inline: MUI's emotion writes <style> tags at run time.
 * `frameAncestors` is who may show the page in a frame: nobody, except for pages meant to be embedded.
 */
function contentSecurityPolicy(nonce: string | null, frameAncestors: "'none'" | '*') {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The web app's service worker (/sw.js, scope /) and manifest: this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/** Every answer's policy but a rendered page's: the same text each time, built once. */
const POLICY = contentSecurityPolicy(null, "'none'")

/** HTTPS only, for a year, on every subdomain too (sent only on answers that came over HTTPS). */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains'

/**
 * Security headers on every answer (API, web app, assets, overlay, errors): the CSP above,
 * no framing (X-Frame-Options for older browsers), no MIME sniffing, no Referer sent anywhere;
 * and, when the request came over HTTPS (itself, or by X-Forwarded-Proto from a trusted proxy:
 * TRUSTED_PROXIES), Strict-Transport-Security.
 */
export default class SecurityHeadersMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    response.header('Content-Security-Policy', POLICY)
    response.header('X-Frame-Options', 'DENY')
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Referrer-Policy', 'no-referrer')
    if (request.secure()) response.header('Strict-Transport-Security', STRICT_TRANSPORT)
    return next()
  }
}

/**
 * For a page the server renders with an inline <script>: a fresh nonce for it, which this answer's
 * policy then allows (only answers that need one draw one). `framable` for a page made to be
 * embedded elsewhere (the OBS overlay, which broadcast tools may also show in a frame): any site
 * may frame it. Only for read-only pages, where framing cannot trick a user into a click.
 */
export function pageScriptNonce({ response }: HttpContext, { framable = false } = {}) {
  const nonce = randomBytes(16).toString('base64')
  if (framable) response.removeHeader('X-Frame-Options')
  response.header('Content-Security-Policy', contentSecurityPolicy(nonce, framable ? '*' : "'none'"))
  return nonce
}
