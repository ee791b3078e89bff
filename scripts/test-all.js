// The one test command (README): backend on SQLite and PostgreSQL, frontend, CLI, the built app,
// and the browser suite. Suites that don't compete for the same resources run side by side.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../', import.meta.url).pathname
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_test'
const results = []

function run(name, command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const collect = (chunk) => {
      output += chunk
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('close', (code) => {
      // japa and vitest both close with a "Tests  N passed | M failed (T)" line.
      // eslint-disable-next-line no-control-regex -- strips terminal colour codes (ESC [ … m)
      const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
      const summary = lines.filter((line) => /^\s*Tests\s/.test(line))
      const sum = (pattern) => summary.reduce((n, line) => n + Number(line.match(pattern)?.[1] ?? 0), 0)
      const result = {
        name,
        code,
        passed: sum(/(\d+) passed/),
        failed: sum(/(\d+) failed/),
        seconds: (Date.now() - started) / 1000,
        // japa marks a failed test with ✖, vitest with × or FAIL: kept for the closing summary.
        failures: [...new Set(lines.filter((line) => /^\s*(✖|×|FAIL\s)/.test(line)).map((line) => line.trim()))],
      }
      results.push(result)
      resolve(result)
    })
  })
}

const backend = (name, env) => run(name, process.execPath, ['ace.js', 'test'], { cwd: join(root, 'backend'), env })

await run('pg-setup', process.execPath, ['scripts/ensure-pg-database.js'], { env: { DATABASE_URL: pgUrl } })
await Promise.all([
  backend('backend:sqlite', { DATA_DIR: mkdtempSync(join(tmpdir(), 'powerdeck-sqlite-')) }),
  // The PostgreSQL run also exercises the Redis-backed limiter and SSE transport.
  backend('backend:pg', {
    DB_CONNECTION: 'pg',
    DATABASE_URL: pgUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  }),
])
await Promise.all([
  run('frontend', 'npm', ['test', '-w', 'frontend']),
  run('cli', 'npm', ['test', '-w', 'cli']),
  // ESLint with the import boundaries (dependency-cruiser), and Prettier.
  run('lint', 'npm', ['run', 'lint']),
  run('format', 'npm', ['run', 'format:check']),
])
const build = await run('build', 'npm', ['run', 'build'])
if (build.code === 0) {
  await run('built-app', 'npx', ['vitest', 'run', '--config', 'tests/build/vitest.config.ts'])
  await run('browser', process.execPath, ['scripts/browser-tests.js'])
}

console.log('\nSuite               result   passed  failed  seconds')
for (const r of results) {
  console.log(
    `${r.name.padEnd(20)}${(r.code === 0 ? 'ok' : 'FAILED').padEnd(9)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${r.seconds.toFixed(1).padStart(9)}`
  )
}
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
const broken = results.filter((r) => r.code !== 0)
console.log(`\n${passed} passed, ${failed} failed`)
if (broken.length) console.log(`Failing steps: ${broken.map((r) => r.name).join(', ')}`)
for (const r of broken) for (const failure of r.failures.slice(0, 20)) console.log(`  [${r.name}] ${failure}`)
process.exit(broken.length ? 1 : 0)
