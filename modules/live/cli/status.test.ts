import { describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { loginAs, serverUrl } from '../../../cli/tests/helpers.js'
import { rehearsingCreator } from './testSupport.js'

describe('powerdeck live status | connect | disconnect | driver', () => {
  test('status before anything was asked: the username, not connected', async () => {
    const { session, handle } = await rehearsingCreator()
    const result = await session.run(['live', 'status'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`TikTok      @${handle}`)
    expect(result.stdout).toContain('Connected   no')
    const json = await session.run(['live', 'status', '--json'])
    expect(json.json().status).toMatchObject({ tiktokUsername: handle, isConnected: false, isLive: false })
  })

  test('connect while offline is the normal case: saved, exit 0, it connects when they go live', async () => {
    const { session, handle } = await rehearsingCreator()
    const offline = await session.run(['live', 'connect'])
    expect(offline.code, offline.stderr).toBe(0)
    expect(offline.stderr).toBe('')
    expect(offline.stdout).toBe(
      `✔ @${handle} is not live right now. Username saved. Powerdeck connects automatically when you go live.\n`
    )

    const other = `${handle.slice(0, 20)}_new`
    const json = await session.run(['live', 'connect', `@${other}`, '--json'])
    expect(json.code, json.stderr).toBe(0)
    expect(json.json()).toMatchObject({
      connected: false,
      message: 'Username saved. Powerdeck connects automatically when you go live.',
      status: { tiktokUsername: other, isConnected: false, isLive: false },
    })
    expect((await session.run(['live', 'status', '--json'])).json().status.tiktokUsername).toBe(other)
  })

  test('connect while live connects; an invalid username is refused, exit 1', async () => {
    const { session } = await rehearsingCreator()
    const { sessions } = JSON.parse(readFileSync(session.configFile, 'utf8'))
    const goLive = await fetch(`${serverUrl()}/api/live/simulator/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessions[serverUrl()].token}` },
      body: JSON.stringify({ type: 'goLive' }),
    })
    expect(goLive.status).toBe(200)
    await session.run(['live', 'disconnect'])
    const live = await session.run(['live', 'connect', '--json'])
    expect(live.code, live.stderr).toBe(0)
    expect(live.json()).toMatchObject({
      connected: true,
      message: 'Connected to TikTok Live!',
      status: { isConnected: true, isLive: true },
    })

    const invalid = await session.run(['live', 'connect', 'a'])
    expect(invalid.code).toBe(1)
    expect(invalid.stderr).toBe('Error: A TikTok username has 2 to 24 letters, digits, underscores or dots.\n')
  })

  test('a rehearsal connects and ends; disconnect', async () => {
    const { session } = await rehearsingCreator()

    const rehearsal = await session.run(['live', 'simulate', '--rate', '20', '--duration', '1'])
    expect(rehearsal.code, rehearsal.stderr).toBe(0)
    // The rehearsal ended its stream; the driver answers "not live" again.
    expect((await session.run(['live', 'status', '--json'])).json().status.liveStatusMessage).toBe('Stream ended')

    const disconnect = await session.run(['live', 'disconnect'])
    expect(disconnect.code, disconnect.stderr).toBe(0)
    expect(disconnect.stdout).toMatch(/^✔ Disconnected/)
  })

  test('driver shows and switches; moderators and admins are refused', async () => {
    const { session } = await rehearsingCreator()
    expect((await session.run(['live', 'driver'])).stdout).toBe('simulator\n')
    expect((await session.run(['live', 'driver', 'youtube'])).code).toBe(2)
    const moderator = await loginAs('moderator')
    const refused = await moderator.run(['live', 'driver', 'tiktok'])
    expect(refused.code).toBe(1)
    const admin = await loginAs('admin')
    expect((await admin.run(['live', 'status'])).code).toBe(1)
  })
})
