import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck powerups use', () => {
  test('uses the first-expiring unit until none is left', async () => {
    const creator = await loginAs('creator')
    const name = unique('User')
    await creator.run(['players', 'add', name])
    const first = await creator.run(['powerups', 'use', name, 'mist'])
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toMatch(new RegExp(`^✔ Mist has been activated\\.\\n${name} has 0 Mist left · use-\\d+\\n$`))
    const none = await creator.run(['powerups', 'use', name, 'mist'])
    expect(none.code).toBe(1)
    expect(none.stderr).toBe(`Error: No Powerups Available: ${name} has no Mist powerups to use.\n`)
  })

  test('a moderator uses for their creator; --json answers the use and the player', async () => {
    const creator = await loginAs('creator')
    const name = unique('ModUse')
    await creator.run(['players', 'add', name])
    const moderator = await loginAs('moderator')
    const result = await moderator.run(['powerups', 'use', name, 'GLOVE', '--json'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.json().use).toMatchObject({ type: 'glove', source: 'cli', usedByName: 'Demo Moderator' })
    expect(result.json().player.powerups.find((h: any) => h.type === 'glove').count).toBe(1)
  })
})
