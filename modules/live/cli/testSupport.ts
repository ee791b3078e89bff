/** Test helpers of the live commands; not shipped. */
import { expect } from 'vitest'
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
  const response = await fetch(`${serverUrl()}/api/tiktok-optimized/status`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as { isLive: boolean; isConnected: boolean }
}
