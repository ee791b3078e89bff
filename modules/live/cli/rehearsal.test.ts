import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { ApiClient, ApiRequestError } from '../../../cli/src/sdk.js'
import { serverUrl } from '../../../cli/tests/helpers.js'
import { RUN_RATE_LIMIT } from '../../../cli/tests/global-setup.js'
import { liveStatus, rehearsingCreator, signIn } from './testSupport.js'

/** What an open kiosk asks every 5 s without push (players, gifts, command feed, live status). */
const KIOSK_POLLS = [
  '/api/players',
  '/api/tiktok-optimized/gifts/recent?limit=20',
  '/api/live/commands/recent',
  '/api/tiktok-optimized/status',
]
const KIOSK_POLL_MS = 5_000
const CLI_DIR = fileURLToPath(new URL('../../../cli/', import.meta.url))

/** Polls as the kiosk does with `token` until `signal` aborts; resolves with every HTTP status it got. */
async function kioskSession(token: string, signal: AbortSignal, request: typeof fetch) {
  const statuses: number[] = []
  while (!signal.aborted) {
    for (const path of KIOSK_POLLS) {
      const response = await request(`${serverUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } })
      statuses.push(response.status)
      await response.body?.cancel()
    }
    await sleep(KIOSK_POLL_MS, undefined, { signal }).catch(() => {})
  }
  return statuses
}

describe('powerdeck live simulate beside an open kiosk of the same creator', () => {
  test(
    'a 70 s rehearsal at the default rate and limits finishes (exit 0), the kiosk is never limited, the stream is ended',
    { timeout: 180_000 },
    async () => {
      const { session, email, password } = await rehearsingCreator()
      const kioskToken = await signIn(email, password)
      const request = globalThis.fetch
      // Watches (never changes) what the in-process CLI sends to the simulator.
      const simulatorStatuses: number[] = []
      globalThis.fetch = async (input, init) => {
        const response = await request(input, init)
        if (String(input).includes('/api/live/simulator/events')) simulatorStatuses.push(response.status)
        return response
      }
      const stopKiosk = new AbortController()
      const kiosk = kioskSession(kioskToken, stopKiosk.signal, request)
      let result
      try {
        result = await session.run(['live', 'simulate', '--duration', '70', '--json'])
      } finally {
        globalThis.fetch = request
        stopKiosk.abort()
      }
      const kioskStatuses = await kiosk

      expect(result.code, result.stderr).toBe(0)
      expect(result.json()).toMatchObject({ events: 350 })
      // goLive, one batch per 5 s window, streamEnd: nothing refused.
      expect(simulatorStatuses).toEqual(Array(16).fill(200))
      expect(kioskStatuses.length).toBeGreaterThanOrEqual(KIOSK_POLLS.length * 14)
      expect(kioskStatuses.filter((status) => status !== 200)).toEqual([])
      expect(await liveStatus(kioskToken)).toMatchObject({ isLive: false, isConnected: false })
    }
  )

  test.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s (Ctrl-C, or a stop) ends the stream before exiting with %i: the executable itself, mid-rehearsal',
    { timeout: 90_000 },
    async (signal, exitCode) => {
      const { session, email, password } = await rehearsingCreator()
      const token = await signIn(email, password)
      const child = spawn(
        process.execPath,
        ['--import=ts-node-maintained/register/esm', 'bin/powerdeck.ts', 'live', 'simulate', '--duration', '600'],
        {
          cwd: CLI_DIR,
          env: {
            ...process.env,
            POWERDECK_SERVER: serverUrl(),
            POWERDECK_CONFIG_DIR: session.configDir,
            NO_COLOR: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        }
      )
      let stderr = ''
      child.stderr.on('data', (chunk) => (stderr += chunk))
      const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))

      // Stopped once the stream is live (the rehearsal has begun).
      while (!(await liveStatus(token)).isLive) {
        expect(child.exitCode, stderr).toBeNull()
        await sleep(200)
      }
      child.kill(signal)

      expect(await exited, stderr).toBe(exitCode)
      expect(stderr).toBe('Error: Rehearsal interrupted: the stream was ended\n')
      expect(await liveStatus(token)).toMatchObject({ isLive: false, isConnected: false })
    }
  )

  test('a failure mid-rehearsal (the server refuses a batch) still ends the stream, then exits 1 with the reason', async () => {
    const { session, email, password } = await rehearsingCreator()
    // A moderator command naming this player is longer than a chat message may be.
    const args = [
      'live',
      'simulate',
      '--rate',
      '100',
      '--duration',
      '1',
      '--moderator',
      'mod_a',
      '--player',
      'p'.repeat(600),
    ]
    const result = await session.run(args)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^Error: .+\n$/)
    expect(await liveStatus(await signIn(email, password))).toMatchObject({ isLive: false, isConnected: false })
  })

  test("the API client reads a 429's Retry-After (what simulate waits before sending again)", async () => {
    const { email, password } = await rehearsingCreator()
    const token = await signIn(email, password)
    const api = new ApiClient(serverUrl(), token)
    let refusal: unknown = null
    // The run allows RUN_RATE_LIMIT requests a minute per user (cli/tests/global-setup.ts): one more is refused.
    for (let sent = 0; sent <= RUN_RATE_LIMIT && !refusal; sent++)
      refusal = await api.get('/api/players').then(
        () => null,
        (error) => error
      )
    expect(refusal).toBeInstanceOf(ApiRequestError)
    expect((refusal as ApiRequestError).status).toBe(429)
    expect((refusal as ApiRequestError).retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect((refusal as ApiRequestError).retryAfterSeconds).toBeLessThanOrEqual(60)
  })
})
