import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHmac, timingSafeEqual } from 'node:crypto'
import env from '#start/env'

export interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/**
 * A real receiver on 127.0.0.1: records every request and answers the status `answer` gives for
 * the nth one (1-based). `url` is its endpoint.
 */
export async function startReceiver(answer: (nth: number) => number = () => 200) {
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body })
      response.statusCode = answer(received.length)
      response.end(response.statusCode < 300 ? 'thanks' : 'receiver failed')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/powerdeck`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** What a receiver does (docs/api/webhooks.md): the HMAC of "t.body" matches v1, t is recent. */
export function verifySignature(header: string | string[] | undefined, body: string, secret: string) {
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.split('=') as [string, string])
  )
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest()
  const given = Buffer.from(parts.v1 ?? '', 'hex')
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300
  return fresh && given.length === expected.length && timingSafeEqual(given, expected)
}

/** Runs `work` with WEBHOOK_ALLOW_PRIVATE_TARGETS set to `allowed`, restoring it after. */
export async function withPrivateTargets<T>(allowed: boolean, work: () => Promise<T>): Promise<T> {
  const before = env.get('WEBHOOK_ALLOW_PRIVATE_TARGETS')
  env.set('WEBHOOK_ALLOW_PRIVATE_TARGETS', allowed)
  try {
    return await work()
  } finally {
    env.set('WEBHOOK_ALLOW_PRIVATE_TARGETS', before as boolean)
    // env.set writes process.env too, where undefined becomes the text "undefined": servers this
    // process starts later (other suites' child processes) would refuse it.
    if (before === undefined) delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS
  }
}

/** Waits (bounded) until `check` answers something truthy. */
export async function until<T>(check: () => T | Promise<T>, timeoutMs = 8000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
