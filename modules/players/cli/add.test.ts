import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck players add', () => {
  test('adds a player with aliases and the starter pack', async () => {
    const creator = await loginAs('creator')
    const name = unique('Viewer')
    const result = await creator.run(['players', 'add', name, '--alias', `${name}_tv`, 'vee'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(
      new RegExp(`^✔ Added player ${name} \\(id \\d+\\)\\nStarter pack: Glove ×2, Mist ×1\\n$`)
    )
    const listed = await creator.run(['players', 'list', '--search', name, '--json'])
    expect(listed.json().players[0]).toMatchObject({ name, aliases: [`${name}_tv`, 'vee'] })
  })

  test('--json answers the new player; a taken name (any case, with @) fails with the server text', async () => {
    const creator = await loginAs('creator')
    const name = unique('Json')
    const result = await creator.run(['players', 'add', name, '--json'])
    expect(result.code, result.stderr).toBe(0)
    const { player } = result.json()
    expect(player.powerups.map((h: any) => [h.type, h.count]).sort()).toEqual([
      ['glove', 2],
      ['mist', 1],
    ])
    const again = await creator.run(['players', 'add', `@${name.toUpperCase()}`])
    expect(again.code).toBe(1)
    expect(again.stderr).toBe('Error: Player already exists\n')
  })

  test('moderators may not add players; a missing name is a usage error', async () => {
    const moderator = await loginAs('moderator')
    const refused = await moderator.run(['players', 'add', unique('ByMod')])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('Error: Only the creator can do this\n')
    const creator = await loginAs('creator')
    const missing = await creator.run(['players', 'add'])
    expect(missing.code).toBe(2)
  })
})
