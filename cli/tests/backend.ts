import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const BACKEND_DIR = fileURLToPath(new URL('../../backend/', import.meta.url))
const START_TIMEOUT_MS = 90_000

export interface StartedBackend {
  url: string
  stop(): Promise<void>
}

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
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

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited (${child.exitCode}) before answering:\n${log()}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`The backend did not answer ${url}/api/health within ${START_TIMEOUT_MS / 1000} s:\n${log()}`)
}

/**
 * Starts the real backend from source (TypeScript loader) on a free port with a fresh SQLite
 * DATA_DIR; `demo: true` seeds the demo accounts, `demo: false` is a fresh install without admin.
 */
export async function startBackend(options: { demo: boolean }): Promise<StartedBackend> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'powerdeck-cli-test-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEMO_DATA: String(options.demo),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  }
  // Isolation: always embedded SQLite and the in-memory limiter, whatever the caller's shell has.
  for (const name of ['DB_CONNECTION', 'DATABASE_URL', 'REDIS_URL']) delete env[name]

  const child = spawn(process.execPath, ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    cwd: BACKEND_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  let stopping = false
  // A backend that dies mid-run fails every later test with "connection refused": say why once.
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`The CLI tests' backend exited (${code ?? signal}):\n${output}\n`)
  })

  const stop = async () => {
    stopping = true
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForHealth(url, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
