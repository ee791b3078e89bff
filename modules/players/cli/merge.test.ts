import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck players merge', () => {
  test('merges the second player into the first: names become aliases, the second is gone', async () => {
    const creator = await loginAs('creator')
    const keep = unique('Keep')
    const drop = unique('Drop')
    await creator.run(['players', 'add', keep])
    await creator.run(['players', 'add', drop, '--alias', `${drop}_tt`])
    const merged = await creator.run(['players', 'merge', keep, `@${drop}_tt`, '--json'])
    expect(merged.code, merged.stderr).toBe(0)
    const body = merged.json()
    expect(body.success).toBe(true)
    expect(body.merged.name).toBe(drop)
    expect(body.player).toMatchObject({ name: keep, aliases: [drop, `${drop}_tt`] })

    const list = await creator.run(['players', 'list', '--json'])
    const names = list.json().players.map((player: { name: string }) => player.name)
    expect(names).toContain(keep)
    expect(names).not.toContain(drop)
  })

  test('human output; into itself and unknown players fail with a clear message', async () => {
    const creator = await loginAs('creator')
    const keep = unique('Stay')
    const drop = unique('Go')
    await creator.run(['players', 'add', keep])
    await creator.run(['players', 'add', drop])
    const human = await creator.run(['players', 'merge', keep, drop])
    expect(human.code, human.stderr).toBe(0)
    expect(human.stdout).toMatch(
      new RegExp(`^✔ Merged ${drop} into ${keep} \\(id \\d+\\)\\nAliases\\s+${drop}\\nTikTok user\\s+-\\n$`)
    )
    const self = await creator.run(['players', 'merge', keep, drop])
    expect(self.code).toBe(1)
    expect(self.stderr).toBe('Error: A player cannot be merged into themself\n')
    const unknown = await creator.run(['players', 'merge', keep, 'no-such-player-anywhere'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toBe('Error: Player not found: no-such-player-anywhere\n')
    const usage = await creator.run(['players', 'merge', keep])
    expect(usage.code).toBe(2)
  })
})
