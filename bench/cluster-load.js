#!/usr/bin/env node
// Several processes (issue 14): 1, 2 and 4 built app processes on one PostgreSQL database and one
// Redis, 64 clients doing grant then use (bench/ledger-http.js's seed and phases), the clients spread
// over the processes' ports directly (client i → process i mod N; no proxy, whose CPU would be
// counted against the app). Per N: aggregate req/s, p50/p99, the CPU each app process and the
// database's PostgreSQL backends used, per request. All in one run, on a fresh database per N.
//
//   npm run build && node bench/cluster-load.js
//
// Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/powerdeck_bench_cluster;
// dropped and recreated), BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_PROCESSES (1,2,4),
// BENCH_CONCURRENCY (64), BENCH_SECONDS (8 per phase), BENCH_POOL_TOTAL (20: the PostgreSQL
// connections of all processes together, DB_POOL_MAX = total / N each, as docs/operators.md advises).
import { existsSync } from 'node:fs'
import { cpus } from 'node:os'
import {
  cpuMsByPid,
  freshPgDatabase,
  loopbackOnly,
  pgQuery,
  pgServerEnv,
  printTable,
  root,
  serverNodeOptions,
  startServer,
} from './lib.js'
import { grantThenUse, phase, playerOf, seed, topUp, unitsBeforeUse, WARM_UP_REQUESTS, warmUp } from './ledger-http.js'

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench_cluster'
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number)
const POOL_TOTAL = Number(process.env.BENCH_POOL_TOTAL ?? 20)
/** Each of N processes' pool: the total split between them (at least 1 each). */
const poolOfEach = (processes) => Math.max(1, Math.floor(POOL_TOTAL / processes))
const ENTRY = `${root}build/backend/bin/server.js`
/** The whole run never takes longer than this. */
const HARD_LIMIT_MS = 600_000

/** The processes up now, stopped also when the hard limit ends the run. */
const running = new Set()

const backendPids = async () =>
  (await pgQuery(PG_URL, 'SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map((r) => r.pid)

/** CPU ms per successful request of each app process and of PostgreSQL during `run`. */
async function measuringCpu(appPids, run) {
  const appBefore = cpuMsByPid(appPids)
  const pgBefore = cpuMsByPid(await backendPids())
  const result = await run()
  const appAfter = cpuMsByPid(appPids)
  let pgMs = 0
  for (const [pid, ms] of cpuMsByPid(await backendPids())) pgMs += ms - (pgBefore.get(pid) ?? 0)
  const appMs = appPids.map((pid) => appAfter.get(pid) - appBefore.get(pid))
  return { ...result, appCpuEach: appMs.map((ms) => ms / result.ok), pgCpu: pgMs / result.ok }
}

/** N processes at once on a fresh database, seeded through the first; grant then use. */
async function runWith(processes) {
  const dropDatabase = await freshPgDatabase(PG_URL)
  // One environment for all: same APP_KEY, database and Redis (limits, push, settings invalidation).
  const env = { ...pgServerEnv(PG_URL), REDIS_URL, DB_POOL_MAX: String(poolOfEach(processes)) }
  const started = await Promise.allSettled(
    Array.from({ length: processes }, () => startServer({ entry: [...serverNodeOptions, ENTRY], cwd: root, env }))
  )
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  servers.forEach((server) => running.add(server))
  try {
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    servers.forEach((server) => loopbackOnly(server.url))
    const { token, players } = await seed(servers[0].url)
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const post = (path, body) => (client, turn) =>
      fetch(`${servers[client % processes].url}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body(playerOf(players, client, turn))),
      })
    const grant = post('/api/players/powerups/grant', (player) => ({
      playerName: player,
      powerupType: 'glove',
      count: 1,
      expiresInDays: 5,
    }))
    const use = post('/api/players/powerups/use', (player) => ({ playerId: player, powerupType: 'glove' }))

    const pids = servers.map((server) => server.pid)
    // Each process compiles (JIT) the grant and use paths on its own share of the requests: a fixed
    // warm-up time would leave each of N processes 1/N of what it needs, and count its compiling
    // as cross-process overhead.
    await warmUp(WARM_UP_REQUESTS * processes, grantThenUse(grant, use))
    // Background work each process does with no request (rollup flush, timers, pool): CPU ms per second.
    const idleSeconds = 2
    const idle = await measuringCpu(pids, async () => {
      await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000))
      return { ok: idleSeconds }
    })
    const perSecond = idle.appCpuEach.map((ms) => ms.toFixed(1)).join(' ')
    console.log(
      `${processes} process(es), DB_POOL_MAX ${poolOfEach(processes)} each, idle: app CPU ms/s ${perSecond}, PostgreSQL ${idle.pgCpu.toFixed(1)}`
    )
    const granted = await measuringCpu(pids, () => phase('grant', Number(process.env.BENCH_SECONDS ?? 8), grant))
    await topUp(servers[0].url, token, players, unitsBeforeUse(granted.rps))
    const used = await measuringCpu(pids, () => phase('use', Number(process.env.BENCH_SECONDS ?? 8), use))
    return [granted, used].map((result) => ({ processes, ...result }))
  } finally {
    await Promise.allSettled(servers.map((server) => server.stop()))
    servers.forEach((server) => running.delete(server))
    await dropDatabase()
  }
}

function printResults(results) {
  const rows = [
    ['N', 'route', 'ok', 'req/s', 'p50 ms', 'p99 ms', 'app CPU ms/req (each)', 'app total', 'PG ms/req', 'non-2xx'],
  ]
  for (const r of results) {
    const appTotal = r.appCpuEach.reduce((sum, ms) => sum + ms, 0)
    rows.push([
      String(r.processes),
      r.name,
      String(r.ok),
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.appCpuEach.map((ms) => ms.toFixed(2)).join(' '),
      appTotal.toFixed(2),
      r.pgCpu.toFixed(2),
      r.failures,
    ])
  }
  printTable(rows, 1)
}

async function main() {
  if (!existsSync(ENTRY)) throw new Error('No build: run `npm run build` first')
  const killer = setTimeout(() => {
    console.error(`Benchmark exceeded ${HARD_LIMIT_MS / 1000} s: stopping`)
    Promise.allSettled([...running].map((server) => server.stop())).finally(() => process.exit(1))
  }, HARD_LIMIT_MS)
  console.log(
    `Powerdeck cluster benchmark: ${COUNTS.join(', ')} built processes on PostgreSQL + Redis, ${process.env.BENCH_CONCURRENCY ?? 64} clients spread over their ports, ${process.env.BENCH_SECONDS ?? 8} s per phase, ${cpus().length} cores, Node ${process.version}`
  )
  const results = []
  for (const processes of COUNTS) results.push(...(await runWith(processes)))
  console.log()
  printResults(results)
  clearTimeout(killer)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
