#!/usr/bin/env node
// Figures latency (issue 33): how long after a new player's answer their starter pack shows in the
// analytics rollups. PostgreSQL, loopback only, bounded (120 s). BENCH_PLAYERS (20) players are
// added one after the other through the API; after each answer the creator's row of today in
// analytics_creator_days is read every 5 ms until its grants include the starter pack.
//
//   node bench/figures-latency.js
//
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/powerdeck_bench_figures) is dropped and
// recreated, and dropped again at the end.
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { call, percentile, withFreshPgServer } from './lib.js'

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20)
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench_figures'
/** Units of the starter pack (2 gloves, 1 mist). */
const STARTER_UNITS = 3
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

await withFreshPgServer(PG_URL, 120_000, async ({ url: base }) => {
  const password = 'Bench-pass-1!'
  await call(base, 'POST', '/api/auth/setup', null, { name: 'Bench Admin', email: 'admin@bench.local', password })
  const admin = (await call(base, 'POST', '/api/auth/signin', null, { email: 'admin@bench.local', password })).token
  await call(base, 'PUT', '/api/admin/settings', admin, { rateLimitEnabled: false })
  const email = 'creator@bench.local'
  await call(base, 'POST', '/api/admin/creators', admin, {
    name: 'Bench',
    email,
    tiktokUsername: '@bench_figures',
    password,
  })
  const { token, user } = await call(base, 'POST', '/api/auth/signin', null, { email, password })

  const db = new pg.Client({ connectionString: PG_URL })
  await db.connect()
  const grants = async () => {
    const { rows } = await db.query(
      `select grants from analytics_creator_days where creator_id = $1 and day = to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`,
      [user.id]
    )
    return rows.length ? Number(rows[0].grants) : 0
  }
  const latencies = []
  try {
    for (let index = 1; index <= PLAYERS; index++) {
      await call(base, 'POST', '/api/players', token, { name: `Starter ${index}` })
      const answered = performance.now()
      while ((await grants()) < index * STARTER_UNITS) {
        if (performance.now() - answered > 10_000)
          throw new Error(`Player ${index}'s starter pack not shown after 10 s`)
        await sleep(5)
      }
      latencies.push(performance.now() - answered)
    }
  } finally {
    await db.end()
  }
  latencies.sort((a, b) => a - b)
  const ms = (value) => `${Math.round(value)} ms`
  console.log(`starter pack visible after (${PLAYERS} players, one after the other):`)
  console.log(
    `  min ${ms(latencies[0])}   p50 ${ms(percentile(latencies, 50))}   p90 ${ms(percentile(latencies, 90))}   max ${ms(latencies.at(-1))}`
  )
})
