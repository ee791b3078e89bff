import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck powerups list', () => {
  test('one row per holding, soonest expiry first; --player and --type (any spelling) filter', async () => {
    const creator = await loginAs('creator')
    const name = unique('Lister')
    await creator.run(['players', 'add', name])
    await creator.run(['powerups', 'grant', name, 'TIME_MAKER', '--count', '2', '--days', '1'])
    const result = await creator.run(['powerups', 'list', '--player', name, '--json'])
    expect(result.code, result.stderr).toBe(0)
    const rows = result.json().powerups
    expect(rows.map((h: any) => [h.type, h.count, h.playerName])).toEqual([
      ['time-maker', 2, name],
      ['glove', 2, name],
      ['mist', 1, name],
    ])
    const table = await creator.run(['powerups', 'list', '--player', name, '--type', 'timemaker'])
    const [header, row, footer] = table.stdout.trimEnd().split('\n')
    expect(header.split(/\s{2,}/)).toEqual(['PLAYER', 'TYPE', 'COUNT', 'EXPIRES', 'GRANTED BY', 'HOLDING'])
    expect(row).toMatch(
      new RegExp(`^${name}\\s+Time Maker\\s+2\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+Demo Creator\\s+\\d+$`)
    )
    expect(footer).toBe('2 powerups available')
  })

  test('an unknown type is a usage error; nothing matching says so', async () => {
    const creator = await loginAs('creator')
    const bad = await creator.run(['powerups', 'list', '--type', 'rocket'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain(
      'Unknown powerup type. Use one of: glove, mist, time-maker, stun-hammer, no2-booster, no3-booster.'
    )
    const none = await creator.run(['powerups', 'list', '--player', 'no-such-player-anywhere'])
    expect(none.stdout).toBe('No powerups match\n')
  })
})
