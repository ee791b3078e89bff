import { describe, expect, test } from 'vitest'
import { loginAs } from '../../../cli/tests/helpers.js'
import { rehearsingCreator } from './testSupport.js'

describe('powerdeck live simulate', () => {
  test('a seeded rehearsal: gifts credited (streaks once), chat commands run, the stream ends', async () => {
    const { session } = await rehearsingCreator()
    const result = await session.run(['live', 'simulate', '--rate', '100', '--duration', '1', '--seed', '7', '--json'])
    expect(result.code, result.stderr).toBe(0)
    const summary = result.json()
    expect(summary).toMatchObject({ seed: 7, events: 100 })
    expect(summary.gifts).toBeGreaterThan(0)
    expect(summary.streakSteps).toBeGreaterThan(0)
    expect(summary.gifts + summary.streakSteps + summary.commands + summary.chat + summary.duplicates).toBe(100)

    const gifts = await session.run(['live', 'gifts', '--limit', '100', '--json'])
    expect(gifts.json().gifts).toHaveLength(summary.gifts)
    const status = await session.run(['live', 'status', '--json'])
    expect(status.json().status).toMatchObject({ isConnected: false, isLive: false })
  })

  test('--battle-items: TikTok battle cards go through the boosters module, each counted', async () => {
    const { session } = await rehearsingCreator()
    const args = ['live', 'simulate', '--rate', '100', '--duration', '2', '--seed', '11', '--battle-items', '--json']
    const result = await session.run(args)
    expect(result.code, result.stderr).toBe(0)
    const summary = result.json()
    expect(summary.battleItems).toBeGreaterThan(0)
    expect(
      summary.gifts + summary.streakSteps + summary.commands + summary.chat + summary.duplicates + summary.battleItems
    ).toBe(200)
    // Awarded cards made players of the viewers (one unit each, or used since).
    const players = await session.run(['players', 'list', '--json'])
    expect(players.code, players.stderr).toBe(0)
    expect(players.json().players.length).toBeGreaterThan(0)
  })

  test('the same seed replays the same stream', async () => {
    const first = await rehearsingCreator()
    const second = await rehearsingCreator()
    const run = (session: typeof first.session) =>
      session
        .run(['live', 'simulate', '--rate', '100', '--duration', '1', '--seed', '42', '--json'])
        .then((r) => r.json())
    const [a, b] = [await run(first.session), await run(second.session)]
    expect({ ...a, runId: undefined }).toEqual({ ...b, runId: undefined })
  })

  test('refused for moderators (creator only) and for a creator whose driver is TikTok', async () => {
    const moderator = await loginAs('moderator')
    expect((await moderator.run(['live', 'simulate', '--duration', '1'])).code).toBe(1)
    const { session } = await rehearsingCreator()
    await session.run(['live', 'driver', 'tiktok'])
    const refused = await session.run(['live', 'simulate', '--duration', '1'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe("Error: The simulator is not this creator's live driver\n")
  })
})
