#!/usr/bin/env node
// Ledger HTTP benchmark (issues 3 and 14): grant and use requests/s and p99 latency at 64 concurrent
// clients on PostgreSQL, next to an authenticated no-op route (GET /api/auth/me) and the
// unauthenticated /api/health of the same server in the same run. Starts its own server on 127.0.0.1 with a fresh database, seeds it
// through the API, runs bounded phases, prints a table and the ratios, and cleans up.
//
//   node bench/ledger-http.js                 (TypeScript sources)
//   node bench/ledger-http.js --built         (build/backend/bin/server.js, after `npm run build`)
//
// Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/powerdeck_bench; the
// database is dropped and recreated), BENCH_CONCURRENCY (64), BENCH_SECONDS (8 per phase),
// BENCH_PLAYERS_PER_CLIENT (20; 1 is the earlier passes' shape, see bench/README.md).
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { built, call, cpuMsByPid, machineCpuMs, percentile, pgQuery, printTable, withFreshPgServer } from './lib.js'

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
/**
 * Players each client grants to and uses on, in turn: a big stream's grants spread over many
 * players, who each keep about as many units as the default maximum (10). With one player a
 * client, each player took 150–300 one-unit holdings in one run, and every answer carried them all.
 */
const PLAYERS_PER_CLIENT = Number(process.env.BENCH_PLAYERS_PER_CLIENT ?? 20)
/**
 * Requests a server process answers on a path before it is measured: until then it is still
 * compiling (JIT) that path, at several milliseconds of CPU per request in its first seconds.
 */
export const WARM_UP_REQUESTS = 2000
const WARM_UP_LIMIT_SECONDS = 60
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench'
/** The whole run, server start included, never takes longer than this. */
const HARD_LIMIT_MS = 300_000
/**
 * Gloves each player holds before the use phase, so uses measure the ledger, not refusals:
 * twice what the grant phase's pace would use up, at least 20.
 */
export const unitsBeforeUse = (grantRps) =>
  Math.max(20, Math.ceil((2 * grantRps * SECONDS) / (CONCURRENCY * PLAYERS_PER_CLIENT)))

/** The player a client's `turn`-th grant or use names: each client goes round its own players. */
export const playerOf = (players, client, turn) => players[client * PLAYERS_PER_CLIENT + (turn % PLAYERS_PER_CLIENT)]

/** An admin (first-run setup), a creator with PLAYERS_PER_CLIENT players a client, no rate limit, room for many units. */
export async function seed(base) {
  const password = 'Bench-pass-1!'
  await call(base, 'POST', '/api/auth/setup', null, { name: 'Bench Admin', email: 'admin@bench.local', password })
  const admin = (await call(base, 'POST', '/api/auth/signin', null, { email: 'admin@bench.local', password })).token
  await call(base, 'PUT', '/api/admin/settings', admin, {
    rateLimitEnabled: false,
    'powerups.maxPowerupsPerPlayer': 1000,
  })
  await call(base, 'POST', '/api/admin/creators', admin, {
    name: 'Bench Creator',
    email: 'creator@bench.local',
    tiktokUsername: '@bench_creator',
    password,
  })
  const token = (await call(base, 'POST', '/api/auth/signin', null, { email: 'creator@bench.local', password })).token
  const players = Array.from({ length: CONCURRENCY * PLAYERS_PER_CLIENT }, (_, i) => `bench_player_${i}`)
  for (let i = 0; i < players.length; i += CONCURRENCY) {
    const some = players.slice(i, i + CONCURRENCY)
    await Promise.all(some.map((name) => call(base, 'POST', '/api/players', token, { name })))
  }
  return { token, players }
}

/** A moderator of the seeded creator with every permission (moderators do a stream's grants); their token. */
export async function seedModerator(base, creatorToken) {
  const password = 'Bench-pass-1!'
  await call(base, 'POST', '/api/moderators', creatorToken, {
    username: 'bench_moderator',
    email: 'moderator@bench.local',
    password,
    tiktokUsername: '@bench_moderator',
    displayName: 'bench_moderator',
    permissions: ['grant_powerups', 'use_powerups', 'manage_players', 'chat_commands'],
  })
  return (await call(base, 'POST', '/api/auth/signin', null, { email: 'moderator@bench.local', password })).token
}

/** Tops every player up to `units` gloves (grants of 10, not measured). */
export async function topUp(base, token, players, units) {
  const { players: list } = await call(base, 'GET', '/api/players', token)
  const held = new Map(
    list.map((p) => [p.name, p.powerups.filter((h) => h.type === 'glove').reduce((s, h) => s + h.count, 0)])
  )
  await Promise.all(
    players.map(async (name) => {
      for (let have = held.get(name) ?? 0; have < units; have += 10) {
        await call(base, 'POST', '/api/players/powerups/grant', token, {
          playerName: name,
          powerupType: 'glove',
          count: 10,
          expiresInDays: 30,
        })
      }
    })
  )
}

/**
 * CPU the server process, this database's PostgreSQL backends, this script (the clients) and the
 * whole machine use during `run`: per request these hold on a shared, busy machine where
 * requests/s do not, and the machine's shows the most requests/s its cores could serve.
 */
async function measuringCpu(serverPid, run) {
  const backends = async () =>
    (await pgQuery(PG_URL, 'SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map((r) => r.pid)
  const appBefore = cpuMsByPid([serverPid]).get(serverPid)
  const pgBefore = cpuMsByPid(await backends())
  const clientsBefore = process.cpuUsage()
  const machineBefore = machineCpuMs()
  const result = await run()
  const machineMs = machineCpuMs() - machineBefore
  const clients = process.cpuUsage(clientsBefore)
  const appMs = cpuMsByPid([serverPid]).get(serverPid) - appBefore
  let pgMs = 0
  for (const [pid, ms] of cpuMsByPid(await backends())) pgMs += ms - (pgBefore.get(pid) ?? 0)
  return {
    ...result,
    appCpu: appMs / result.ok,
    pgCpu: pgMs / result.ok,
    clientsCpu: (clients.user + clients.system) / 1000 / result.ok,
    machineCpu: machineMs / result.ok,
  }
}

/** Sends `request` in 2 s phases until `requests` were answered (at most WARM_UP_LIMIT_SECONDS). */
export async function warmUp(requests, request) {
  let answered = 0
  for (let seconds = 0; answered < requests && seconds < WARM_UP_LIMIT_SECONDS; seconds += 2) {
    answered += (await phase('warm-up', 2, request)).ok
  }
}

/** Each client grants to a player, then uses on them, in turn: its players keep the same few holdings. */
export const grantThenUse = (grant, use) => (client, turn) =>
  turn % 2 === 0 ? grant(client, turn / 2) : use(client, (turn - 1) / 2)

/** `CONCURRENCY` clients, each sending `request(client, turn)` (turn 0, 1…) back to back for `seconds`. */
export async function phase(name, seconds, request) {
  const latencies = []
  const failures = new Map()
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let turn = 0; performance.now() < end; turn++) {
        const t0 = performance.now()
        const response = await request(client, turn)
        await response.arrayBuffer()
        if (response.ok) latencies.push(performance.now() - t0)
        else failures.set(response.status, (failures.get(response.status) ?? 0) + 1)
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    name,
    ok: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: [...failures].map(([status, count]) => `${count}×${status}`).join(' ') || '-',
  }
}

function printResults(results) {
  const me = results.find((r) => r.name === 'GET /api/auth/me')
  const rows = [
    [
      'route',
      'ok requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs me req/s',
      'vs me p99',
      'app CPU ms/req',
      'PG CPU ms/req',
      'clients CPU ms/req',
      'machine CPU ms/req',
      'non-2xx',
    ],
  ]
  for (const r of results) {
    rows.push([
      r.name,
      String(r.ok),
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      (r.rps / me.rps).toFixed(2),
      (r.p99 / me.p99).toFixed(2),
      r.appCpu.toFixed(2),
      r.pgCpu.toFixed(2),
      r.clientsCpu.toFixed(2),
      r.machineCpu.toFixed(2),
      r.failures,
    ])
  }
  printTable(rows)
}

async function main() {
  await withFreshPgServer(PG_URL, HARD_LIMIT_MS, async (server) => {
    const base = server.url
    const { token, players } = await seed(base)
    const moderatorToken = await seedModerator(base, token)
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const health = () => fetch(`${base}/api/health`)
    const me = () => fetch(`${base}/api/auth/me`, { headers })
    const ledgerCalls = (bearer) => {
      const asUser = { ...headers, authorization: `Bearer ${bearer}` }
      const post = (path, body) => (client, turn) =>
        fetch(`${base}/api/players/powerups/${path}`, {
          method: 'POST',
          headers: asUser,
          body: JSON.stringify(body(playerOf(players, client, turn))),
        })
      return {
        grant: post('grant', (player) => ({
          playerName: player,
          powerupType: 'glove',
          count: 1,
          expiresInDays: 5,
        })),
        use: post('use', (player) => ({ playerId: player, powerupType: 'glove' })),
      }
    }
    const { grant, use } = ledgerCalls(token)
    const byModerator = ledgerCalls(moderatorToken)

    console.log(
      `Powerdeck ledger benchmark: PostgreSQL, ${CONCURRENCY} concurrent clients, ${PLAYERS_PER_CLIENT} players each, ${SECONDS} s per phase, ${built ? 'built server' : 'TypeScript sources'}, Node ${process.version}`
    )
    await warmUp(WARM_UP_REQUESTS, me)
    await warmUp(WARM_UP_REQUESTS, grantThenUse(grant, use))
    await warmUp(WARM_UP_REQUESTS, grantThenUse(byModerator.grant, byModerator.use))
    const measured = (name, request) => measuringCpu(server.pid, () => phase(name, SECONDS, request))
    const results = [await measured('GET /api/health', health)]
    results.push(await measured('GET /api/auth/me', me))
    const granted = await measured('POST /api/players/powerups/grant', grant)
    results.push(granted)
    await topUp(base, token, players, unitsBeforeUse(granted.rps))
    results.push(await measured('POST /api/players/powerups/use', use))
    // Players keep the same few holdings from here: each client grants, then uses, in turn.
    results.push(await measured('grant, use in turn: creator', grantThenUse(grant, use)))
    results.push(await measured('grant, use in turn: moderator', grantThenUse(byModerator.grant, byModerator.use)))
    console.log()
    printResults(results)
    console.log(
      `\nThis machine has ${availableParallelism()} cores: at its machine CPU per request, a route could reach at most ${availableParallelism()} × 1,000 / that many req/s.`
    )
  })
}

// Run as a script; bench/cluster-load.js imports the seed and phases.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
