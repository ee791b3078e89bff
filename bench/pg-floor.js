#!/usr/bin/env node
// PostgreSQL's floor under a grant (issue 14): the CPU PostgreSQL spends on only the rows every
// grant must write (its holding, its audit entry, the player's last_active), with no app, no lock
// read, no maximum counted and no answer built. Next to ledger-http's figures it shows what no change
// to the app can go below on this machine. Measured as one statement per grant (what a request
// sends), one statement per ten grants (what batching one creator's concurrent grants could reach)
// and a bare `select 1` (the cost of a statement at all).
//
//   node bench/pg-floor.js
//
// Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/powerdeck_bench; the
// database is dropped and recreated), BENCH_SECONDS (8 per phase). The schema and the seed are the
// app's: the server migrates and is seeded as in ledger-http, then stopped before anything is measured.
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { seed } from './ledger-http.js'
import { cpuMsByPid, machineCpuMs, pgQuery, printTable, withFreshPgServer } from './lib.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench'
/** As ledger-http: 64 clients, and the app's default pool of 20 connections. */
const CONCURRENCY = 64
const CONNECTIONS = 20
const BATCH = 10
const HARD_LIMIT_MS = 240_000

/** A grant's three rows in one statement: $1 creator, $2 player ids, $3 now, $4 expiry (one row per player id). */
const GRANT_ROWS = `with holding as (
    insert into powerup_holdings (creator_id, player_id, type, count, original_count, is_active, expires_at,
      granted_by, granted_by_name, source, created_at, updated_at)
    select $1, player_id, 'glove', 1, 1, true, $4, $1, 'Bench Creator', 'api', $3, $3 from unnest($2::int[]) as player_id
    returning id, player_id),
  entry as (
    insert into audit_logs (event_type, category, severity, actor_type, actor_id, actor_name, target_type, target_id,
      target_name, creator_id, details, metadata, ip_address, user_agent, created_at)
    select 'POWERUP_GRANTED', 'DATA_CHANGE', 'LOW', 'CREATOR', $1, 'Bench Creator', 'PLAYER', player_id, 'bench player',
      $1, '{"powerupType":"glove","count":1,"holdingId":' || id || '}', '{}', '127.0.0.1', 'node', $3 from holding
    returning id),
  touched as (update players set last_active = $3 where creator_id = $1 and id = any($2::int[]) returning id)
select (select count(*) from holding) as holdings, (select count(*) from entry) as entries, (select count(*) from touched) as players`

/**
 * `clients` loops, each sending `statement(client)` back to back for `seconds` over the pool;
 * `grantsPerStatement` counts what each answered statement stands for.
 */
async function phase(pool, name, seconds, clients, grantsPerStatement, statement) {
  const backends = (await pgQuery(PG_URL, 'select pid from pg_stat_activity where datname = current_database()')).map(
    (r) => r.pid
  )
  const pgBefore = cpuMsByPid(backends)
  const machineBefore = machineCpuMs()
  const started = performance.now()
  const end = started + seconds * 1000
  let statements = 0
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        await pool.query(statement(client))
        statements++
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  const machineMs = machineCpuMs() - machineBefore
  let pgMs = 0
  for (const [pid, ms] of cpuMsByPid(backends)) pgMs += ms - pgBefore.get(pid)
  const grants = statements * grantsPerStatement
  return { name, grants, perSecond: grants / elapsed, pgCpu: pgMs / grants, machineCpu: machineMs / grants }
}

function printResults(results) {
  const rows = [['statement', 'grants', 'grants/s', 'PG CPU ms/grant', 'machine CPU ms/grant']]
  for (const r of results) {
    rows.push([r.name, String(r.grants), r.perSecond.toFixed(0), r.pgCpu.toFixed(3), r.machineCpu.toFixed(3)])
  }
  printTable(rows)
}

async function main() {
  await withFreshPgServer(PG_URL, HARD_LIMIT_MS, async (server) => {
    const pool = new pg.Pool({ connectionString: PG_URL, max: CONNECTIONS })
    try {
      await seed(server.url)
      await server.stop()
      const [creator] = await pgQuery(PG_URL, `select id from users where role = 'CREATOR'`)
      const players = (await pgQuery(PG_URL, 'select id from players order by id')).map((r) => r.id)
      const grantRows = (ids) => {
        const now = new Date()
        const expiry = new Date(now.getTime() + 5 * 86_400_000)
        return { name: 'grant-rows', text: GRANT_ROWS, values: [creator.id, ids, now, expiry] }
      }
      // Each client its own player(s), as in ledger-http: no two statements wait on one row.
      const phases = [
        ['select 1 (a statement at all)', CONCURRENCY, 1, () => ({ name: 'one', text: 'select 1' })],
        ['grant rows, a statement per grant', CONCURRENCY, 1, (client) => grantRows([players[client]])],
        [
          `grant rows, a statement per ${BATCH} grants`,
          Math.floor(players.length / BATCH),
          BATCH,
          (client) => grantRows(players.slice(client * BATCH, (client + 1) * BATCH)),
        ],
      ]
      console.log(
        `PostgreSQL floor under a grant: ${CONNECTIONS} connections, ${SECONDS} s per phase, ${availableParallelism()} cores, Node ${process.version}`
      )
      const results = []
      for (const [name, clients, perStatement, statement] of phases) {
        await phase(pool, name, 2, clients, perStatement, statement)
        results.push(await phase(pool, name, SECONDS, clients, perStatement, statement))
      }
      console.log()
      printResults(results)
    } finally {
      await pool.end()
    }
  })
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
