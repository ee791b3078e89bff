#!/usr/bin/env node
// Kiosk refresh benchmark (issue 10): bytes and time of one kiosk poll of GET /api/players for a
// creator with 10,000 players on PostgreSQL: unconditional (what every 5 s poll cost before) next
// to conditional (If-None-Match → 304), in the same run. Starts its own server on 127.0.0.1 with a
// fresh database, seeds it, prints a table, and cleans up.
//
//   npm run build && node bench/kiosk-refresh.js --built   (build/backend/bin/server.js)
//   node bench/kiosk-refresh.js                            (TypeScript sources)
//
// Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/powerdeck_bench_kiosk; the
// database is dropped and recreated), BENCH_PLAYERS (10000), BENCH_RUNS (20 polls per row).
import { performance } from 'node:perf_hooks'
import { built, call, percentile, pgQuery, printTable, withFreshPgServer } from './lib.js'

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const WARMUP_RUNS = 3
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench_kiosk'
/** Kiosk polls per hour at the spec's 5 s. */
const POLLS_PER_HOUR = 720
/** The whole run, server start included, never takes longer than this. */
const HARD_LIMIT_MS = 300_000
/** Each player's holdings: 4 units of 3 types, expiring over the next 30 days. */
const HOLDINGS = [
  ['glove', 2],
  ['mist', 1],
  ['stun-hammer', 1],
]

/**
 * An admin and a creator through the API (no rate limit, so polls are not answered 429); the
 * creator's players and holdings straight into PostgreSQL (10,000 API creates would take minutes),
 * last edited an hour ago as on a kiosk between changes.
 */
async function seed(base) {
  const password = 'Bench-pass-1!'
  await call(base, 'POST', '/api/auth/setup', null, { name: 'Bench Admin', email: 'admin@bench.local', password })
  const admin = (await call(base, 'POST', '/api/auth/signin', null, { email: 'admin@bench.local', password })).token
  await call(base, 'PUT', '/api/admin/settings', admin, { rateLimitEnabled: false })
  const { data } = await call(base, 'POST', '/api/admin/creators', admin, {
    name: 'Bench Creator',
    email: 'creator@bench.local',
    tiktokUsername: '@bench_creator',
    password,
  })
  const creatorId = data.creator.id
  const token = (await call(base, 'POST', '/api/auth/signin', null, { email: 'creator@bench.local', password })).token
  await pgQuery(
    PG_URL,
    `insert into players (creator_id, name, name_key, aliases, alias_keys, is_active, last_active, created_at, updated_at)
     select $1, 'Bench_Player_' || lpad(i::text, 5, '0'), 'bench_player_' || lpad(i::text, 5, '0'),
            '["fan_' || i || '"]', '["fan_' || i || '"]', true,
            now() - interval '1 hour', now() - interval '1 day', now() - interval '1 hour'
     from generate_series(1, $2::int) as i`,
    [creatorId, PLAYERS]
  )
  await pgQuery(
    PG_URL,
    `insert into powerup_holdings (creator_id, player_id, type, count, original_count, is_active, expires_at,
                                   granted_by_name, source, created_at, updated_at)
     select $1, p.id, t.type, t.units, t.units, true, now() + (p.id % 30 + 1) * interval '1 day',
            'Bench Creator', 'api', now() - interval '1 hour', now() - interval '1 hour'
     from players p cross join (select * from json_to_recordset($2::json) as x(type text, units int)) as t
     where p.creator_id = $1`,
    [creatorId, JSON.stringify(HOLDINGS.map(([type, units]) => ({ type, units })))]
  )
  return token
}

/** `RUNS` polls one after another (one kiosk); time runs until the body is read. */
async function polls(name, request) {
  for (let i = 0; i < WARMUP_RUNS; i++) await (await request()).arrayBuffer()
  const times = []
  let status = 0
  let bytes = 0
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const response = await request()
    const body = await response.arrayBuffer()
    times.push(performance.now() - t0)
    status = response.status
    bytes = body.byteLength
  }
  times.sort((a, b) => a - b)
  return { name, status, bytes, p50: percentile(times, 50), p95: percentile(times, 95) }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

function printResults(results) {
  const rows = [['kiosk refresh', 'status', 'body', 'p50 ms', 'p95 ms', 'body per kiosk-hour (5 s polls)']]
  for (const r of results) {
    rows.push([
      r.name,
      String(r.status),
      kb(r.bytes),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      `${((r.bytes * POLLS_PER_HOUR) / 1024 / 1024).toFixed(1)} MB`,
    ])
  }
  printTable(rows)
}

async function main() {
  await withFreshPgServer(PG_URL, HARD_LIMIT_MS, async (server) => {
    const base = server.url
    const token = await seed(base)
    const get = (path, headers = {}) =>
      fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } })

    const first = await get('/api/players')
    const { players } = await first.json()
    if (players.length !== PLAYERS || players.some((p) => p.powerups.length !== HOLDINGS.length)) {
      throw new Error(`Expected ${PLAYERS} players with ${HOLDINGS.length} holdings each, got ${players.length}`)
    }
    const tag = first.headers.get('etag')
    if (!tag) throw new Error('GET /api/players answered no ETag')

    console.log(
      `Powerdeck kiosk refresh benchmark: PostgreSQL, ${PLAYERS} players × ${HOLDINGS.length} holdings, ${RUNS} polls per row, ${built ? 'built server' : 'TypeScript sources'}, Node ${process.version}`
    )
    const results = [
      await polls('unconditional GET /api/players (before)', () => get('/api/players')),
      await polls('If-None-Match → 304 (after)', () => get('/api/players', { 'if-none-match': tag })),
      await polls('one page: ?page=1&limit=100', () => get('/api/players?page=1&limit=100')),
    ]
    if (results[1].status !== 304) throw new Error(`The conditional poll answered ${results[1].status}, not 304`)
    console.log()
    printResults(results)
    console.log(
      `\n304 vs unconditional: ${(results[0].p50 / results[1].p50).toFixed(0)}× faster (p50), ${results[0].bytes} → ${results[1].bytes} body bytes`
    )
  })
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
