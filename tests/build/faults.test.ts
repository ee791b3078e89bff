import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPgDatabase, pgQuery } from '../../bench/lib.js'
import { startServer } from '../../scripts/server.js'
import { creatorChannel } from '../../backend/core/shared/push.js'
import { giftEvent, openStream, ownRedis, pgProxy } from './faults_helpers.js'

/*
 * Faults under traffic, on two built processes sharing one PostgreSQL (through a proxy the test
 * can cut, as a restart would) and a Redis of the test's own (killed and started again).
 */
const root = new URL('../../', import.meta.url).pathname
const testDatabase = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_test')
testDatabase.pathname = `${testDatabase.pathname}_faults`
const databaseUrl = testDatabase.toString()
const logs = mkdtempSync(join(tmpdir(), 'powerdeck-faults-test-'))

type Server = Awaited<ReturnType<typeof startServer>>
type Answer = { status: number; retryAfter: string | null; body: any }

let redis: Awaited<ReturnType<typeof ownRedis>>
let proxy: Awaited<ReturnType<typeof pgProxy>>
let owner: Server
let other: Server
let dropDatabase: (() => Promise<unknown>) | undefined
let creator: { token: string; id: number }
let admin: { token: string }

async function call(server: Server, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: text && JSON.parse(text) }
}

const signIn = (server: Server, email: string, password: string) =>
  call(server, 'POST', '/api/auth/signin', undefined, { email, password })
const sendGift = (server: Server, msgId: string) =>
  call(server, 'POST', '/api/live/simulator/events', creator.token, giftEvent(msgId))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const logOf = (name: string) => readFileSync(join(logs, `${name}.log`), 'utf8')

/** Sends each gift once, two at a time, `pauseMs` apart: the refused (503 with Retry-After) and anything else but 200. */
async function sendAll(msgIds: string[], pauseMs: number) {
  const refused: string[] = []
  const unexpected: (Answer & { msgId: string })[] = []
  let next = 0
  const sender = async () => {
    while (next < msgIds.length) {
      const msgId = msgIds[next++]
      const answer = await sendGift(owner, msgId)
      if (answer.status === 503 && answer.retryAfter) refused.push(msgId)
      else if (answer.status !== 200) unexpected.push({ ...answer, msgId })
      await pause(pauseMs)
    }
  }
  await Promise.all([sender(), sender()])
  return { refused, unexpected }
}

/**
 * Sends the refused gifts again until each is taken, as the simulator's caller (or TikTok's
 * connector, which reconnects and replays) does; a rehearsal that a lost lease ended goes live again.
 */
async function resendAll(msgIds: string[]) {
  const waiting = [...msgIds]
  const until = Date.now() + 30_000
  while (waiting.length && Date.now() < until) {
    const msgId = waiting.shift()!
    let answer = await sendGift(owner, msgId)
    if (answer.status === 409) {
      await call(owner, 'POST', '/api/live/simulator/events', creator.token, { type: 'goLive' })
      answer = await sendGift(owner, msgId)
    }
    if (answer.status !== 200) {
      waiting.push(msgId)
      await pause(500)
    }
  }
  expect(waiting).toEqual([])
}

/** Every gift whose msgId starts with `prefix` is stored exactly once. */
async function expectStoredOnce(prefix: string, count: number) {
  const rows = await pgQuery(
    databaseUrl,
    'select msg_id, count(*)::int as copies from live_gifts where msg_id like $1 group by msg_id',
    [`${prefix}%`]
  )
  expect(rows.length).toBe(count)
  expect(rows.filter((row: any) => row.copies !== 1)).toEqual([])
}

describe('faults under traffic: Redis away and back, PostgreSQL restarting', () => {
  beforeAll(async () => {
    redis = await ownRedis()
    proxy = await pgProxy()
    dropDatabase = await freshPgDatabase(databaseUrl)
    const viaProxy = new URL(databaseUrl)
    viaProxy.port = String(proxy.port)
    const env = {
      NODE_ENV: 'production',
      APP_KEY: randomBytes(24).toString('hex'),
      DB_CONNECTION: 'pg',
      DATABASE_URL: viaProxy.toString(),
      REDIS_URL: redis.url,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
    }
    const start = (name: string) =>
      startServer({ entry: ['build/backend/bin/server.js'], cwd: root, env, logFile: join(logs, `${name}.log`) })
    owner = await start('owner')
    const signedIn = await signIn(owner, 'creator@powerdeck.local', 'powerdeck-creator')
    creator = { token: signedIn.body.token, id: signedIn.body.user.id }
    admin = { token: (await signIn(owner, 'admin@powerdeck.local', 'powerdeck-admin')).body.token }
    // One creator watched before the second process starts: the processes share the leases 1 : 0,
    // so the connection stays on the owner (of two, live_balance.ts would hand one over).
    const second = (await signIn(owner, 'creator2@powerdeck.local', 'powerdeck-creator')).body.user.id
    const paused = await call(owner, 'PATCH', `/api/admin/creators/${second}/toggle-active`, admin.token, {
      isActive: false,
    })
    expect(paused.status).toBe(200)
    other = await start('other')
    // Every non-admin call goes through the rate limiter, whose counts live in Redis.
    const limited = await call(owner, 'PUT', '/api/admin/settings', admin.token, {
      rateLimitEnabled: true,
      rateLimitRequests: 10_000,
    })
    expect(limited.status).toBe(200)
    // The first process to take the creator live holds the connection.
    expect((await call(owner, 'POST', '/api/live/simulator/events', creator.token, { type: 'goLive' })).status).toBe(
      200
    )
  })

  afterAll(async () => {
    await Promise.allSettled([owner?.stop(), other?.stop()])
    await redis?.kill().catch(() => undefined)
    await proxy?.close()
    await dropDatabase?.()
  })

  it('Redis away for 12 s and back: sign-in and the API keep answering, no crash, push resumes on the other process', async () => {
    const channel = creatorChannel(creator.id)
    const before = await openStream(other.url, creator.token)
    expect(await before.subscribe(channel)).toBe(204)
    expect((await sendGift(owner, 'redis-before')).status).toBe(200)
    await before.waitForGift('redis-before')

    await redis.kill()
    const answers: (Answer & { what: string })[] = []
    const note = async (what: string, answer: Promise<Answer>) => answers.push({ what, ...(await answer) })
    const outageEnds = Date.now() + 12_000
    for (let round = 0; Date.now() < outageEnds; round++) {
      await Promise.all([
        note('sign-in on the owner', signIn(owner, 'creator@powerdeck.local', 'powerdeck-creator')),
        note('sign-in on the other', signIn(other, 'creator@powerdeck.local', 'powerdeck-creator')),
        note('players on the other', call(other, 'GET', '/api/players', creator.token)),
        note('gift on the owner', sendGift(owner, `redis-away-${round}`)),
      ])
      const started = Date.now()
      const forwarded = await sendGift(other, `redis-forwarded-${round}`)
      // The other process cannot reach the owner now: it says so at once, with when to retry.
      expect(forwarded.status).toBe(503)
      expect(forwarded.retryAfter).toBeTruthy()
      expect(Date.now() - started).toBeLessThan(3_000)
      await pause(500)
    }
    // The stream on the other process would miss the owner's pushes: it is ended, new ones refused.
    await Promise.race([before.ended, pause(10_000).then(() => Promise.reject(new Error('stream not ended')))])
    const ticket = await call(other, 'POST', '/api/push/ticket', creator.token)
    expect(ticket.status).toBe(503)
    expect(ticket.retryAfter).toBeTruthy()
    const health = await call(owner, 'GET', '/api/admin/system-health', admin.token)
    const redisHealth = health.body.services.find((service: any) => service.id === 'redis')
    expect(redisHealth.status).toBe('error')
    expect(redisHealth.detail).toContain('each process counts limits and sign-in attempts on its own')
    expect((await call(owner, 'GET', '/api/health/ready')).status).toBe(200)

    await redis.start()
    // Push is shared again: a stream opens on the other process once its connection is back.
    const reopened = Date.now() + 20_000
    while ((await call(other, 'POST', '/api/push/ticket', creator.token)).status !== 200) {
      if (Date.now() > reopened) throw new Error('no stream ticket 20 s after Redis returned')
      await pause(500)
    }
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        note('sign-in on the owner after', signIn(owner, 'creator@powerdeck.local', 'powerdeck-creator')),
        note('sign-in on the other after', signIn(other, 'creator@powerdeck.local', 'powerdeck-creator')),
      ])
    }
    expect(answers.filter((answer) => answer.status !== 200).map(({ what, status, body }) => ({ what, status, body }))).toEqual([])

    const after = await openStream(other.url, creator.token)
    expect(await after.subscribe(channel)).toBe(204)
    expect((await sendGift(owner, 'redis-after')).status).toBe(200)
    await after.waitForGift('redis-after')
    after.close()

    for (const server of [owner, other]) expect((await call(server, 'GET', '/api/health/live')).status).toBe(200)
    for (const name of ['owner', 'other']) expect(logOf(name)).not.toMatch(/Cannot destructure|TypeError/)
  })

  it('PostgreSQL restarting for 6 s mid-ingest: 503 with Retry-After, never 500, not ready meanwhile, nothing lost', async () => {
    const sent = Array.from({ length: 120 }, (_, index) => `pg-restart-${index}`)
    const readiness: number[] = []
    const restart = (async () => {
      await pause(1_000)
      await proxy.cut()
      const back = Date.now() + 6_000
      while (Date.now() < back) {
        readiness.push((await call(owner, 'GET', '/api/health/ready')).status)
        await pause(1_000)
      }
      await proxy.restore()
    })()
    const [{ refused, unexpected }] = await Promise.all([sendAll(sent, 50), restart])
    expect(unexpected).toEqual([])
    expect(readiness).toContain(503)
    await resendAll(refused)
    await expectStoredOnce('pg-restart-', sent.length)
    expect((await call(owner, 'GET', '/api/health/ready')).status).toBe(200)
  })

  it('every PostgreSQL connection killed mid-ingest (pg_terminate_backend): 503 or 200, nothing lost or doubled', async () => {
    const sent = Array.from({ length: 80 }, (_, index) => `pg-killed-${index}`)
    const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
    const kills = (async () => {
      for (let round = 0; round < 3; round++) {
        await pause(700)
        await pgQuery(
          databaseUrl,
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name]
        )
      }
    })()
    const [{ refused, unexpected }] = await Promise.all([sendAll(sent, 40), kills])
    // A lost lease connection ends the live connections it covered (another process could take them
    // over): those gifts answer 409 "Not connected", and are sent again once the rehearsal is live.
    expect(unexpected.filter((answer) => answer.status !== 409)).toEqual([])
    await resendAll([...refused, ...unexpected.map((answer) => answer.msgId)])
    await expectStoredOnce('pg-killed-', sent.length)
  })
})
