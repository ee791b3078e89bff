// What the live benchmarks measure of a run (bench/live-load.ts, bench/platform-load.ts): the server's
// memory and CPU, PostgreSQL's CPU, the gifts stored against those a script sent, the kiosks' pushes.
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { call, pgQuery } from './lib.js'
import type { RunningStandIn } from './tiktok-standin.js'
import type { BattleResult, TiktokBattle } from '../modules/live/backend/tests/helpers/tiktok_battle.js'

export { cpuMeter } from './lib.js'

export const PASSWORD = 'Bench-pass-1!'

export interface Creator {
  id: number
  token: string
  username: string
}

async function signIn(base: string, email: string) {
  return call(base, 'POST', '/api/auth/signin', null, { email, password: PASSWORD })
}

export async function seedAdmin(base: string) {
  await call(base, 'POST', '/api/auth/setup', null, {
    name: 'Bench Admin',
    email: 'admin@bench.local',
    password: PASSWORD,
  })
  const { token } = await signIn(base, 'admin@bench.local')
  await call(base, 'PUT', '/api/admin/settings', token, {
    rateLimitEnabled: false,
    powerups: { maxPowerupsPerPlayer: 1000 },
  })
  return token as string
}

/**
 * A creator on the tiktok driver (LIVE_DRIVER), live on the stand-in and connected through the API
 * (at once, or once its turn in the connect queue comes: the wait for its websocket is `waitMs`).
 */
export async function liveCreator(
  base: string,
  admin: string,
  username: string,
  running: RunningStandIn,
  waitMs = 30_000
): Promise<Creator> {
  const email = `${username}@bench.local`
  await call(base, 'POST', '/api/admin/creators', admin, {
    name: username,
    email,
    tiktokUsername: `@${username}`,
    password: PASSWORD,
  })
  const { token, user } = await signIn(base, email)
  running.standIn.live.set(username, true)
  const connected = await call(base, 'POST', '/api/tiktok-optimized/connect', token, { tiktokUsername: `@${username}` })
  if (!connected.liveStatus?.isLive && connected.status?.queuePosition == null) {
    throw new Error(`${username} did not connect: ${JSON.stringify(connected)}`)
  }
  const deadline = Date.now() + waitMs
  while (running.standIn.connections(username) === 0) {
    if (Date.now() > deadline) throw new Error(`${username}: no websocket reached the stand-in`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { id: user.id, token, username }
}

/** Resident memory of a process in MB (VmRSS), sampled while a scenario runs. */
export class RssSampler {
  max = 0
  #timer: NodeJS.Timeout
  constructor(private pid: number) {
    this.#timer = setInterval(() => (this.max = Math.max(this.max, this.now())), 250)
  }
  now() {
    try {
      const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'))
      return line ? Number(line[1]) / 1024 : NaN
    } catch {
      return NaN // the server is gone (stopped at the hard limit)
    }
  }
  stop() {
    clearInterval(this.#timer)
    return this.max
  }
}

/** What the kiosks saw: the first push of each gifter, and pushes beyond the first. */
export class PushTally {
  latencies: number[] = []
  seen = new Set<string>()
  duplicates = 0
  unknown = 0
  constructor(private battles: TiktokBattle[]) {}
  onGift(gifter: string | null) {
    const receivedAt = performance.now()
    const sent = gifter ? this.#find(gifter) : undefined
    if (!gifter || !sent) return void (this.unknown += 1)
    if (this.seen.has(gifter)) return void (this.duplicates += 1)
    this.seen.add(gifter)
    this.latencies.push(receivedAt - sent.sentAt)
  }
  #find(gifter: string) {
    for (const battle of this.battles) {
      const sent = battle.result.gifts.get(gifter)
      if (sent) return sent
    }
    return undefined
  }
}

export interface Stored {
  rows: number
  distinctMsgIds: number
  diamonds: number
}

export async function stored(pgUrl: string, creators: { id: number }[]): Promise<Stored> {
  const [row] = await pgQuery(
    pgUrl,
    `select count(*)::int as rows, count(distinct msg_id)::int as distinct_ids, coalesce(sum(diamond_value), 0)::bigint as diamonds
       from live_gifts where creator_id = any($1)`,
    [creators.map((creator) => creator.id)]
  )
  return { rows: row.rows, distinctMsgIds: row.distinct_ids, diamonds: Number(row.diamonds) }
}

/**
 * Every stored gift against the script, by gifter (one gifter per gift; a streak is stored under
 * its own key, not a frame's msgId): missing, unexpected (a second row, or a streak step stored)
 * and wrong counts (a streak must count once with its final repeatCount).
 */
export async function reconcile(pgUrl: string, creators: { id: number }[], results: BattleResult[]) {
  const rows = await pgQuery(
    pgUrl,
    `select gifter_username, gift_count, diamond_value from live_gifts where creator_id = any($1)`,
    [creators.map((creator) => creator.id)]
  )
  const expected = new Map(results.flatMap((result) => [...result.gifts.entries()]))
  let unexpected = 0
  let wrongCount = 0
  const found = new Set<string>()
  for (const row of rows) {
    const gift = expected.get(row.gifter_username)
    if (!gift || found.has(row.gifter_username)) {
      unexpected += 1
      continue
    }
    found.add(row.gifter_username)
    if (row.gift_count !== gift.repeatCount || Number(row.diamond_value) !== gift.diamonds) wrongCount += 1
  }
  return { missing: expected.size - found.size, unexpected, wrongCount }
}
