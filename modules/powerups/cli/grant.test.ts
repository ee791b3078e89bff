import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck powerups grant', () => {
  test('grants units to a player by alias, recorded as from the CLI', async () => {
    const creator = await loginAs('creator')
    const name = unique('Granted')
    await creator.run(['players', 'add', name, '--alias', `${name}_alias`])
    const result = await creator.run(['powerups', 'grant', `@${name}_alias`, 'hammer', '--count', '3', '--days', '2'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(
      new RegExp(`^✔ Granted 3 Stun Hammer to ${name}\\.\\nExpires \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d · grant-\\d+\\n$`)
    )
    const json = await creator.run(['powerups', 'grant', name, 'no2', '--json'])
    expect(json.code, json.stderr).toBe(0)
    expect(json.json().holding).toMatchObject({
      type: 'no2-booster',
      count: 1,
      source: 'cli',
      grantedByName: 'Demo Creator',
    })
    expect(json.json().player.name).toBe(name)
  })

  test("the server's refusals: count out of range, unknown player, another creator's player", async () => {
    const creator = await loginAs('creator')
    const tooMany = await creator.run(['powerups', 'grant', 'NightOwl_Gamer', 'glove', '--count', '11'])
    expect(tooMany.code).toBe(1)
    expect(tooMany.stderr).toBe('Error: Count must be between 1 and 10\n')
    const unknown = await creator.run(['powerups', 'grant', 'no-such-player-anywhere', 'glove'])
    expect(unknown.stderr).toBe('Error: Player not found\n')
    const second = await loginAs('creator2')
    const foreign = await second.run(['powerups', 'grant', 'NightOwl_Gamer', 'glove'])
    expect(foreign.code).toBe(1)
    expect(foreign.stderr).toBe('Error: Player not found\n')
    expect((await creator.run(['powerups', 'grant', 'NightOwl_Gamer', 'laser'])).code).toBe(2)
  })
})
