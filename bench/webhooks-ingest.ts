#!/usr/bin/env node
// Webhooks benchmark (issue 33): gift ingest with no webhook, then with 3 webhooks per creator
// subscribed to gift.credited, then with none again, in one run on one server (PostgreSQL, loopback
// only, bounded). Each phase sends BENCH_INGEST (8 000) unique gifts for BENCH_CREATORS (4) creators
// in batches of 200 with BENCH_CONCURRENCY (8) requests in flight, and prints gifts credited per
// second. The webhooks go to 3 receivers on 127.0.0.1 (the server runs with
// WEBHOOK_ALLOW_PRIVATE_TARGETS=true); after the webhook phase the queue is drained and each
// receiver must hold every gift of that phase once at least.
//
//   node --import=ts-node-maintained/register/esm bench/webhooks-ingest.ts
//
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/powerdeck_bench_webhooks) is dropped and
// recreated, and dropped again at the end.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { call, seedLiveCreators, freshPgDatabase, pgQuery, pgServerEnv, root, startServer } from './lib.js'
import type { BenchCreator } from './lib.js'
import type { GiftEvent } from '../modules/live/shared/live.js'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const INGEST = env('BENCH_INGEST', 8000)
const CREATORS = env('BENCH_CREATORS', 4)
const CONCURRENCY = env('BENCH_CONCURRENCY', 8)
const WEBHOOKS = 3
const BATCH = 200
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench_webhooks'
const HARD_LIMIT_MS = 420_000

/**
 * A receiver on 127.0.0.1 answering 200 at once; keeps the bodies, read only after the phase (the
 * bench process also sends the gifts: parsing here would slow the sender, not the server).
 */
async function receiver() {
  const bodies: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      bodies.push(body)
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    msgIds: () => bodies.flatMap((body) => JSON.parse(body).data.gifts.map((gift: { msgId: string }) => gift.msgId)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const gift = (msgId: string, gifter: string): GiftEvent => ({
  type: 'gift',
  msgId,
  uniqueId: gifter,
  nickname: gifter,
  giftName: 'Galaxy',
  giftType: 2,
  diamondCount: 1000,
  repeatCount: 1,
  repeatEnd: true,
})

/** One phase: INGEST unique gifts (msgIds `<phase>-<creator>-<n>`) spread over the creators. */
async function ingest(base: string, creators: BenchCreator[], phase: string) {
  const perCreator = Math.floor(INGEST / creators.length)
  const batches = creators.flatMap((creator, c) =>
    Array.from({ length: Math.ceil(perCreator / BATCH) }, (_, b) => ({
      creator,
      events: Array.from({ length: Math.min(BATCH, perCreator - b * BATCH) }, (_, i) => {
        const n = b * BATCH + i
        return gift(`${phase}-${c}-${n}`, `g${n % 500}`)
      }),
    }))
  )
  let credited = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < batches.length) {
        const { creator, events } = batches[next++]
        const { results } = await call(base, 'POST', '/api/live/simulator/events', creator.token, { events })
        credited += (results as { outcome: string }[]).filter((result) => result.outcome === 'credited').length
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  return { credited, seconds, rate: credited / seconds }
}

const dropDatabase = await freshPgDatabase(PG_URL)
const server = await startServer({
  entry: ['--import=ts-node-maintained/register/esm', 'bin/server.ts'],
  cwd: `${root}backend`,
  env: { ...pgServerEnv(PG_URL), LIVE_DRIVER: 'simulator', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
})
const receivers = await Promise.all(Array.from({ length: WEBHOOKS }, receiver))
const cleanUp = async () => {
  await server.stop()
  await Promise.all(receivers.map((each) => each.close()))
  await dropDatabase()
}
const hardStop = setTimeout(() => {
  console.error(`Stopped after ${HARD_LIMIT_MS / 1000} s`)
  cleanUp().finally(() => process.exit(1))
}, HARD_LIMIT_MS)
hardStop.unref()
try {
  const creators = await seedLiveCreators(server.url, CREATORS)
  await ingest(server.url, creators, 'warm') // routes loaded, pools warm; not measured
  const before = await ingest(server.url, creators, 'none1')

  for (const creator of creators) {
    for (const target of receivers)
      await call(server.url, 'POST', '/api/webhooks', creator.token, {
        url: target.url,
        events: [process.env.BENCH_HOOK_EVENT ?? 'gift.credited'],
      })
  }
  const hooked = await ingest(server.url, creators, 'hooks')
  const drainStart = performance.now()
  const pending = async () =>
    (await pgQuery(PG_URL, `select count(*)::int as n from webhook_deliveries where status = 'pending'`))[0].n
  // Events wait up to 50 ms before they are queued.
  await new Promise((resolve) => setTimeout(resolve, 200))
  while ((await pending()) > 0 && performance.now() - drainStart < 120_000) await new Promise((r) => setTimeout(r, 100))
  const drained = (performance.now() - drainStart) / 1000
  const [deliveries] = await pgQuery(
    PG_URL,
    `select count(*)::int as total, count(*) filter (where status = 'delivered')::int as delivered from webhook_deliveries`
  )
  const missing = receivers.map((each) => {
    const got = new Set(each.msgIds().filter((id) => id.startsWith('hooks-')))
    return hooked.credited - got.size
  })

  for (const creator of creators) {
    const { webhooks } = await call(server.url, 'GET', '/api/webhooks', creator.token)
    for (const webhook of webhooks) await call(server.url, 'DELETE', `/api/webhooks/${webhook.id}`, creator.token)
  }
  const after = await ingest(server.url, creators, 'none2')

  console.log(
    `\ngift ingest, ${INGEST} gifts a phase, ${CREATORS} creators, batches of ${BATCH}, ${CONCURRENCY} in flight`
  )
  console.log(`  no webhooks         ${before.rate.toFixed(0)} gifts/s (${before.seconds.toFixed(1)} s)`)
  console.log(`  ${WEBHOOKS} webhooks each    ${hooked.rate.toFixed(0)} gifts/s (${hooked.seconds.toFixed(1)} s)`)
  console.log(`  no webhooks again   ${after.rate.toFixed(0)} gifts/s (${after.seconds.toFixed(1)} s)`)
  console.log(
    `  deliveries ${deliveries.delivered}/${deliveries.total} delivered; queue drained ${drained.toFixed(1)} s after the last gift`
  )
  console.log(`  gifts missing per receiver: ${missing.join(', ')}`)
  process.exitCode = missing.every((count) => count === 0) && deliveries.delivered === deliveries.total ? 0 : 1
} finally {
  clearTimeout(hardStop)
  await cleanUp()
}
