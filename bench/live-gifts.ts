#!/usr/bin/env node
// Live gifts benchmark (issue 5), PostgreSQL, loopback only, bounded:
//  1. gift → kiosk latency: gifts sent to a simulated stream at BENCH_RATE per second (50; the gifts
//     due within 20 ms share one simulator request, as a live connection delivers them in frames) for
//     BENCH_SECONDS (20); BENCH_SUBSCRIBERS (3) kiosks follow the creator's push channel (Transmit
//     SSE, read with fetch). Latency = from sending the event to the push reaching a kiosk
//     (the event path, the insert into PostgreSQL and the push included), per gift of each coalesced
//     'gifts' message. p50 / p99 / max, and how many messages carried them.
//  2. ingest: BENCH_INGEST gifts (20 000) for BENCH_CREATORS creators (4), in batches of 200 with
//     BENCH_CONCURRENCY (8) requests in flight, every 10th gift sent twice (a reconnect replay)
//     and one streak in five. Gifts/s credited, then PostgreSQL is counted: lost and duplicated
//     must both be 0.
//
//   node --import=ts-node-maintained/register/esm bench/live-gifts.ts
//
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/powerdeck_bench_live) is dropped and
// recreated, and dropped again at the end.
import { performance } from 'node:perf_hooks'
import { call, seedLiveCreators, cpuMsByPid, freshPgDatabase, pgQuery, pgServerEnv, root, startServer } from './lib.js'
import type { BenchCreator } from './lib.js'
import { kiosk } from './live-kiosk.js'
import type { GiftEvent, LiveEvent } from '../modules/live/shared/live.js'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const RATE = env('BENCH_RATE', 50)
const SECONDS = env('BENCH_SECONDS', 20)
const SUBSCRIBERS = env('BENCH_SUBSCRIBERS', 3)
const INGEST = env('BENCH_INGEST', 20_000)
const CREATORS = env('BENCH_CREATORS', 4)
const CONCURRENCY = env('BENCH_CONCURRENCY', 8)
const BATCH = 200
/** Latency phase: the gifts due within 20 ms go in one simulator request (1 at 50/s, 20 at 1,000/s). */
const PER_REQUEST = Math.max(1, Math.round(RATE / 50))
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench_live'
/** The whole run, server start included, never takes longer than this. */
const HARD_LIMIT_MS = 300_000

const startLiveServer = () =>
  startServer({
    entry: ['--import=ts-node-maintained/register/esm', 'bin/server.ts'],
    cwd: `${root}backend`,
    env: { ...pgServerEnv(PG_URL), LIVE_DRIVER: 'simulator' },
  })

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN

const gift = (msgId: string, gifter: string, overrides: Partial<GiftEvent> = {}): GiftEvent => ({
  type: 'gift',
  msgId,
  uniqueId: gifter,
  nickname: gifter,
  giftName: 'Rose',
  giftType: 2,
  diamondCount: 1,
  repeatCount: 1,
  repeatEnd: true,
  ...overrides,
})

async function latencyPhase(base: string, creator: BenchCreator) {
  const total = RATE * SECONDS
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  const abort = new AbortController()
  const received = new Map<string, number>()
  let messages = 0
  for (let index = 0; index < SUBSCRIBERS; index++) {
    await kiosk(
      base,
      creator,
      (gifts) => {
        // Every gift of a batch arrives with its message: each has its own latency.
        const arrived = performance.now()
        let measured = false
        for (const { gifterUsername: gifter } of gifts) {
          const t0 = gifter ? sentAt.get(gifter) : undefined
          if (!gifter || t0 === undefined) continue
          measured = true
          latencies.push(arrived - t0)
          received.set(gifter, (received.get(gifter) ?? 0) + 1)
        }
        if (measured) messages++
      },
      abort.signal
    )
  }
  // Warm-up (not measured): the server's first requests load and compile its routes.
  for (let index = 0; index < RATE * 2; index++) {
    await call(base, 'POST', '/api/live/simulator/events', creator.token, gift(`warm-${index}`, `warm_${index}`))
  }
  const started = performance.now()
  const requests: Promise<unknown>[] = []
  for (let first = 0; first < total; first += PER_REQUEST) {
    const due = started + (first * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const events: GiftEvent[] = []
    for (let index = first; index < Math.min(total, first + PER_REQUEST); index++) {
      const gifter = `lat_${index}`
      sentAt.set(gifter, performance.now())
      events.push(gift(`lat-${index}`, gifter))
    }
    requests.push(call(base, 'POST', '/api/live/simulator/events', creator.token, { events }))
  }
  await Promise.all(requests)
  const deadline = Date.now() + 10_000
  while (latencies.length < total * SUBSCRIBERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  abort.abort()
  latencies.sort((a, b) => a - b)
  return {
    sent: total,
    pushes: latencies.length,
    messages,
    expected: total * SUBSCRIBERS,
    achievedRate: total / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
  }
}

/** The events of one creator: unique gifts, every 10th replayed, one in five a two-step streak. */
function ingestEvents(creatorIndex: number, gifts: number) {
  const events: LiveEvent[] = []
  for (let index = 0; index < gifts; index++) {
    const msgId = `in${creatorIndex}-${index}`
    const gifter = `g${index % 500}`
    if (index % 5 === 0) {
      events.push(gift(`${msgId}-s`, gifter, { giftType: 1, repeatCount: 1, repeatEnd: false }))
      events.push(gift(msgId, gifter, { giftType: 1, repeatCount: 3, repeatEnd: true }))
    } else {
      events.push(gift(msgId, gifter, { giftName: 'Galaxy', diamondCount: 1000 }))
    }
    if (index % 10 === 9) events.push(gift(msgId, gifter))
  }
  return events
}

async function ingestPhase(base: string, creators: BenchCreator[]) {
  const perCreator = Math.floor(INGEST / creators.length)
  const batches = creators.flatMap((creator, index) => {
    const events = ingestEvents(index, perCreator)
    return Array.from({ length: Math.ceil(events.length / BATCH) }, (_, b) => ({
      creator,
      events: events.slice(b * BATCH, (b + 1) * BATCH),
    }))
  })
  const tally = { credited: 0, duplicate: 0, streak: 0 }
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < batches.length) {
        const { creator, events } = batches[next++]
        const { results } = await call(base, 'POST', '/api/live/simulator/events', creator.token, { events })
        for (const result of results as { outcome: keyof typeof tally }[]) tally[result.outcome] += 1
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  const rows = await pgQuery(
    PG_URL,
    `select count(*)::int as stored, count(distinct (creator_id, msg_id))::int as distinct_ids
       from live_gifts where creator_id = any($1) and msg_id like 'in%'`,
    [creators.map((creator) => creator.id)]
  )
  const expected = perCreator * creators.length
  return {
    expected,
    credited: tally.credited,
    replaysIgnored: tally.duplicate,
    streakSteps: tally.streak,
    stored: rows[0].stored,
    lost: expected - rows[0].stored,
    duplicated: rows[0].stored - rows[0].distinct_ids,
    seconds,
    giftsPerSecond: tally.credited / seconds,
  }
}

const dropDatabase = await freshPgDatabase(PG_URL)
const server = await startLiveServer()
const cleanUp = async () => {
  await server.stop()
  await dropDatabase()
}
const hardStop = setTimeout(() => {
  console.error(`Stopped after ${HARD_LIMIT_MS / 1000} s`)
  cleanUp().finally(() => process.exit(1))
}, HARD_LIMIT_MS)
hardStop.unref()
try {
  const creators = await seedLiveCreators(server.url, CREATORS)
  const latency = await latencyPhase(server.url, creators[0])
  console.log(
    `\ngift → kiosk (SSE), ${latency.sent} gifts at ${latency.achievedRate.toFixed(1)}/s, ${SUBSCRIBERS} kiosks`
  )
  console.log(`  gifts received ${latency.pushes}/${latency.expected} in ${latency.messages} push messages`)
  console.log(
    `  p50 ${latency.p50.toFixed(1)} ms   p99 ${latency.p99.toFixed(1)} ms   max ${latency.max.toFixed(1)} ms`
  )

  const serverCpuMs = () => cpuMsByPid([server.pid]).get(server.pid) as number
  const cpuBefore = serverCpuMs()
  const ingest = await ingestPhase(server.url, creators)
  const ingestCpuMs = serverCpuMs() - cpuBefore
  console.log(
    `\ningest into PostgreSQL: ${ingest.expected} gifts, ${CREATORS} creators, batches of ${BATCH}, ${CONCURRENCY} in flight`
  )
  console.log(`  ${ingest.giftsPerSecond.toFixed(0)} gifts/s credited (${ingest.seconds.toFixed(1)} s)`)
  console.log(`  server CPU ${((ingestCpuMs / ingest.expected) * 1000).toFixed(0)} ms per 1,000 gifts`)
  console.log(`  replays ignored ${ingest.replaysIgnored}, streak steps ${ingest.streakSteps}`)
  console.log(`  stored ${ingest.stored}: lost ${ingest.lost}, duplicated ${ingest.duplicated}`)
  process.exitCode = ingest.lost === 0 && ingest.duplicated === 0 && latency.pushes === latency.expected ? 0 : 1
} finally {
  clearTimeout(hardStop)
  await cleanUp()
}
