// Helpers shared by the benchmark scripts: a server of our own on a free loopback port
// (scripts/server.js), a throw-away PostgreSQL database, and JSON calls.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import pg from 'pg'

import { SERVER_NODE_OPTIONS, startServer } from '../scripts/server.js'

export { startServer }

export const root = new URL('../', import.meta.url).pathname

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])
export function loopbackOnly(url) {
  if (!LOOPBACK.has(new URL(url).hostname)) throw new Error(`Refusing a non-loopback target: ${url}`)
}

/** One query on its own connection; resolves to the rows. */
export async function pgQuery(url, sql, values) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows
  } finally {
    await client.end()
  }
}

function adminQuery(url, sql) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  return pgQuery(admin.toString(), sql)
}

/** Drops and recreates the (loopback) database of `url`; resolves to a function that drops it. */
export async function freshPgDatabase(url) {
  loopbackOnly(url)
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Refusing odd database name: ${name}`)
  await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await adminQuery(url, `CREATE DATABASE "${name}"`)
  return () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}

/** A production server on PostgreSQL with no demo data and no Redis (in-process limiter and push). */
export function pgServerEnv(databaseUrl) {
  return {
    NODE_ENV: 'production',
    APP_KEY: randomBytes(24).toString('hex'),
    DB_CONNECTION: 'pg',
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'false',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
  }
}

/** One JSON call; throws on anything but success. */
export async function call(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok || json.success === false)
    throw new Error(`${method} ${path} → ${response.status} ${json.error ?? ''}`)
  return json
}

/** An admin, `count` creators live on the simulator, no API rate limit: each creator's id and token. */
export async function seedLiveCreators(base, count) {
  const password = 'Bench-pass-1!'
  await call(base, 'POST', '/api/auth/setup', null, { name: 'Bench Admin', email: 'admin@bench.local', password })
  const admin = (await call(base, 'POST', '/api/auth/signin', null, { email: 'admin@bench.local', password })).token
  await call(base, 'PUT', '/api/admin/settings', admin, { rateLimitEnabled: false })
  const creators = []
  for (let index = 0; index < count; index++) {
    const email = `creator${index}@bench.local`
    await call(base, 'POST', '/api/admin/creators', admin, {
      name: `Bench ${index}`,
      email,
      tiktokUsername: `@bench_${index}`,
      password,
    })
    const { token, user } = await call(base, 'POST', '/api/auth/signin', null, { email, password })
    await call(base, 'POST', '/api/live/simulator/events', token, { type: 'goLive' })
    creators.push({ id: user.id, token })
  }
  return creators
}

/** Whether the script was run with --built: the compiled server under build/ rather than the TypeScript sources. */
export const built = process.argv.includes('--built')

/**
 * Node options for the server a benchmark starts: the production ones (SERVER_NODE_OPTIONS), then
 * `BENCH_SERVER_NODE_ARGS` (a later option wins), e.g. `"--cpu-prof --cpu-prof-dir=/tmp/prof"` to
 * profile it (the profile is written when the bench stops it), or `--max-semi-space-size=16` for
 * V8's default young generation.
 */
export const serverNodeOptions = [
  ...SERVER_NODE_OPTIONS,
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
]

/**
 * Our server on the PostgreSQL database `databaseUrl`: the build with --built, else the TypeScript
 * sources; `env` adds to (or overrides) the production environment.
 */
export function startPgServer(databaseUrl, { logFile, env = {} } = {}) {
  const builtServer = `${root}build/backend/bin/server.js`
  if (built && !existsSync(builtServer)) throw new Error('No build: run `npm run build` first, or drop --built')
  const entry = built
    ? [...serverNodeOptions, builtServer]
    : [...serverNodeOptions, '--import=ts-node-maintained/register/esm', 'bin/server.ts']
  return startServer({
    entry,
    cwd: built ? `${root}build/backend` : `${root}backend`,
    env: { ...pgServerEnv(databaseUrl), ...env },
    logFile,
  })
}

/** Linux clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100

/** CPU milliseconds (user + system) each process has used so far; a process gone counts 0. */
export function cpuMsByPid(pids) {
  const used = new Map()
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS)
    } catch {
      used.set(pid, 0)
    }
  }
  return used
}

/** CPU milliseconds the whole machine has used so far, all cores (user, nice, system, irq, softirq: /proc/stat). */
export function machineCpuMs() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  return ((user + nice + system + irq + softirq) * 1000) / CLOCK_TICKS
}

/** Stops the server and exits 1 once the run has taken `limitMs`; the caller clears the timer when done. */
export function hardLimit(server, limitMs) {
  return setTimeout(() => {
    console.error(`Benchmark exceeded ${limitMs / 1000} s: stopping`)
    server.stop().finally(() => process.exit(1))
  }, limitMs)
}

/** The p-th percentile (nearest rank) of ascending numbers; NaN when there are none. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN

/** Prints rows as a table, the first row its header: the column `leftColumn` left-aligned, the others right-aligned. */
export function printTable(rows, leftColumn = 0) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  for (const row of rows)
    console.log(row.map((cell, i) => (i === leftColumn ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
}

/**
 * Runs `work` against our server on a fresh (loopback) PostgreSQL database of `url`, stopped
 * after `limitMs` at most; the server stops and the database is dropped afterwards, whatever happens.
 */
export async function withFreshPgServer(url, limitMs, work) {
  const dropDatabase = await freshPgDatabase(url)
  const server = await startPgServer(url)
  loopbackOnly(server.url)
  const killer = hardLimit(server, limitMs)
  try {
    return await work(server)
  } finally {
    clearTimeout(killer)
    await server.stop()
    await dropDatabase()
  }
}

/**
 * CPU (user + system) of the server process and of this database's PostgreSQL backends (from /proc),
 * and of this process, from now until the returned function is called: per request or gift it holds
 * on a shared machine where latencies do not.
 */
export async function cpuMeter(pgUrl, serverPid) {
  const backends = async () =>
    (await pgQuery(pgUrl, 'select pid from pg_stat_activity where datname = current_database()')).map((row) => row.pid)
  const serverBefore = cpuMsByPid([serverPid]).get(serverPid)
  const pgBefore = cpuMsByPid(await backends())
  const benchBefore = process.cpuUsage()
  return async () => {
    const bench = process.cpuUsage(benchBefore)
    let pgMs = 0
    for (const [pid, ms] of cpuMsByPid(await backends())) pgMs += ms - (pgBefore.get(pid) ?? 0)
    const serverMs = cpuMsByPid([serverPid]).get(serverPid) - serverBefore
    return { serverMs, pgMs, benchMs: (bench.user + bench.system) / 1000 }
  }
}
