#!/usr/bin/env node
// Analytics load benchmark (issue 12): on the database bench/analytics-data.js wrote (and
// `node ace analytics:rebuild` rolled up), times GET /api/analytics for each range and the busiest
// creator's GET /api/admin/creators/{id}/statistics for `all` and `month`, one after another and a
// few at once, and checks figures of the answers against direct SQL over the raw tables. Starts its
// own server on 127.0.0.1; leaves the database as it found it but for the admin's sign-ins.
//
//   npm run build && node bench/analytics-load.js --built   (build/backend/bin/server.js)
//   node bench/analytics-load.js                            (TypeScript sources)
//
// Environment: BENCH_PG_URL (the generator's database), BENCH_SERVER_LOG (a file for the server's output), BENCH_RUNS (20 sequential requests per
// call), BENCH_CONCURRENCY (4 clients at once), BENCH_CONCURRENT_RUNS (5 requests per client).
import { performance } from 'node:perf_hooks'
import { ADMIN, PG_URL } from './analytics-common.js'
import { built, call, hardLimit, loopbackOnly, percentile, pgQuery, printTable, startPgServer } from './lib.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4)
const CONCURRENT_RUNS = Number(process.env.BENCH_CONCURRENT_RUNS ?? 5)
const WARMUP_RUNS = 2
/** The spec's budget: p95 at most this. */
const BUDGET_MS = 1000
/** The whole run, server start included, never takes longer than this. */
const HARD_LIMIT_MS = 900_000

/** One timed GET until its body is read; throws on anything but 200. */
async function timedGet(base, token, path) {
  const t0 = performance.now()
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })
  const body = await response.text()
  const ms = performance.now() - t0
  if (response.status !== 200) throw new Error(`GET ${path} → ${response.status} ${body.slice(0, 200)}`)
  return { ms, bytes: body.length, json: JSON.parse(body) }
}

/** Warm-up, `RUNS` one after another, then `CONCURRENCY` clients sending `CONCURRENT_RUNS` each. */
async function measure(base, token, path) {
  for (let i = 0; i < WARMUP_RUNS; i++) await timedGet(base, token, path)
  const sequential = []
  let last
  for (let i = 0; i < RUNS; i++) {
    last = await timedGet(base, token, path)
    sequential.push(last.ms)
  }
  const concurrent = []
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < CONCURRENT_RUNS; i++) concurrent.push((await timedGet(base, token, path)).ms)
    })
  )
  const wall = performance.now() - t0
  const stats = (times) => {
    const sorted = [...times].sort((a, b) => a - b)
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
  }
  return {
    path,
    bytes: last.bytes,
    sequential: stats(sequential),
    concurrent: { ...stats(concurrent), perSecond: (concurrent.length / wall) * 1000 },
    answer: last.json,
  }
}

/**
 * [from, to) of an answer's range: ISO instants as they are; day strings ('YYYY-MM-DD') as whole
 * UTC days, `to` included.
 */
function bounds({ from, to }) {
  const day = (value) => /^\d{4}-\d{2}-\d{2}$/.test(value)
  return {
    from: new Date(day(from) ? `${from}T00:00:00Z` : from),
    to: day(to) ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) : new Date(to),
  }
}

const sqlNumber = async (sql, values) => Number(Object.values((await pgQuery(PG_URL, sql, values))[0])[0] ?? 0)

/** [label, figure in the answer, SQL over the raw tables, its values]. */
async function checkFigures(checks) {
  const results = []
  for (const [label, answered, sql, values] of checks) {
    const expected = await sqlNumber(sql, values)
    results.push({ label, answered, expected, ok: answered === expected })
  }
  return results
}

/** The platform's 1y figures against the raw tables. */
function platformChecks(dto) {
  const { from, to } = bounds(dto)
  const range = [from, to]
  const top = dto.gifts.topGifters[0]
  return checkFigures([
    ['1y overview.totalCreators', dto.overview.totalCreators, `select count(*) from users where role = 'CREATOR'`, []],
    [
      '1y overview.totalGifts = sum(gift_count)',
      dto.overview.totalGifts,
      'select sum(gift_count) from live_gifts where received_at >= $1 and received_at < $2',
      range,
    ],
    [
      '1y overview.revenue = sum(diamond_value)',
      dto.overview.revenue,
      'select sum(diamond_value) from live_gifts where received_at >= $1 and received_at < $2',
      range,
    ],
    [
      '1y powerups.totalGranted = sum(original_count)',
      dto.powerups.totalGranted,
      'select sum(original_count) from powerup_holdings where created_at >= $1 and created_at < $2',
      range,
    ],
    [
      '1y powerups.totalUsed = count(uses)',
      dto.powerups.totalUsed,
      'select count(*) from powerup_uses where used_at >= $1 and used_at < $2',
      range,
    ],
    [
      `1y top gifter ${top?.username} diamonds`,
      top?.totalValue,
      `select sum(diamond_value) from live_gifts where gifter_username = $3 and received_at >= $1 and received_at < $2`,
      [...range, top?.username],
    ],
    [
      '1y top gifter is the top by SQL (1 = yes)',
      1,
      `select (gifter_username = $3)::int from live_gifts where received_at >= $1 and received_at < $2
       group by gifter_username order by sum(diamond_value) desc limit 1`,
      [...range, top?.username],
    ],
  ])
}

/** The busiest creator's `all` statistics against the raw tables. */
async function creatorChecks(creatorId, dto) {
  const { from, to } = bounds(dto)
  const range = [creatorId, from, to]
  const inRange = (column) => `creator_id = $1 and ${column} >= $2 and ${column} < $3`
  const logins = (event) =>
    `select count(*) from audit_logs where ${inRange('created_at')} and event_type = '${event}' and actor_type = $4`
  const checks = [
    [
      'all giftAnalytics.totalGifts',
      dto.giftAnalytics.totalGifts,
      `select sum(gift_count) from live_gifts where ${inRange('received_at')}`,
      range,
    ],
    [
      'all giftAnalytics.totalValue',
      dto.giftAnalytics.totalValue,
      `select sum(diamond_value) from live_gifts where ${inRange('received_at')}`,
      range,
    ],
    [
      'all powerupAnalytics.totalGranted',
      dto.powerupAnalytics.totalGranted,
      `select sum(original_count) from powerup_holdings where ${inRange('created_at')}`,
      range,
    ],
    [
      'all powerupAnalytics.totalUsed',
      dto.powerupAnalytics.totalUsed,
      `select count(*) from powerup_uses where ${inRange('used_at')}`,
      range,
    ],
    [
      'all playerAnalytics.totalPlayers',
      dto.playerAnalytics.totalPlayers,
      'select count(*) from players where creator_id = $1',
      [creatorId],
    ],
    [
      'all securityAnalytics.creatorLogins',
      dto.securityAnalytics.creatorLogins,
      logins('USER_LOGIN'),
      [...range, 'CREATOR'],
    ],
    [
      'all securityAnalytics.moderatorLogins',
      dto.securityAnalytics.moderatorLogins,
      logins('MODERATOR_LOGIN'),
      [...range, 'MODERATOR'],
    ],
    [
      'all errorAnalytics.totalErrors',
      dto.errorAnalytics.totalErrors,
      `select count(*) from error_events where ${inRange('created_at')}`,
      range,
    ],
  ]
  const tables = await pgQuery(PG_URL, `select table_name from information_schema.tables where table_schema = 'public'`)
  const has = (name) => tables.some((row) => row.table_name === name)
  if (has('live_sessions')) {
    checks.push([
      'all liveAnalytics.totalSessions',
      dto.liveAnalytics.totalSessions,
      `select count(*) from live_sessions where ${inRange('started_at')}`,
      range,
    ])
  }
  if (has('live_chat_daily')) {
    const days = `creator_id = $1 and day >= to_char($2::timestamptz at time zone 'UTC', 'YYYY-MM-DD')
                  and day < to_char($3::timestamptz at time zone 'UTC', 'YYYY-MM-DD')`
    checks.push(
      [
        'all chatAnalytics.totalMessages',
        dto.chatAnalytics.totalMessages,
        `select sum(messages) from live_chat_daily where ${days}`,
        range,
      ],
      [
        'all chatAnalytics.uniqueUsers',
        dto.chatAnalytics.uniqueUsers,
        `select count(distinct sender) from live_chat_daily where ${days}`,
        range,
      ]
    )
  }
  return checkFigures(checks)
}

function printTimes(results) {
  const rows = [
    [
      'call',
      'body',
      'seq p50',
      'seq p95',
      'seq p99',
      `${CONCURRENCY}× p50`,
      `${CONCURRENCY}× p95`,
      `${CONCURRENCY}× p99`,
      'req/s',
      `p95 ≤ ${BUDGET_MS} ms`,
    ],
  ]
  for (const r of results) {
    const ms = (value) => value.toFixed(0)
    rows.push([
      r.path,
      `${(r.bytes / 1024).toFixed(1)} KB`,
      ms(r.sequential.p50),
      ms(r.sequential.p95),
      ms(r.sequential.p99),
      ms(r.concurrent.p50),
      ms(r.concurrent.p95),
      ms(r.concurrent.p99),
      r.concurrent.perSecond.toFixed(1),
      r.sequential.p95 <= BUDGET_MS ? 'yes' : 'NO',
    ])
  }
  printTable(rows)
}

async function main() {
  const [{ count: gifts }] = await pgQuery(PG_URL, 'select count(*) from live_gifts')
  if (!Number(gifts)) throw new Error(`No gifts in ${PG_URL}: run node bench/analytics-data.js first`)
  const [{ creator_id: busiest }] = await pgQuery(
    PG_URL,
    'select creator_id from live_gifts group by creator_id order by count(*) desc limit 1'
  )
  const server = await startPgServer(PG_URL, { logFile: process.env.BENCH_SERVER_LOG })
  loopbackOnly(server.url)
  const killer = hardLimit(server, HARD_LIMIT_MS)
  try {
    const base = server.url
    const token = (await call(base, 'POST', '/api/auth/signin', null, ADMIN)).token
    // The per-user limiter would answer 429 to a benchmark.
    await call(base, 'PUT', '/api/admin/settings', token, { rateLimitEnabled: false })
    console.log(
      `Powerdeck analytics load benchmark: PostgreSQL ${PG_URL}, ${Number(gifts).toLocaleString('en')} gift rows, ` +
        `busiest creator ${busiest}, ${RUNS} sequential + ${CONCURRENCY}×${CONCURRENT_RUNS} concurrent per call, ` +
        `${built ? 'built server' : 'TypeScript sources'}, Node ${process.version}\n`
    )
    const paths = [
      ...['7d', '30d', '90d', '1y'].map((range) => `/api/analytics?dateRange=${range}`),
      ...['all', 'month'].map((period) => `/api/admin/creators/${busiest}/statistics?period=${period}`),
    ]
    const results = []
    for (const path of paths) {
      results.push(await measure(base, token, path))
      process.stdout.write(`measured ${path}\n`)
    }
    console.log()
    printTimes(results)

    const yearly = results.find((r) => r.path.endsWith('dateRange=1y')).answer.data
    const allTime = results.find((r) => r.path.endsWith('period=all')).answer.data
    const checks = [...(await platformChecks(yearly)), ...(await creatorChecks(Number(busiest), allTime))]
    console.log(
      `\nExactness (answer vs direct SQL on the raw tables; 1y ${yearly.from} → ${yearly.to}, all ${allTime.from} → ${allTime.to}):`
    )
    for (const check of checks) {
      console.log(
        `  ${check.ok ? 'ok      ' : 'MISMATCH'} ${check.label.padEnd(44)} ${String(check.answered).padStart(14)} ${String(check.expected).padStart(14)}`
      )
    }
    const slow = results.filter((r) => r.sequential.p95 > BUDGET_MS)
    console.log(
      slow.length
        ? `\np95 over ${BUDGET_MS} ms: ${slow.map((r) => r.path).join(', ')}`
        : `\nEvery call answers in ≤ ${BUDGET_MS} ms at p95 (sequential).`
    )
    if (checks.some((check) => !check.ok)) process.exitCode = 1
  } finally {
    clearTimeout(killer)
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
