// Browser suite: builds the app if needed, starts it on a free port with a fresh SQLite database
// and the demo data, runs tests/browser/*.browser.test.ts against it, then stops the server.
// Usage: node scripts/browser-tests.js [--build] [vitest filters…]
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const args = process.argv.slice(2)
const forceBuild = args.includes('--build')
const vitestArgs = args.filter((arg) => arg !== '--build')

function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options })
    child.on('close', (code) => resolve(code ?? 1))
  })
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no answer from ${url}/api/health within ${timeoutMs / 1000} s`)
}

/** Stops the server and everything it started (it leads its own process group). */
async function stop(server) {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  process.kill(-server.pid, 'SIGTERM')
  const killTimer = setTimeout(() => server.exitCode === null && process.kill(-server.pid, 'SIGKILL'), 5_000)
  await exited
  clearTimeout(killTimer)
}

const built = existsSync(join(root, 'build/backend/bin/server.js')) && existsSync(join(root, 'build/web/index.html'))
if (forceBuild || !built) {
  const code = await run('npm', ['run', 'build'])
  if (code !== 0) process.exit(code)
}

const resultsDir = join(root, 'test-results')
mkdirSync(resultsDir, { recursive: true })
const dataDir = mkdtempSync(join(tmpdir(), 'powerdeck-browser-'))
const port = await freePort()
const url = `http://127.0.0.1:${port}`
const log = openSync(join(resultsDir, 'browser-server.log'), 'w')
const server = spawn(process.execPath, ['build/backend/bin/server.js'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', log, log],
  env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'true', PORT: String(port), HOST: '127.0.0.1' },
})
const cleanUp = async () => {
  await stop(server)
  rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().then(() => process.exit(130)))
}

/**
 * The suite drives the demo accounts from one machine far faster than people do, so the
 * per-user API limit (default 100 requests a minute) is raised, not switched off.
 */
async function raiseRateLimit(url) {
  const signIn = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'user', email: 'admin@powerdeck.local', password: 'powerdeck-admin' }),
  })
  const { token } = await signIn.json()
  const update = await fetch(`${url}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ rateLimitRequests: 5000 }),
  })
  if (!update.ok) throw new Error(`could not raise the API rate limit: ${update.status} ${await update.text()}`)
}

let code = 1
try {
  await waitForHealth(url, server)
  await raiseRateLimit(url)
  console.log(`browser tests against ${url} (server log: test-results/browser-server.log)`)
  code = await run('npx', ['vitest', 'run', '--config', 'tests/browser/vitest.config.ts', ...vitestArgs], {
    env: { ...process.env, POWERDECK_URL: url },
  })
} catch (error) {
  console.error(`browser tests: ${error.message}`)
} finally {
  await cleanUp()
}
process.exit(code)
