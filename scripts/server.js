// Starts the backend for the harnesses that need a real server (browser suite, build checks,
// benchmarks): a free port of 127.0.0.1, wait for /api/health, stop the whole process group.
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { createServer } from 'node:net'

/**
 * Node options of every production server process (npm run serve/start/cluster, the Docker image,
 * the benchmarks): a young generation of 64 MiB semi-spaces instead of V8's 16, so that a request's
 * short-lived objects mostly die before a scavenge. Measured with `ledger-http.js` (bench/README.md's git history): about a
 * quarter less app CPU per request, for ≈ 80 MB more peak RSS. It is read when the process starts, so
 * it is a command-line option, not something the server can set for itself.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=64']

export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * Runs `node <entry…>` in `cwd` with `env` over the process's, on `port` (else a free one) of
 * 127.0.0.1, and waits for `/api/health`; resolves to its url, `stop` and `pid` (to read its memory).
 * Its output goes to `logFile` when given, else it is kept to explain a failed start. The server
 * leads its own process group, so `stop` also ends what it started.
 */
export async function startServer({ entry, cwd, env, port: wantedPort, logFile, timeoutMs = 90_000 }) {
  const port = wantedPort ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const output = logFile ? openSync(logFile, 'w') : 'pipe'
  const child = spawn(process.execPath, entry, {
    cwd,
    detached: true,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', output, output],
  })
  let log = logFile ? `(see ${logFile})` : ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
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
    if (
      await fetch(`${url}/api/health`).then(
        (answer) => answer.ok,
        () => false
      )
    )
      return { url, stop, pid: child.pid }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${log}`)
}
