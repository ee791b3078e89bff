#!/usr/bin/env node
// Gift history benchmark (issue 30, "data that grows for years"): are gift ingest, the kiosk and
// analytics as fast with BENCH_GIFTS (30,000,000) stored gifts as with none, and what would time
// partitioning of live_gifts give up? On a fresh PostgreSQL database:
//  1. accounts from bench/analytics-data.js with no gifts (admin, BENCH_CREATORS creators with
//     moderators, a year of live sessions and chat), then through the API a measured creator with
//     BENCH_PLAYERS players and their holdings;
//  2. phase "empty": ingest (the measured creator's gifts through POST /api/live/simulator/events, 50
//     a request, one request after another), the kiosk's calls and the admin's analytics, BENCH_RUNS each;
//  3. BENCH_GIFTS gift rows over BENCH_DAYS days inside the creators' live sessions (the measured
//     creator the busiest, the others Zipf), by COPY with the plain indexes built after, then the
//     app's `analytics:rebuild` so the rollups match the rows;
//  4. phase "history": the same measurements, a table before / after; then EXPLAIN (ANALYZE, BUFFERS)
//     summaries of the hot statements, a timed retention sweep batch, and what PostgreSQL says to a
//     partitioned live_gifts with the ingest's unique key.
// Exit code 1 when a call fails. The database is dropped at the end unless --keep.
//
//   node bench/gift-history.js [--built] [--keep]
//
// Environment: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/powerdeck_bench_scale), BENCH_GIFTS
// (30000000), BENCH_DAYS (365), BENCH_CREATORS (100), BENCH_PLAYERS (200), BENCH_RUNS (30),
// BENCH_INGEST_REQUESTS (60), BENCH_LIMIT_S (7200: the whole run), BENCH_SERVER_LOG.
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { ADMIN } from './analytics-common.js'
import {
  GIFT_CATALOGUE,
  Sink,
  TableWriter,
  ace,
  dropPlainIndexes,
  geometric,
  iso,
  prng,
  weighted,
  zipfWeights,
} from './bulk-load.js'
import {
  built,
  call,
  cpuMeter,
  freshPgDatabase,
  loopbackOnly,
  percentile,
  pgQuery,
  printTable,
  root,
  startPgServer,
} from './lib.js'

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench_scale'
const env = (name, fallback) => Number(process.env[name] ?? fallback)
const GIFTS = env('BENCH_GIFTS', 30_000_000)
const DAYS = env('BENCH_DAYS', 365)
const CREATORS = env('BENCH_CREATORS', 100)
const PLAYERS = env('BENCH_PLAYERS', 200)
const RUNS = env('BENCH_RUNS', 30)
const INGEST_REQUESTS = env('BENCH_INGEST_REQUESTS', 60)
const LIMIT_MS = env('BENCH_LIMIT_S', 7200) * 1000
const GIFTS_PER_REQUEST = 50
const WARMUP_RUNS = 3
const SEED = 30
const KEEP = process.argv.includes('--keep')
/** The analytics generator's admin and password; the measured creator's too. */
const PASSWORD = ADMIN.password
const MEASURED = { name: 'Measured Creator', email: 'measured@bench.local', tiktokUsername: '@measured_creator' }
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** History ends at the start of this hour, and the accounts' sessions with it. */
const END = Math.floor(Date.now() / HOUR) * HOUR
const START = Math.floor((END - DAYS * DAY) / DAY) * DAY
/** Rows one retention sweep statement deletes (RETENTION_BATCH, backend/core/database/retention.ts). */
const RETENTION_BATCH = 5_000
/**
 * live.giftRetentionDays' default (modules/live/backend/settings.ts): the history stays within it, so
 * it holds rows a real install still keeps and the sweep at server start deletes none of them.
 */
const GIFT_RETENTION_DAYS = 730
/** A creator's gifters: Zipf over this many fans. */
const FANS_PER_CREATOR = 20_000

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

// ---------------------------------------------------------------- seed

/** The server of the moment (one at a time), stopped at the end of each step or at the time limit. */
let running

/** Our server on the simulator driver. */
async function liveServer() {
  running = await startPgServer(PG_URL, { env: { LIVE_DRIVER: 'simulator' }, logFile: process.env.BENCH_SERVER_LOG })
  loopbackOnly(running.url)
  return running
}

async function stopServer() {
  await running?.stop()
  running = undefined
}

/** Admin, creators, moderators, sessions and chat: the analytics generator with no gifts. */
function seedAccounts() {
  execFileSync(process.execPath, [`${root}bench/analytics-data.js`, '--end', iso(END), ...(built ? ['--built'] : [])], {
    env: {
      ...process.env,
      BENCH_PG_URL: PG_URL,
      BENCH_GIFTS: '0',
      BENCH_CREATORS: String(CREATORS),
      BENCH_DAYS: String(DAYS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** The measured creator through the API: players (each with the starter pack) and one grant each. */
async function seedMeasuredCreator(base) {
  const admin = (await call(base, 'POST', '/api/auth/signin', null, ADMIN)).token
  await call(base, 'PUT', '/api/admin/settings', admin, { rateLimitEnabled: false })
  await call(base, 'POST', '/api/admin/creators', admin, { ...MEASURED, password: PASSWORD })
  const { token } = await call(base, 'POST', '/api/auth/signin', null, { email: MEASURED.email, password: PASSWORD })
  const types = ['glove', 'mist', 'time-maker']
  for (let first = 0; first < PLAYERS; first += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, PLAYERS - first) }, async (_, offset) => {
        const index = first + offset
        await call(base, 'POST', '/api/players', token, { name: `viewer_${index}` })
        await call(base, 'POST', '/api/players/powerups/grant', token, {
          playerName: `viewer_${index}`,
          powerupType: types[index % types.length],
          count: 1 + (index % 3),
          expiresInDays: 30,
        })
      })
    )
  }
}

// ---------------------------------------------------------------- measuring

/** One timed call until its body is read; throws on anything but success. */
async function timed(base, token, method, path, body) {
  const t0 = performance.now()
  const json = await call(base, method, path, token, body)
  return { ms: performance.now() - t0, json }
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}

/** The measured creator's gifts, `GIFTS_PER_REQUEST` a request: most from players, a few streaks. */
function giftEvents(phase, request) {
  return Array.from({ length: GIFTS_PER_REQUEST }, (_, index) => {
    const n = request * GIFTS_PER_REQUEST + index
    const [giftName, diamondCount] = GIFT_CATALOGUE[n % 6]
    const sender = n % 5 === 0 ? `passerby_${n}` : `viewer_${n % PLAYERS}`
    return {
      type: 'gift',
      msgId: `${phase}-${n}`,
      uniqueId: sender,
      nickname: sender,
      giftName,
      giftType: n % 6 < 4 ? 1 : 2,
      diamondCount,
      repeatCount: 1 + (n % 3),
      repeatEnd: true,
    }
  })
}

/** Ingest: requests one after another, each answered once its gifts are stored. */
async function measureIngest(base, token, serverPid, phase) {
  for (let i = 0; i < 3; i++)
    await call(base, 'POST', '/api/live/simulator/events', token, { events: giftEvents(`${phase}-warm`, i) })
  const cpu = await cpuMeter(PG_URL, serverPid)
  const times = []
  let credited = 0
  const t0 = performance.now()
  for (let request = 0; request < INGEST_REQUESTS; request++) {
    const events = giftEvents(phase, request)
    const { ms, json } = await timed(base, token, 'POST', '/api/live/simulator/events', { events })
    times.push(ms)
    credited += json.results.filter((result) => result.outcome === 'credited').length
  }
  const wall = performance.now() - t0
  const used = await cpu()
  const sent = INGEST_REQUESTS * GIFTS_PER_REQUEST
  if (credited !== sent) throw new Error(`ingest ${phase}: ${credited} of ${sent} gifts credited`)
  return {
    ...stats(times),
    giftsPerSecond: (sent / wall) * 1000,
    serverMsPer1000: (used.serverMs / sent) * 1000,
    pgMsPer1000: (used.pgMs / sent) * 1000,
  }
}

async function measureGet(base, token, path) {
  for (let i = 0; i < WARMUP_RUNS; i++) await call(base, 'GET', path, token)
  const times = []
  for (let i = 0; i < RUNS; i++) times.push((await timed(base, token, 'GET', path)).ms)
  return stats(times)
}

/** One phase on a fresh server: ingest, the kiosk's calls, analytics. Resolves to rows by name. */
async function measurePhase(phase, creatorId) {
  const server = await liveServer()
  const base = server.url
  try {
    const admin = (await call(base, 'POST', '/api/auth/signin', null, ADMIN)).token
    const creator = (await call(base, 'POST', '/api/auth/signin', null, { email: MEASURED.email, password: PASSWORD }))
      .token
    await call(base, 'POST', '/api/live/simulator/events', creator, { type: 'goLive' })
    const results = new Map()
    const loadBefore = load()
    results.set('ingest', await measureIngest(base, creator, server.pid, phase))
    // What the kiosk calls (modules/live/frontend/liveApi.ts, modules/players/frontend/playersApi.ts).
    for (const path of ['/api/players', '/api/tiktok-optimized/gifts/recent?limit=20', '/api/tiktok-optimized/status'])
      results.set(`kiosk GET ${path}`, await measureGet(base, creator, path))
    for (const path of [
      '/api/analytics?dateRange=30d',
      '/api/analytics?dateRange=7d',
      `/api/admin/creators/${creatorId}/statistics?period=all`,
    ])
      results.set(`admin GET ${path}`, await measureGet(base, admin, path))
    console.log(`phase ${phase} measured (load average ${loadBefore} → ${load()})`)
    return results
  } finally {
    await stopServer()
  }
}

// ---------------------------------------------------------------- history

/** The measured creator's streams of the year: most evenings, 2 to 4 hours (the others have theirs). */
function measuredSessions(random, creatorId, sessions) {
  const streams = []
  for (let d = 0; d < DAYS; d++) {
    if (random() < 0.15) continue
    const start = START + d * DAY + Math.floor((18 + random() * 3) * HOUR)
    const end = start + Math.floor((2 + random() * 2) * HOUR)
    if (end > END - HOUR) break
    streams.push({ start, end })
    sessions.push(creatorId, `9${creatorId}${String(d).padStart(4, '0')}`, iso(start), iso(end), 'stream_end')
  }
  return streams
}

/**
 * GIFTS gift rows by COPY: the measured creator the busiest (Zipf rank 1), inside each creator's
 * ended sessions in proportion to their length. The measured creator never clears the kiosk
 * (cleared_at null: its kiosk query walks the most rows); the others cleared at each stream's end.
 */
async function loadHistory(measuredId) {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    await client.query('set synchronous_commit = off')
    await client.query('set session_replication_role = replica')
    const t0 = performance.now()
    const deferredIndexes = await dropPlainIndexes(client, ['live_gifts'])
    const sink = new Sink(client)
    const random = prng(SEED)
    const sessionWriter = new TableWriter(sink, 'live_sessions', [
      'creator_id',
      'room_id',
      'started_at',
      'ended_at',
      'end_reason',
    ])
    const gifts = new TableWriter(sink, 'live_gifts', [
      'creator_id',
      'msg_id',
      'gifter_username',
      'gifter_display_name',
      'gift_name',
      'gift_count',
      'diamond_value',
      'received_at',
      'cleared_at',
    ])
    const creators = (
      await client.query(`select id from users where role = 'CREATOR' and id <> $1 order by id`, [measuredId])
    ).rows.map((row) => row.id)
    const ranked = [measuredId, ...creators]
    const sessionsOf = new Map(ranked.map((id) => [id, []]))
    const stored = await client.query(
      `select creator_id, started_at, ended_at from live_sessions
        where ended_at is not null and started_at >= $1 order by creator_id, started_at`,
      [iso(START)]
    )
    for (const row of stored.rows)
      sessionsOf.get(row.creator_id)?.push({ start: row.started_at.getTime(), end: row.ended_at.getTime() })
    sessionsOf.set(measuredId, measuredSessions(random, measuredId, sessionWriter))
    sessionWriter.flush()

    const weights = zipfWeights(ranked.length, 1)
    const weightTotal = weights.reduce((sum, weight) => sum + weight, 0)
    const pickGift = weighted(GIFT_CATALOGUE.map(([, , frequency]) => frequency))
    const pickFan = weighted(zipfWeights(FANS_PER_CREATOR, 1.1))
    let assigned = 0
    for (const [rank, creatorId] of ranked.entries()) {
      const creatorGifts =
        rank === ranked.length - 1 ? GIFTS - assigned : Math.round((GIFTS * weights[rank]) / weightTotal)
      assigned += creatorGifts
      const sessions = sessionsOf.get(creatorId)
      const totalLength = sessions.reduce((sum, { start, end }) => sum + end - start, 0)
      const clears = creatorId !== measuredId
      let before = 0
      let covered = 0
      let seq = 0
      for (const { start, end } of sessions) {
        await sink.drain(4)
        covered += end - start
        const upTo = Math.round((creatorGifts * covered) / totalLength)
        for (; before < upTo; before++) {
          const [name, diamonds] = GIFT_CATALOGUE[pickGift(random)]
          const count = diamonds === 1 && random() < 0.35 ? Math.min(99, geometric(random, 7)) : 1
          const fan = `fan${(pickFan(random) * 7919 + creatorId * 104_729) % 250_000}`
          gifts.push(
            creatorId,
            `h${creatorId}-${seq++}`,
            fan,
            `Fan ${fan.slice(3)}`,
            name,
            count,
            diamonds * count,
            iso(start + Math.floor(random() * (end - start))),
            clears ? iso(end) : null
          )
        }
      }
      if (rank % 20 === 0)
        console.log(`creator ${rank + 1}/${ranked.length}: ${(assigned / 1e6).toFixed(1)} M gift rows`)
    }
    gifts.flush()
    await sink.drain()
    const copied = performance.now()
    await client.query("set maintenance_work_mem = '512MB'")
    for (const definition of deferredIndexes) await client.query(definition)
    const indexed = performance.now()
    // As autovacuum would have by then: statistics, and the visibility map that index-only scans need.
    await client.query('vacuum (analyze) live_gifts, live_sessions')
    const vacuumed = performance.now()
    console.log(
      `history: COPY ${seconds(copied - t0)}, ${deferredIndexes.length} indexes ${seconds(indexed - copied)}, ` +
        `vacuum + analyze ${seconds(vacuumed - indexed)}`
    )
  } finally {
    await client.end()
  }
}

async function printSizes() {
  const [table] = await pgQuery(
    PG_URL,
    `select (select count(*) from live_gifts) as rows, pg_size_pretty(pg_table_size('live_gifts')) as heap,
            pg_size_pretty(pg_indexes_size('live_gifts')) as indexes,
            (select count(*) from analytics_gifter_days) as gifter_days,
            pg_size_pretty(pg_total_relation_size('analytics_gifter_days')) as gifter_days_size,
            (select count(*) from analytics_gifter_platform_months) as platform_months,
            pg_size_pretty(pg_total_relation_size('analytics_gifter_platform_months')) as platform_months_size,
            (select count(*) from analytics_creator_days) as creator_days`
  )
  console.log(
    `live_gifts: ${Number(table.rows).toLocaleString('en')} rows, table ${table.heap}, indexes ${table.indexes}; ` +
      `rollups: ${Number(table.gifter_days).toLocaleString('en')} gifter-days (${table.gifter_days_size}), ` +
      `${Number(table.creator_days).toLocaleString('en')} creator-days, ` +
      `${Number(table.platform_months).toLocaleString('en')} gifter-months over all creators (${table.platform_months_size})`
  )
  const indexes = await pgQuery(
    PG_URL,
    `select indexrelname as name, pg_size_pretty(pg_relation_size(indexrelid)) as size
       from pg_stat_user_indexes where relname = 'live_gifts' order by indexrelname`
  )
  for (const index of indexes) console.log(`  ${index.name.padEnd(48)} ${index.size}`)
}

// ---------------------------------------------------------------- plans and partitioning

/** The plan's nodes, depth first. */
function* nodes(plan) {
  yield plan
  for (const child of plan.Plans ?? []) yield* nodes(child)
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, rolled back; one line: time, buffers, scans. */
async function explain(client, label, sql, values) {
  await client.query('begin')
  try {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${sql}`, values)
    const [{ Plan: plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN']
    const scans = [...nodes(plan)]
      .filter((node) => /Scan|ModifyTable/.test(node['Node Type']))
      .map((node) => {
        const on = node['Index Name'] ?? node['Relation Name'] ?? ''
        if (node.Operation === 'Insert') {
          const arbiters = node['Conflict Arbiter Indexes'].join(', ')
          return `Insert on ${on} (${node['Tuples Inserted']} inserted, ${node['Conflicting Tuples']} conflicts on ${arbiters})`
        }
        return `${node.Operation ?? node['Node Type']}${on ? ` on ${on}` : ''} (${node['Actual Rows']} rows)`
      })
    const read = plan['Shared Read Blocks'] ?? 0
    const hit = plan['Shared Hit Blocks'] ?? 0
    console.log(`  ${label}: ${ms.toFixed(2)} ms, buffers hit ${hit} read ${read}\n      ${scans.join(' → ')}`)
    return scans
  } finally {
    await client.query('rollback')
  }
}

/** The hot statements at full history, as the app sends them; each must stay on an index. */
async function explainHotStatements(measuredId) {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) at full history (each rolled back):')
    const columns = '(creator_id, msg_id, gifter_username, gift_name, gift_count, diamond_value, received_at)'
    const rows = (prefix) =>
      Array.from(
        { length: GIFTS_PER_REQUEST },
        (_, i) => `(${measuredId}, '${prefix}${i}', 'fan1', 'Rose', 1, 1, now() - interval '1 minute')`
      ).join(', ')
    const insert = (prefix) =>
      `insert into live_gifts ${columns} values ${rows(prefix)} on conflict (creator_id, msg_id) do nothing returning id`
    const plans = []
    plans.push(await explain(client, 'ingest insert, 50 new gifts', insert('explain-new-')))
    plans.push(await explain(client, 'ingest insert, 50 replayed gifts', insert(`h${measuredId}-`)))
    plans.push(
      await explain(
        client,
        'kiosk recent gifts',
        `select * from live_gifts where creator_id = $1 and cleared_at is null
          order by received_at desc, id desc limit 20`,
        [measuredId]
      )
    )
    plans.push(
      await explain(
        client,
        'analytics lastActivity, every creator',
        `select users.id, (select received_at from live_gifts where live_gifts.creator_id = users.id
                 order by received_at desc limit 1) from users where role = 'CREATOR'`
      )
    )
    const day = (ms) => iso(ms).slice(0, 10)
    // Top Gifters of 30 days (modules/analytics/backend/services/rollup_reader.ts): each month's 128
    // leaders, then their sums over the 30 days; then the plain sum of every gifter it no longer runs.
    const [from30, to30] = [day(END - 29 * DAY), day(END + DAY)]
    const leaders = `select gifter, diamonds from analytics_gifter_platform_months where month = $1
                      order by diamonds desc limit 128`
    plans.push(await explain(client, "analytics Top Gifters, a month's 128 leaders", leaders, [day(END).slice(0, 7)]))
    const candidates = new Set()
    let bound = 0
    for (const month of new Set([from30.slice(0, 7), day(END).slice(0, 7)])) {
      const { rows } = await client.query(leaders, [month])
      for (const row of rows) candidates.add(row.gifter)
      if (rows.length === 128) bound += Number(rows[127].diamonds)
    }
    const summed = `select gifter, sum(diamonds) as diamonds, sum(gifts) from analytics_gifter_days
                     where day >= $1 and day < $2 and gifter = any($3)
                     group by gifter order by sum(diamonds) desc, sum(gifts) desc, gifter asc`
    const label = `analytics Top Gifters, the months' ${candidates.size} leaders over 30 days`
    plans.push(await explain(client, label, summed, [from30, to30, [...candidates]]))
    const tenth = (await client.query(summed, [from30, to30, [...candidates]])).rows[9]
    console.log(`      10th of them ${tenth?.diamonds ?? 'none'} diamonds, anyone else at most ${bound}`)
    plans.push(
      await explain(
        client,
        'analytics Top Gifters, 30 days, every gifter (no longer run)',
        `select gifter, sum(diamonds), sum(gifts) from analytics_gifter_days where day >= $1 and day < $2
          group by gifter order by sum(diamonds) desc, sum(gifts) desc, gifter asc limit 10`,
        [from30, to30]
      )
    )
    // The hourly sweep's steady state: the oldest gifts past retention, three batches of them.
    const [{ received_at: oldestKept }] = (
      await client.query(`select received_at from live_gifts order by received_at offset $1 limit 1`, [
        3 * RETENTION_BATCH,
      ])
    ).rows
    const cutoff = oldestKept.toISOString()
    const sweep = `delete from live_gifts where ctid in
                     (select ctid from live_gifts where received_at < $1 limit ${RETENTION_BATCH})`
    plans.push(await explain(client, `retention sweep batch (${RETENTION_BATCH} rows)`, sweep, [cutoff]))
    const unindexed = plans.flat().filter((scan) => scan.startsWith('Seq Scan on live_gifts'))
    if (unindexed.length) console.log(`  NOT index-bound: ${unindexed.join(', ')}`)

    // Three real batches, committed, as the hourly sweep runs them (the oldest gifts of the history).
    const times = []
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now()
      await client.query(sweep, [cutoff])
      times.push(performance.now() - t0)
    }
    const perDay = GIFTS / DAYS
    const batchMs = stats(times).p50
    console.log(
      `retention sweep: 3 committed batches of ${RETENTION_BATCH} rows: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; ` +
        `a day of this history (${Math.round(perDay).toLocaleString('en')} gifts) ≈ ${Math.ceil(perDay / RETENTION_BATCH)} ` +
        `batches ≈ ${Math.round((perDay / RETENTION_BATCH) * batchMs)} ms of deletes a day`
    )
  } finally {
    await client.end()
  }
}

/** What PostgreSQL answers to live_gifts partitioned by time with the ingest's unique key, and with the key widened. */
async function partitioningProbe() {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    console.log('\nPartitioning live_gifts by received_at (a scratch table, rolled back):')
    await client.query('begin')
    await client.query(
      `create table gift_partition_probe (creator_id int not null, msg_id varchar(64) not null,
         received_at timestamptz not null) partition by range (received_at)`
    )
    await client.query('savepoint keyed')
    try {
      await client.query('alter table gift_partition_probe add unique (creator_id, msg_id)')
      console.log('  unique (creator_id, msg_id): accepted')
    } catch (error) {
      console.log(`  unique (creator_id, msg_id): refused: "${error.message}"`)
      await client.query('rollback to savepoint keyed')
    }
    await client.query('alter table gift_partition_probe add unique (creator_id, msg_id, received_at)')
    for (const [name, from, to] of [
      ['gift_partition_probe_nov', '2026-11-01', '2026-12-01'],
      ['gift_partition_probe_dec', '2026-12-01', '2027-01-01'],
    ])
      await client.query(
        `create table ${name} partition of gift_partition_probe for values from ('${from}') to ('${to}')`
      )
    // A gift just before month end, replayed by TikTok after a reconnect a few seconds later.
    const insert = `insert into gift_partition_probe values (7, 'tiktok-msg-1', $1) on conflict do nothing`
    const first = await client.query(insert, ['2026-11-30T23:59:58Z'])
    const replay = await client.query(insert, ['2026-12-01T00:00:03Z'])
    const { rows } = await client.query(
      `select count(*)::int as stored from gift_partition_probe where msg_id = 'tiktok-msg-1'`
    )
    console.log(
      `  unique (creator_id, msg_id, received_at): a gift and its replay after midnight inserted ${first.rowCount} + ${replay.rowCount}, ` +
        `stored ${rows[0].stored} times (the unpartitioned table stores it once)`
    )
  } finally {
    await client.query('rollback')
    await client.end()
  }
}

// ---------------------------------------------------------------- report

function printComparison(before, after) {
  const ms = (value) => value.toFixed(0)
  const ratio = (a, b) => `${(b / a).toFixed(2)}×`
  const rows = [['measure', 'empty p50 / p95', `${(GIFTS / 1e6).toFixed(0)}M p50 / p95`, 'ratio p50 / p95']]
  for (const [name, empty] of before) {
    const full = after.get(name)
    rows.push([
      name === 'ingest' ? `ingest, ${GIFTS_PER_REQUEST} gifts a request (ms)` : `${name} (ms)`,
      `${ms(empty.p50)} / ${ms(empty.p95)}`,
      `${ms(full.p50)} / ${ms(full.p95)}`,
      `${ratio(empty.p50, full.p50)} / ${ratio(empty.p95, full.p95)}`,
    ])
  }
  const empty = before.get('ingest')
  const full = after.get('ingest')
  rows.push([
    'ingest gifts/s',
    empty.giftsPerSecond.toFixed(0),
    full.giftsPerSecond.toFixed(0),
    ratio(empty.giftsPerSecond, full.giftsPerSecond),
  ])
  rows.push([
    'ingest CPU ms per 1,000 gifts, server / PostgreSQL',
    `${ms(empty.serverMsPer1000)} / ${ms(empty.pgMsPer1000)}`,
    `${ms(full.serverMsPer1000)} / ${ms(full.pgMsPer1000)}`,
    `${ratio(empty.serverMsPer1000, full.serverMsPer1000)} / ${ratio(empty.pgMsPer1000, full.pgMsPer1000)}`,
  ])
  console.log()
  printTable(rows)
}

async function main() {
  const t0 = performance.now()
  console.log(
    `Powerdeck gift history benchmark: ${PG_URL}, ${GIFTS.toLocaleString('en')} gifts over ${DAYS} days, ` +
      `${CREATORS} creators + the measured one, ${built ? 'built server' : 'TypeScript sources'}, load average ${load()}`
  )
  if (DAYS >= GIFT_RETENTION_DAYS)
    throw new Error(`BENCH_DAYS must stay within the gift retention default (${GIFT_RETENTION_DAYS} days)`)
  seedAccounts()
  try {
    await seedMeasuredCreator((await liveServer()).url)
  } finally {
    await stopServer()
  }
  const [{ id: measuredId }] = await pgQuery(PG_URL, 'select id from users where email = $1', [MEASURED.email])
  console.log(`seeded in ${seconds(performance.now() - t0)}: measured creator ${measuredId} with ${PLAYERS} players`)

  const before = await measurePhase('empty', measuredId)

  const loadStarted = performance.now()
  await loadHistory(measuredId)
  const rebuildStarted = performance.now()
  ace(built, PG_URL, 'analytics:rebuild')
  console.log(
    `analytics:rebuild ${seconds(performance.now() - rebuildStarted)}; history loaded in ${seconds(performance.now() - loadStarted)}`
  )
  await printSizes()

  const after = await measurePhase('history', measuredId)
  printComparison(before, after)
  await explainHotStatements(measuredId)
  await partitioningProbe()
  console.log(`\ntotal ${seconds(performance.now() - t0)}, load average ${load()}`)
}

const limit = setTimeout(() => {
  console.error(`Benchmark exceeded ${LIMIT_MS / 1000} s: stopping`)
  void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(1))
}, LIMIT_MS)
limit.unref()

const dropDatabase = await freshPgDatabase(PG_URL)
try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  if (!KEEP) await dropDatabase()
}
