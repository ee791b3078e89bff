// Browser suite: builds the app if needed, starts it on a free port with a fresh SQLite database
// and the demo data, runs tests/browser/*.browser.test.ts against it, then stops the server.
// Usage: node scripts/browser-tests.js [--build] [vitest filters…]
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from './server.js'

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

const built = existsSync(join(root, 'build/backend/bin/server.js')) && existsSync(join(root, 'build/web/index.html'))
if (forceBuild || !built) {
  const code = await run('npm', ['run', 'build'])
  if (code !== 0) process.exit(code)
}

const resultsDir = join(root, 'test-results')
mkdirSync(resultsDir, { recursive: true })
const dataDir = mkdtempSync(join(tmpdir(), 'powerdeck-browser-'))
let server = null
const cleanUp = async () => {
  await server?.stop()
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
  server = await startServer({
    entry: ['build/backend/bin/server.js'],
    cwd: root,
    // Private webhook targets: the webhooks test's receiver listens on 127.0.0.1.
    env: { NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'true', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
    logFile: join(resultsDir, 'browser-server.log'),
    timeoutMs: 60_000,
  })
  await raiseRateLimit(server.url)
  console.log(`browser tests against ${server.url} (server log: test-results/browser-server.log)`)
  code = await run('npx', ['vitest', 'run', '--config', 'tests/browser/vitest.config.ts', ...vitestArgs], {
    env: { ...process.env, POWERDECK_URL: server.url },
  })
} catch (error) {
  console.error(`browser tests: ${error.message}`)
} finally {
  await cleanUp()
}
process.exit(code)
