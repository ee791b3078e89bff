import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { freePort } from '../../tests/backend.js'
import { loginAs, runCli, serverUrl, tokenFor } from '../../tests/helpers.js'

describe('powerdeck logout', () => {
  test('revokes the token on the server and forgets it here', async () => {
    const session = await loginAs('creator')
    const token = JSON.parse(readFileSync(session.configFile, 'utf8')).sessions[serverUrl()].token
    const result = await session.run(['logout'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toBe(`✔ Signed out of ${serverUrl()}\n`)
    expect(JSON.parse(readFileSync(session.configFile, 'utf8')).sessions).toEqual({})

    const revoked = await runCli(['whoami', '--token', token])
    expect(revoked.code).toBe(1)
    expect(revoked.stderr).toContain('Not signed in or session expired')
    const after = await session.run(['whoami'])
    expect(after.code).toBe(1)
  })

  test('with --token it revokes that token and keeps the saved session', async () => {
    const session = await loginAs('admin')
    const other = await tokenFor('creator2')
    const result = await session.run(['logout', '--token', other, '--json'])
    expect(result.json()).toEqual({ success: true, signedOut: true, server: serverUrl() })
    expect((await runCli(['whoami', '--token', other])).code).toBe(1)
    expect((await session.run(['whoami'])).code).toBe(0)
  })

  test('an unreachable server: the saved token is forgotten anyway, with a warning, exit 3', async () => {
    const session = await loginAs('creator2')
    const closed = `http://127.0.0.1:${await freePort()}`
    const config = JSON.parse(readFileSync(session.configFile, 'utf8'))
    config.sessions[closed] = config.sessions[serverUrl()]
    writeFileSync(session.configFile, JSON.stringify(config))

    const result = await session.run(['logout', '--server', closed])
    expect(result.code).toBe(3)
    expect(result.stderr).toContain('Warning: The saved token was removed here, but the server could not revoke it')
    expect(result.stderr).toContain(
      `Error: Cannot reach the Powerdeck server at ${closed}: connection refused (is it running?)`
    )
    expect(JSON.parse(readFileSync(session.configFile, 'utf8')).sessions[closed]).toBeUndefined()
  })

  test('when not signed in it says so and succeeds', async () => {
    const result = await runCli(['logout'])
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(`Not signed in to ${serverUrl()}\n`)
  })
})
