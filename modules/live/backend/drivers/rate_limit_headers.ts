/** A broken header never parks the connector for longer than this. */
export const MAX_RATE_LIMIT_WAIT_MS = 24 * 60 * 60_000

/** Values under this are seconds from now, not epoch seconds (some servers send the delta). */
const EPOCH_SECONDS_FLOOR = 1_000_000_000

type Headers = Record<string, unknown>

function header(headers: Headers, name: string): string | null {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name)
  const value = key === undefined ? undefined : headers[key]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' || typeof first === 'number' ? String(first).trim() : null
}

/** `Retry-After`: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : at - now
}

/** `X-RateLimit-Reset`: when the quota resets, in epoch seconds (or seconds from now when small). */
function resetMs(value: string | null, now: number): number | null {
  if (!value || !/^\d+(\.\d+)?$/.test(value)) return null
  const seconds = Number(value)
  return seconds < EPOCH_SECONDS_FLOOR ? seconds * 1000 : seconds * 1000 - now
}

/**
 * How long a 429 asks to wait, from its headers: the later of `Retry-After` and
 * `X-RateLimit-Reset`, so no connect comes before the reset. Null when neither says a future time.
 */
export function rateLimitWaitMs(headers: Headers, now = Date.now()): number | null {
  const waits = [retryAfterMs(header(headers, 'retry-after'), now), resetMs(header(headers, 'x-ratelimit-reset'), now)]
  const wait = Math.max(...waits.map((ms) => ms ?? 0))
  return wait > 0 ? Math.min(Math.ceil(wait), MAX_RATE_LIMIT_WAIT_MS) : null
}
