// What the system settings cost each API request. Every authenticated call reads the settings
// (maintenance mode) and, with the rate limit on, consumes one limiter point. Compares, on one
// server started here (TypeScript sources, fresh SQLite, production mode, no Redis):
//   GET /api/health   no token, no settings   (floor)
//   GET /api/auth/me  rate limit off          (token + actor + settings read)
//   GET /api/auth/me  rate limit on           (+ limiter consume)
// Usage: node bench/settings-overhead.mjs [requests per phase, default 3000]
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../', import.meta.url).pathname
const requests = Number(process.argv[2] ?? 3000)
const ADMIN = { name: 'Bench Admin', email: 'bench@bench.local', password: 'Bench-admin-1!' }

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

async function startServer() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'powerdeck-bench-settings-'))
  const env = { ...process.env, NODE_ENV: 'production', APP_KEY: randomBytes(24).toString('hex'), HOST: '127.0.0.1' }
  Object.assign(env, { PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' })
  for (const name of ['DB_CONNECTION', 'DATABASE_URL', 'REDIS_URL']) delete env[name]
  const child = spawn(process.execPath, ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    cwd: `${root}backend`,
    env,
    stdio: 'ignore',
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false
      )
    )
      return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error('The server did not start within 90 s')
}

async function call(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.error}`)
  return json
}

async function phase(base, path, token) {
  for (let i = 0; i < 200; i++) await call(base, 'GET', path, token) // warm-up
  const times = []
  for (let i = 0; i < requests; i++) {
    const started = process.hrtime.bigint()
    await call(base, 'GET', path, token)
    times.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  times.sort((a, b) => a - b)
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2)
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

const server = await startServer()
try {
  await call(server.url, 'POST', '/api/auth/setup', null, ADMIN)
  const { token } = await call(server.url, 'POST', '/api/auth/signin', null, {
    email: ADMIN.email,
    password: ADMIN.password,
  })
  const results = { health: await phase(server.url, '/api/health') }
  await call(server.url, 'PUT', '/api/admin/settings', token, { rateLimitEnabled: false })
  results.meRateLimitOff = await phase(server.url, '/api/auth/me', token)
  await call(server.url, 'PUT', '/api/admin/settings', token, { rateLimitEnabled: true, rateLimitRequests: 100000 })
  results.meRateLimitOn = await phase(server.url, '/api/auth/me', token)
  console.log(`ms per request, ${requests} sequential requests per phase`)
  console.table(results)
} finally {
  await server.stop()
}
