// Helpers shared by the benchmark scripts: a server of our own on a free loopback port, a
// throw-away PostgreSQL database, and JSON calls.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import pg from 'pg'

export const root = new URL('../', import.meta.url).pathname

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])
export function loopbackOnly(url) {
  if (!LOOPBACK.has(new URL(url).hostname)) throw new Error(`Refusing a non-loopback target: ${url}`)
}

export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
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
  }
}

/**
 * Starts the backend on a free port of 127.0.0.1 (`entry` run by node in `cwd`, with `env` over
 * the process's) and waits for `/api/health`. The server leads its own process group, so `stop`
 * also ends what it started.
 */
export async function startServer({ entry, cwd, env, timeoutMs = 90_000 }) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, entry, {
    cwd,
    detached: true,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited before answering:\n${log}`)
    if (await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false)) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${log}`)
}

/** One JSON call; throws on anything but success. */
export async function call(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok || json.success === false) throw new Error(`${method} ${path} → ${response.status} ${json.error ?? ''}`)
  return json
}
