#!/usr/bin/env node
// Live load benchmark (issue 13), PostgreSQL, loopback only, bounded: scripted TikTok battles
// through the local stand-in and the real `tiktok` driver (tiktok-live-connector), into our server.
//  A: one room, BENCH_GIFT_RATE (1000) gifts/s, a third of them streaks, + BENCH_CHAT_RATE (2000)
//     chat/s with commands, for BENCH_SECONDS (60) of storm, with a stall, a forced disconnect and
//     a room change between its four parts (bench/tiktok-standin.ts battleScript); BENCH_NOISE_RATE (0)
//     likes, member joins and follows per second beside them.
//  B: BENCH_ROOMS (10) rooms × BENCH_ROOM_RATE (200) gifts/s for BENCH_ROOM_SECONDS (= BENCH_SECONDS).
// Per scenario: gifts expected vs stored (count, diamonds, each streak once with its final
// repeatCount), duplicates, gift → kiosk SSE latency, server RSS, commands answered, drain time.
//
//   node --import=ts-node-maintained/register/esm bench/live-load.ts [--built]
//
// BENCH_SCENARIOS (A,B) picks scenarios; BENCH_DRAIN_SECONDS (120) bounds the wait for the
// backlog after a script. BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432/powerdeck_bench_liveload) is dropped, recreated, and dropped at the end.
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { call, freshPgDatabase, hardLimit, percentile, pgQuery, startPgServer } from './lib.js'
import {
  PASSWORD,
  PushTally,
  RssSampler,
  cpuMeter,
  liveCreator,
  reconcile,
  seedAdmin,
  stored,
  type Creator,
} from './live-measure.js'
import { kiosk } from './live-kiosk.js'
import { battleScript, startTiktokStandIn } from './tiktok-standin.js'
import { TiktokBattle, type BattleStep } from '../modules/live/backend/tests/helpers/tiktok_battle.js'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const SECONDS = env('BENCH_SECONDS', 60)
const GIFT_RATE = env('BENCH_GIFT_RATE', 1000)
const CHAT_RATE = env('BENCH_CHAT_RATE', 2000)
/** Likes, member joins and follows per second in A (TikTok sends them; Powerdeck handles none). */
const NOISE_RATE = env('BENCH_NOISE_RATE', 0)
const ROOMS = env('BENCH_ROOMS', 10)
const ROOM_RATE = env('BENCH_ROOM_RATE', 200)
const ROOM_SECONDS = env('BENCH_ROOM_SECONDS', SECONDS)
const DRAIN_SECONDS = env('BENCH_DRAIN_SECONDS', 120)
const RECONNECT_SECONDS = env('BENCH_RECONNECT_SECONDS', 30)
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'A,B').toUpperCase().split(',')
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench_liveload'
/** Replays after a reconnect: TikTok resends recent messages to a stale cursor. */
const REPLAY_ON_CONNECT = 500
/** Per scenario: a fresh server and seeding, the script and its interruptions, the drain, the report. */
const HARD_LIMIT_MS = (SECONDS + ROOM_SECONDS + 2 * DRAIN_SECONDS + 2 * RECONNECT_SECONDS + 2 * 180) * 1000

const loadAverage = () => loadavg()[0].toFixed(1)

interface LoopWindow {
  p99Ms: number
  maxMs: number
  windowEndedAt: string
}

/**
 * The server's event-loop delay: its 10 s windows (GET /api/monitoring/stats, read every 5 s so
 * none is missed) that ended while the scenario ran and began after it started.
 */
class LoopDelaySampler {
  #windows = new Map<string, LoopWindow>()
  #timer: NodeJS.Timeout
  #startedAt = Date.now()
  constructor(
    private base: string,
    private admin: string
  ) {
    this.#timer = setInterval(() => void this.#read(), 5_000)
  }
  async #read() {
    const stats = await call(this.base, 'GET', '/api/monitoring/stats', this.admin).catch(() => null)
    const window: LoopWindow | null = stats?.performance?.eventLoopDelay ?? null
    if (window) this.#windows.set(window.windowEndedAt, window)
  }
  async stop() {
    clearInterval(this.#timer)
    await this.#read()
    return [...this.#windows.values()].filter((window) => Date.parse(window.windowEndedAt) - 10_000 >= this.#startedAt)
  }
}

function loopDelayLine(windows: LoopWindow[]) {
  if (!windows.length) return 'no complete 10 s window'
  const p99s = windows.map((window) => window.p99Ms).sort((a, b) => a - b)
  const max = Math.max(...windows.map((window) => window.maxMs))
  return `p99 per 10 s window: median ${percentile(p99s, 50)} ms, worst ${p99s.at(-1)} ms; max ${max} ms (${windows.length} windows)`
}

async function commandsAnswered(msgIds: string[]) {
  if (!msgIds.length) return { answered: 0, outcomes: {} as Record<string, number> }
  const rows = await pgQuery(
    PG_URL,
    `select outcome, count(*)::int as count from live_chat_commands where msg_id = any($1) group by outcome`,
    [msgIds]
  )
  const outcomes = Object.fromEntries(rows.map((row) => [row.outcome, row.count])) as Record<string, number>
  const answered = rows.filter((row) => row.outcome !== 'pending').reduce((sum, row) => sum + row.count, 0)
  return { answered, outcomes }
}

/** Plays the battles, then waits (bounded) for the stored gifts and the pushes to catch up. */
async function scenario(
  label: string,
  base: string,
  pid: number,
  admin: string,
  creators: Creator[],
  scripts: { battle: TiktokBattle; steps: BattleStep[] }[]
) {
  const battles = scripts.map((script) => script.battle)
  const pushes = new PushTally(battles)
  const abort = new AbortController()
  for (const creator of creators) {
    await kiosk(base, creator, (gifts) => gifts.forEach((gift) => pushes.onGift(gift.gifterUsername)), abort.signal)
  }
  const rssBefore = new RssSampler(pid)
  const rssAtStart = rssBefore.now()
  const loadAtStart = loadAverage()
  const cpuUsed = await cpuMeter(PG_URL, pid)
  const loopDelay = new LoopDelaySampler(base, admin)
  const started = performance.now()
  const results = await Promise.all(scripts.map(({ battle, steps }) => battle.play(steps)))
  const scriptSeconds = (performance.now() - started) / 1000
  const storedAtEnd = await stored(PG_URL, creators)

  const expectedGifts = results.reduce((sum, result) => sum + result.gifts.size, 0)
  const drainStarted = performance.now()
  let drainedIn: number | null = null
  while (performance.now() - drainStarted < DRAIN_SECONDS * 1000) {
    const now = await stored(PG_URL, creators)
    if (now.rows >= expectedGifts && pushes.seen.size >= expectedGifts) {
      drainedIn = (performance.now() - drainStarted) / 1000
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  // From the script's start until everything was stored and pushed (or the drain wait ran out).
  const cpu = await cpuUsed()
  const loopWindows = await loopDelay.stop()
  const loadAtEnd = loadAverage()
  // Late replays or double counts would show up just after: one more look.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const last = await stored(PG_URL, creators)
  const rssMax = rssBefore.stop()
  abort.abort()

  const expectedDiamonds = results.reduce((sum, result) => sum + result.expectedDiamonds, 0)
  const checks = await reconcile(PG_URL, creators, results)
  const commands = await commandsAnswered(results.flatMap((result) => result.commands))
  const commandsSent = results.reduce((sum, result) => sum + result.commands.length, 0)
  const latencies = pushes.latencies.sort((a, b) => a - b)
  const messages = results.reduce((sum, result) => sum + result.giftMessages + result.chats, 0)
  const giftMessages = results.reduce((sum, result) => sum + result.giftMessages, 0)
  const noise = results.reduce((sum, result) => sum + result.noise, 0)

  console.log(`\n${label}`)
  console.log(
    `  script: ${scriptSeconds.toFixed(1)} s, ${expectedGifts} gifts in ${giftMessages} gift messages, ` +
      `${messages - giftMessages} chats, ` +
      (noise ? `${noise} likes, joins and follows, ` : '') +
      `${results.reduce((sum, result) => sum + result.frames, 0)} frames`
  )
  for (const [index, result] of results.entries()) {
    for (const reconnect of result.reconnects) {
      const ms = reconnect.ms === null ? 'never' : `${(reconnect.ms / 1000).toFixed(1)} s`
      console.log(`  room ${index} ${reconnect.kind}: connected again after ${ms}`)
    }
  }
  console.log(`  stored when the script ended: ${storedAtEnd.rows}/${expectedGifts}`)
  console.log(
    drainedIn === null
      ? `  backlog NOT drained within ${DRAIN_SECONDS} s: ${last.rows}/${expectedGifts} stored, ${pushes.seen.size} pushed`
      : `  backlog drained ${drainedIn.toFixed(1)} s after the script`
  )
  console.log(
    `  gifts: expected ${expectedGifts}, stored ${last.rows} (missing ${checks.missing}, unexpected ${checks.unexpected}, ` +
      `wrong count ${checks.wrongCount}); duplicates ${last.rows - last.distinctMsgIds}`
  )
  console.log(`  diamonds: expected ${expectedDiamonds}, stored ${last.diamonds}`)
  console.log(
    `  gift → kiosk (SSE): ${latencies.length}/${expectedGifts} pushed, p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms; ` +
      `pushed twice ${pushes.duplicates}, unknown ${pushes.unknown}`
  )
  console.log(`  server RSS: ${rssAtStart.toFixed(0)} MB at start, max ${rssMax.toFixed(0)} MB`)
  const perThousand = (ms: number) => ((ms / expectedGifts) * 1000) / 1000
  console.log(
    `  CPU per 1,000 gifts (script + drain): server ${perThousand(cpu.serverMs).toFixed(2)} s, ` +
      `PostgreSQL ${perThousand(cpu.pgMs).toFixed(2)} s, stand-in + kiosks ${perThousand(cpu.benchMs).toFixed(2)} s ` +
      `(server ${(cpu.serverMs / 1000).toFixed(1)} s in all); ` +
      `load average ${loadAtStart} → ${loadAtEnd}`
  )
  console.log(`  server event-loop delay: ${loopDelayLine(loopWindows)}`)
  if (commandsSent) {
    console.log(`  commands: ${commands.answered}/${commandsSent} answered ${JSON.stringify(commands.outcomes)}`)
  }
  return (
    checks.missing === 0 &&
    checks.unexpected === 0 &&
    checks.wrongCount === 0 &&
    last.diamonds === expectedDiamonds &&
    commands.answered === commandsSent
  )
}

/** A fresh database and server for one scenario (a backlog left by another never blurs its figures). */
async function withServer(run: (base: string, pid: number, admin: string) => Promise<boolean>) {
  const dropDatabase = await freshPgDatabase(PG_URL)
  const server = await startPgServer(PG_URL, { env: running.serverEnv })
  const stopAll = async () => {
    await server.stop()
    await dropDatabase()
  }
  const limit = hardLimit({ stop: () => stopAll().then(() => running.stop()) }, HARD_LIMIT_MS)
  try {
    return await run(server.url, server.pid, await seedAdmin(server.url))
  } finally {
    clearTimeout(limit)
    await stopAll()
  }
}

async function scenarioA(base: string, pid: number, admin: string) {
  const creator = await liveCreator(base, admin, 'load_a', running)
  await call(base, 'POST', '/api/moderators', creator.token, {
    username: 'load_mod',
    email: 'load_mod@bench.local',
    tiktokUsername: '@load_mod',
    password: PASSWORD,
    displayName: 'Load Mod',
    permissions: ['chat_commands', 'grant_powerups'],
  })
  const battle = new TiktokBattle(running.standIn, {
    username: creator.username,
    gifterPrefix: 'a_',
    moderator: 'load_mod',
    player: 'battle_player',
    reconnectTimeoutMs: RECONNECT_SECONDS * 1000,
  })
  return scenario(
    `A: one room, ${GIFT_RATE} gifts/s (a third streaks) + ${CHAT_RATE} chat/s${NOISE_RATE ? ` + ${NOISE_RATE} likes, joins and follows/s` : ''}, ${SECONDS} s of storm with a stall, a disconnect and a room change`,
    base,
    pid,
    admin,
    [creator],
    [{ battle, steps: battleScript(SECONDS, GIFT_RATE, CHAT_RATE, NOISE_RATE) }]
  )
}

async function scenarioB(base: string, pid: number, admin: string) {
  const creators: Creator[] = []
  for (let index = 0; index < ROOMS; index++) {
    creators.push(await liveCreator(base, admin, `load_b${index}`, running))
  }
  const steps: BattleStep[] = [{ kind: 'storm', seconds: ROOM_SECONDS, giftsPerSecond: ROOM_RATE, streakShare: 1 / 3 }]
  return scenario(
    `B: ${ROOMS} rooms × ${ROOM_RATE} gifts/s (a third streaks), ${ROOM_SECONDS} s`,
    base,
    pid,
    admin,
    creators,
    creators.map((creator, index) => ({
      battle: new TiktokBattle(running.standIn, { username: creator.username, gifterPrefix: `b${index}_` }),
      steps,
    }))
  )
}

const running = await startTiktokStandIn({ replayOnConnect: REPLAY_ON_CONNECT })
console.log(`live-load: PostgreSQL, tiktok driver → stand-in (replay ${REPLAY_ON_CONNECT} on reconnect)`)
let ok = true
try {
  if (SCENARIOS.includes('A')) ok = (await withServer(scenarioA)) && ok
  if (SCENARIOS.includes('B')) ok = (await withServer(scenarioB)) && ok
} catch (error) {
  ok = false
  console.error(error)
} finally {
  await running.stop()
}
process.exitCode = ok ? 0 : 1
