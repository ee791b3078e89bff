import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const BACKEND_DIR = fileURLToPath(new URL('../../', import.meta.url))
// Generous: on a loaded machine a TypeScript boot takes minutes.
const START_TIMEOUT_MS = 240_000

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Ports taken between freePort() and the server's listen (another suite's process) before giving up. */
const PORT_ATTEMPTS = 3

/**
 * A real server process (bin/server.ts, with its start hooks: sweeps, heartbeats…) on a free port
 * and on the test run's own database (DATA_DIR, or DB_CONNECTION/DATABASE_URL/REDIS_URL as the
 * runner has them), for what only a running server does. `env` adds or overrides variables.
 */
export async function startServerProcess(env: Record<string, string> = {}) {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnFreePort(env)
    if (started !== 'port taken') return started
    if (attempt === PORT_ATTEMPTS) throw new Error(`No free port after ${PORT_ATTEMPTS} attempts`)
  }
}

/**
 * startServerProcess on one free port, or 'port taken' when something else bound it first (the
 * server then logs EADDRINUSE and keeps running, with its heartbeats and listeners: it is stopped).
 */
async function startOnFreePort(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      // The test configuration, so it opens the test run's database (SQLite: powerdeck-test.sqlite).
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }

  /** Kills the process at once (SIGKILL: no stop hooks run, as in a crash) and waits for its end. */
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before answering:\n${output}`)
    if (output.includes('EADDRINUSE')) {
      await stop()
      return 'port taken' as const
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false
    )
    if (healthy) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, stop, crash, output: () => output }
}
