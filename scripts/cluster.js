// `npm run cluster [-- --processes N --port P]`: N built app processes on PostgreSQL + Redis on the
// ports P+1…P+N, behind a small round-robin reverse proxy on P (local trials of several processes;
// production runs a real proxy, see docs/operators.md#several-processes). Ctrl-C stops them all.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { Agent, createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { SERVER_NODE_OPTIONS, startServer } from './server.js'

const root = new URL('../', import.meta.url).pathname
const SERVER_ENTRY = join(root, 'build/backend/bin/server.js')
/** What each process runs: the built server, with the production Node options. */
export const PROCESS_ENTRY = [...SERVER_NODE_OPTIONS, SERVER_ENTRY]

/** Headers that describe one hop, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']
/** A process that refused a connection is skipped for this long. */
const DOWN_FOR_MS = 5000

const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)))

/**
 * A round-robin reverse proxy on `port` of `host` to the `targets` (base URLs), SSE-safe: responses
 * are piped as they come (no buffering) and no timeout ends a long stream. A target that refuses a
 * connection is skipped for a few seconds (a stopped process); the request that found it answers 502.
 * Adds X-Forwarded-For/-Proto/-Host, so the processes trust it with TRUSTED_PROXIES=loopback.
 */
export async function startProxy({ port, host = '127.0.0.1', targets }) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
  const downUntil = new Map()
  let next = 0
  const pick = () => {
    for (let tried = 0; tried < targets.length; tried++) {
      const target = targets[next++ % targets.length]
      if ((downUntil.get(target) ?? 0) <= Date.now()) return target
    }
    return targets[next++ % targets.length]
  }

  const server = createServer((incoming, outgoing) => {
    const target = new URL(pick())
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean)
    const upstream = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...withoutHopByHop(incoming.headers),
          'x-forwarded-for': forwardedFor.join(', '),
          'x-forwarded-proto': 'http',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers))
        outgoing.flushHeaders()
        answer.pipe(outgoing)
      }
    )
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') downUntil.set(target.origin, Date.now() + DOWN_FOR_MS)
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(outgoing.headersSent ? undefined : `Bad gateway: ${target.origin} ${error.code ?? error.message}\n`)
    })
    // A client that leaves (an SSE tab closed) closes its upstream stream too.
    outgoing.on('close', () => upstream.destroy())
    incoming.pipe(upstream)
  })
  server.requestTimeout = 0
  server.timeout = 0
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve))
  return {
    url: `http://${host}:${port}`,
    stop: () => {
      agent.destroy()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

/** Runs the cluster until Ctrl-C (or SIGTERM). */
async function main() {
  const { values } = parseArgs({
    options: { processes: { type: 'string', default: '2' }, port: { type: 'string', default: '3333' } },
  })
  const processes = Number(values.processes)
  const port = Number(values.port)
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new Error('--processes: 1 to 32')
  if (!Number.isInteger(port) || port < 1 || port + processes > 65535) throw new Error('--port: a free TCP port')
  if (!existsSync(SERVER_ENTRY)) throw new Error('No build: run `npm run build` first (`npm run cluster` does)')

  const env = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    DB_CONNECTION: 'pg',
    DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/powerdeck',
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    TRUSTED_PROXIES: 'loopback',
  }
  execFileSync(process.execPath, [join(root, 'scripts/ensure-pg-database.js')], { env: { ...process.env, ...env } })
  const logs = mkdtempSync(join(tmpdir(), 'powerdeck-cluster-'))

  // All at once, as a real deployment does: the boot lock makes one migrate and seed.
  const started = await Promise.allSettled(
    Array.from({ length: processes }, (_, index) =>
      startServer({
        entry: PROCESS_ENTRY,
        cwd: root,
        env,
        port: port + 1 + index,
        logFile: join(logs, `app${index + 1}.log`),
      })
    )
  )
  const servers = started.filter((result) => result.status === 'fulfilled').map((result) => result.value)
  const stopAll = () => Promise.allSettled(servers.map((server) => server.stop()))
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  const proxy = await startProxy({ port, targets: servers.map((server) => server.url) })

  console.log(`Powerdeck cluster: ${processes} processes on ${env.DATABASE_URL} and ${env.REDIS_URL}`)
  console.log(`  proxy    ${proxy.url}   (open this one)`)
  servers.forEach((server, index) =>
    console.log(`  app${index + 1}     ${server.url}   log ${logs}/app${index + 1}.log`)
  )
  console.log('Ctrl-C stops them all.')

  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    console.log('Stopping…')
    await proxy.stop()
    await stopAll()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
