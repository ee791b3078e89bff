import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck players edit', () => {
  test('finds the player by alias, renames, replaces aliases and deactivates', async () => {
    const creator = await loginAs('creator')
    const name = unique('Edit')
    await creator.run(['players', 'add', name, '--alias', 'old_alias_for_edit'])
    const result = await creator.run([
      'players',
      'edit',
      'OLD_ALIAS_FOR_EDIT',
      '--name',
      `${name}_v2`,
      '--alias',
      'fresh',
      '--inactive',
      '--json',
    ])
    expect(result.code, result.stderr).toBe(0)
    expect(result.json().player).toMatchObject({ name: `${name}_v2`, aliases: ['fresh'], isActive: false })
    const human = await creator.run(['players', 'edit', `${name}_v2`, '--clear-aliases', '--active'])
    expect(human.code, human.stderr).toBe(0)
    expect(human.stdout).toMatch(
      new RegExp(`^✔ Updated player ${name}_v2 \\(id \\d+\\)\\nAliases\\s+-\\nStatus\\s+active\\n$`)
    )
  })

  test('nothing to change is a usage error; an unknown player fails', async () => {
    const creator = await loginAs('creator')
    const nothing = await creator.run(['players', 'edit', 'NightOwl_Gamer'])
    expect(nothing.code).toBe(2)
    expect(nothing.stderr).toBe(
      'Error: Nothing to change: give --name, --alias, --clear-aliases, --active or --inactive\n'
    )
    const unknown = await creator.run(['players', 'edit', 'no-such-player-anywhere', '--active'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toBe('Error: Player not found\n')
  })
})
