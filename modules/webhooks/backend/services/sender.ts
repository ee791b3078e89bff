import { request as httpRequest, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { createHmac } from 'node:crypto'
import { ApiError } from '#core/http/api_error'
import { parseTargetUrl, resolveTarget, TIMEOUT_MS, type CheckedAddress } from './target_guard.js'

/** What the receiver's answer reads in the log: at most this much of its body. */
const BODY_KEPT = 300
/** Bytes of an answer read at all; the rest is not waited for. */
const BODY_READ_MAX = 4096

export interface Attempt {
  ok: boolean
  status: number | null
  durationMs: number
  error: string | null
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/api/webhooks.md, verifying). */
export function signature(secret: string, body: string, at: number = Math.floor(Date.now() / 1000)) {
  const mac = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')
  return `t=${at},v1=${mac}`
}

/** A lookup answering the address already checked: the connection goes there, not to a fresh DNS answer. */
function pinnedLookup({ address, family }: CheckedAddress): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as LookupFunction
}

function post(url: URL, checked: CheckedAddress, headers: Record<string, string>, body: string): Promise<Attempt> {
  const started = performance.now()
  const took = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    const options: RequestOptions = {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: pinnedLookup(checked),
      timeout: TIMEOUT_MS,
    }
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, (response) => {
      const status = response.statusCode ?? 0
      let read = ''
      const finish = () => {
        clearTimeout(deadline)
        const ok = status >= 200 && status < 300
        const answer = read.trim().slice(0, BODY_KEPT)
        const why = status >= 300 && status < 400 ? 'Redirects are not followed' : `Answered ${status}`
        resolve({ ok, status, durationMs: took(), error: ok ? null : answer ? `${why}: ${answer}` : why })
        response.destroy()
      }
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        read += chunk
        if (read.length >= BODY_READ_MAX) finish()
      })
      response.on('end', finish)
      response.on('error', finish)
    })
    // The whole attempt (connect, answer, body) within the timeout.
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS)
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)))
    request.on('error', (error) => {
      clearTimeout(deadline)
      resolve({ ok: false, status: null, durationMs: took(), error: error.message.slice(0, BODY_KEPT) })
    })
    request.end(body)
  })
}

/**
 * Sends one signed body to the endpoint: the URL is checked again (its host resolved now and the
 * connection pinned to the checked address), no redirect is followed, the answer's body is read
 * capped, the whole attempt times out. Never throws: a refusal or failure is a failed attempt.
 */
export async function sendSigned(
  target: string,
  secret: string,
  body: string,
  headers: Record<string, string>
): Promise<Attempt> {
  const started = performance.now()
  let url: URL
  let checked: CheckedAddress
  try {
    url = parseTargetUrl(target)
    checked = await resolveTarget(url)
  } catch (error) {
    const message = error instanceof ApiError ? error.message : (error as Error).message
    return { ok: false, status: null, durationMs: Math.round(performance.now() - started), error: message }
  }
  return post(
    url,
    checked,
    {
      'Content-Type': 'application/json',
      'User-Agent': 'Powerdeck-Webhooks/1',
      'X-Powerdeck-Signature': signature(secret, body),
      ...headers,
    },
    body
  )
}
