import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck players delete', () => {
  test('asks first; --yes deletes the player for good', async () => {
    const creator = await loginAs('creator')
    const name = unique('Gone')
    await creator.run(['players', 'add', name])
    const kept = await creator.run(['players', 'delete', name], { answers: [['Delete player', 'n']] })
    expect(kept.code).toBe(1)
    expect(kept.stderr).toContain('(3 active powerups)? This will permanently remove the player')
    expect(kept.stderr).toContain('all their powerups, history, and data.')
    expect(kept.stderr).toContain('Error: Cancelled: nothing was deleted')

    const deleted = await creator.run(['players', 'delete', name.toLowerCase(), '--yes', '--json'])
    expect(deleted.code, deleted.stderr).toBe(0)
    expect(deleted.json()).toMatchObject({ success: true, deleted: { name } })
    const listed = await creator.run(['players', 'list', '--search', name, '--json'])
    expect(listed.json().players).toEqual([])
  })

  test('without a terminal it needs --yes; the moderator may not delete', async () => {
    const creator = await loginAs('creator')
    const name = unique('Stay')
    await creator.run(['players', 'add', name])
    const unasked = await creator.run(['players', 'delete', name])
    expect(unasked.code).toBe(2)
    expect(unasked.stderr).toBe('Error: Confirmation needed: pass --yes (no terminal to ask)\n')
    const moderator = await loginAs('moderator')
    const refused = await moderator.run(['players', 'delete', name, '--yes'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('Error: Only the creator can do this\n')
  })
})
