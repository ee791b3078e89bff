import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPgDatabase, pgQuery } from '../../bench/lib.js'
import { startServer } from '../../scripts/server.js'

/*
 * Several built processes on one PostgreSQL database and one Redis, as `npm run cluster` and the
 * compose file run them: boot at the same moment, and the limits each process enforces are shared.
 */
const root = new URL('../../', import.meta.url).pathname
const testDatabase = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_test')
testDatabase.pathname = `${testDatabase.pathname}_cluster`
const databaseUrl = testDatabase.toString()
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether something answers on Redis's port (the shared limiter needs it). */
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl)
  const socket = connect(Number(port || 6379), hostname)
  const answer = (up: boolean) => {
    socket.destroy()
    resolve(up)
  }
  socket.once('connect', () => answer(true)).once('error', () => answer(false))
  socket.setTimeout(2000, () => answer(false))
})
if (!redisUp) console.warn(`Skipping the several-processes tests: no Redis at ${redisUrl} (set TEST_REDIS_URL)`)

type Server = Awaited<ReturnType<typeof startServer>>
const logs = mkdtempSync(join(tmpdir(), 'powerdeck-cluster-test-'))
let servers: Server[] = []
let dropDatabase: (() => Promise<unknown>) | undefined

const creator = { email: 'creator@powerdeck.local', password: 'powerdeck-creator' }
/** Each process's PostgreSQL pool (DB_POOL_MAX); the default is 20. */
const POOL_MAX = 3

async function signIn(server: Server, body: object) {
  const response = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

describe.skipIf(!redisUp)('several processes on one PostgreSQL and Redis', () => {
  beforeAll(async () => {
    dropDatabase = await freshPgDatabase(databaseUrl)
    const env = {
      NODE_ENV: 'production',
      APP_KEY: randomBytes(24).toString('hex'),
      DB_CONNECTION: 'pg',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      DB_POOL_MAX: String(POOL_MAX),
    }
    // Three at the same moment on an empty database: each would migrate and seed.
    const started = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        startServer({ entry: ['build/backend/bin/server.js'], cwd: root, env, logFile: join(logs, `app${n}.log`) })
      )
    )
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
  })
  afterAll(async () => {
    await Promise.allSettled(servers.map((server) => server.stop()))
    await dropDatabase?.()
  })

  it('boot at the same moment: all come up, migrated once, one set of demo data, no error', async () => {
    expect(servers).toHaveLength(3)
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200)

    const users = await pgQuery(databaseUrl, 'select email from users order by id')
    expect(users.map((row: { email: string }) => row.email)).toEqual([
      'admin@powerdeck.local',
      'creator@powerdeck.local',
      'creator2@powerdeck.local',
      'demo-mod@powerdeck.local',
    ])
    const [migrations] = await pgQuery(
      databaseUrl,
      'select count(*)::int as total, count(distinct name)::int as names from adonis_schema'
    )
    expect(migrations.total).toBeGreaterThan(2)
    expect(migrations.names).toBe(migrations.total)

    for (let n = 1; n <= 3; n++) {
      const lines = readFileSync(join(logs, `app${n}.log`), 'utf8').split('\n').filter(Boolean)
      // pino levels: 50 error, 60 fatal.
      const errors = lines.filter((line) => /"level":(50|60)/.test(line))
      expect(errors, `app${n}.log`).toEqual([])
    }
  })

  it('the sign-in lockout counts failures on every process', async () => {
    const [first, second] = servers
    // A bucket of its own each run (Redis keeps lockouts 15 minutes across runs).
    const identifier = { email: `ghost-${randomBytes(6).toString('hex')}@powerdeck.local` }
    for (const server of [first, second, first, second, first]) {
      expect((await signIn(server, { ...identifier, password: 'wrong-password' })).status).toBe(401)
    }
    for (const server of [second, first]) {
      const blocked = await signIn(server, { ...identifier, password: 'wrong-password' })
      expect(blocked.status).toBe(429)
      expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/)
    }
  })

  it('the API limit per user is one count across processes', async () => {
    const [first, second] = servers
    const { token } = (await signIn(first, creator)).body
    const me = (server: Server) => fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })

    const first1 = await me(first)
    const limit = Number(first1.headers.get('x-ratelimit-limit'))
    expect(limit).toBe(100)
    const remaining = [Number(first1.headers.get('x-ratelimit-remaining'))]
    // Alternating processes, the remaining count goes down by one each time: one shared counter.
    for (let n = 1; n < limit; n++) {
      const answer = await me(n % 2 ? second : first)
      expect(answer.status).toBe(200)
      remaining.push(Number(answer.headers.get('x-ratelimit-remaining')))
    }
    expect(remaining).toEqual(Array.from({ length: limit }, (_, n) => limit - 1 - n))
    expect((await me(second)).status).toBe(429)
    expect((await me(first)).status).toBe(429)
  })

  it('a process opens at most DB_POOL_MAX pooled connections, however many requests wait', async () => {
    // The second demo creator: the first spent its API limit above (this is 90 of its 100).
    const { token } = (await signIn(servers[0], { ...creator, email: 'creator2@powerdeck.local' })).body
    const players = (server: Server) =>
      fetch(`${server.url}/api/players`, { headers: { authorization: `Bearer ${token}` } })
    const answers = await Promise.all(servers.flatMap((server) => Array.from({ length: 30 }, () => players(server))))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))

    // Each process: its pool, the live leases' session and the change feed's (pgQuery's own is left out).
    const [open] = await pgQuery(
      databaseUrl,
      'select count(*)::int as total from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'
    )
    expect(open.total).toBeGreaterThan(0)
    expect(open.total).toBeLessThanOrEqual(servers.length * (POOL_MAX + 2))
  })

  it('a DB_POOL_MAX that is not a whole number from 1 up stops the start, saying why', async () => {
    const refused = startServer({
      entry: ['build/backend/bin/server.js'],
      cwd: root,
      env: { NODE_ENV: 'production', APP_KEY: randomBytes(24).toString('hex'), DB_POOL_MAX: '0' },
    })
    await expect(refused).rejects.toThrow(
      'Value for environment variable "DB_POOL_MAX" must be a whole number from 1 up, instead received "0"'
    )
  })
})
