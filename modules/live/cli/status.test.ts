import { describe, expect, test } from 'vitest'
import { loginAs } from '../../../cli/tests/helpers.js'
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

  test("connect while not live fails with the spec's message; a rehearsal connects and ends; disconnect", async () => {
    const { session } = await rehearsingCreator()
    const offline = await session.run(['live', 'connect'])
    expect(offline.code).toBe(1)
    expect(offline.stderr).toBe('Error: User is not currently live on TikTok\n')

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
