/** Test helpers of the live commands; not shipped. */
import { readFileSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough, Writable } from 'node:stream'
import { expect } from 'vitest'
import { run } from '../../../cli/src/program.js'
import { CliSession, serverUrl, tokenFor, unique } from '../../../cli/tests/helpers.js'

/** A fresh creator (made by the demo admin) signed in, rehearsing on the simulator. */
export async function rehearsingCreator() {
  const handle = unique('rehearsal').replace(/-/g, '_').slice(0, 24)
  const email = `${handle}@test.local`
  const password = 'Rehearsal-pass1!'
  const response = await fetch(`${serverUrl()}/api/admin/creators`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor('admin')}` },
    body: JSON.stringify({ name: `Rehearsal ${handle}`, email, tiktokUsername: `@${handle}`, password }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const session = new CliSession()
  const login = await session.run(['login', '--email', email, '--password-stdin'], { stdin: password })
  expect(login.code, login.stderr).toBe(0)
  const driver = await session.run(['live', 'driver', 'simulator'])
  expect(driver.code, driver.stderr).toBe(0)
  return { session, handle, email, password }
}

/** A bearer token of its own for an account (a second session, as a browser signing in). */
export async function signIn(email: string, password: string) {
  const response = await fetch(`${serverUrl()}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await response.json()) as { token?: string; error?: string }
  if (!body.token) throw new Error(`Sign-in as ${email} failed: ${body.error}`)
  return body.token
}

/** The live status as the API answers it to `token`. */
export async function liveStatus(token: string) {
  const response = await fetch(`${serverUrl()}/api/tiktok-optimized/status`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { isLive: boolean; isConnected: boolean }
}

/**
 * Starts `powerdeck <args>` in the background (a follower); `said(text)` resolves once stderr
 * shows `text`, `result` when the run ends.
 */
export function runInBackground(session: CliSession, args: string[], env: Record<string, string | undefined> = {}) {
  const output = { stdout: '', stderr: '' }
  const waiting = new Set<() => void>()
  const capture = (name: keyof typeof output) =>
    new Writable({
      write(chunk, _encoding, done) {
        output[name] += String(chunk)
        waiting.forEach((check) => check())
        done()
      },
    })
  const result = run(args, {
    stdout: capture('stdout'),
    stderr: capture('stderr'),
    stdin: new PassThrough(),
    interactive: false,
    env: { POWERDECK_SERVER: serverUrl(), POWERDECK_CONFIG_DIR: session.configDir, NO_COLOR: '1', ...env },
  }).then((code) => ({ code, ...output }))
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.stderr.includes(text)) return
        waiting.delete(check)
        resolve()
      }
      waiting.add(check)
      check()
      // A run that ends without saying it fails the wait instead of hanging the test.
      result.then(() => {
        if (waiting.delete(check)) reject(new Error(`The run ended without saying "${text}":\n${output.stderr}`))
      })
    })
  return { said, result }
}

/** The bearer token `powerdeck login` saved for the test server in a session's config. */
export function savedToken(session: CliSession): string {
  return JSON.parse(readFileSync(session.configFile, 'utf8')).sessions[serverUrl()].token
}

/**
 * A pass-through proxy to the test server that refuses push streams (HTTP 503), as a proxy
 * without SSE support or a server over its stream caps would: the follower must fall back to polling.
 */
export async function proxyWithoutPush() {
  const target = new URL(serverUrl())
  const proxy = createServer((request, response) => {
    if (request.url?.startsWith('/__transmit/events')) {
      response.writeHead(503, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ success: false, error: 'Push is switched off here' }))
    }
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      }
    )
    request.pipe(forwarded)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => proxy.close(resolve)) }
}
