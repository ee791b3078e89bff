import { describe, expect, test } from 'vitest'
import { loginAs } from '../../../cli/tests/helpers.js'

describe('powerdeck players list', () => {
  test('a table of the creator players with status, powerups and a count line', async () => {
    const creator = await loginAs('creator')
    const result = await creator.run(['players', 'list', '--search', 'owl'])
    expect(result.code, result.stderr).toBe(0)
    const [header, row, footer] = result.stdout.trimEnd().split('\n')
    expect(header.split(/\s{2,}/)).toEqual([
      'ID',
      'NAME',
      'ALIASES',
      'STATUS',
      'MOD',
      'POWERUPS',
      'NEXT EXPIRY',
      'LAST ACTIVE',
    ])
    expect(row).toMatch(/NightOwl_Gamer\s+nightowl, Owl\s+active/)
    expect(footer).toBe('1 player')
  })

  test('--json answers the spec shape; filters by status', async () => {
    const creator = await loginAs('creator')
    const all = await creator.run(['players', 'list', '--json'])
    expect(all.code, all.stderr).toBe(0)
    const owl = all.json().players.find((p: any) => p.name === 'NightOwl_Gamer')
    expect(owl).toMatchObject({ aliases: ['nightowl', 'Owl'], isActive: true })
    expect(owl.powerups[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), type: expect.any(String), count: expect.any(Number) })
    )
    const inactive = await creator.run(['players', 'list', '--inactive', '--json'])
    expect(inactive.json().players.map((p: any) => p.name)).toContain('ZeroCool')
    expect(inactive.json().players.every((p: any) => !p.isActive)).toBe(true)
  })

  test('no match says so; --active with --inactive is a usage error', async () => {
    const creator = await loginAs('creator')
    const none = await creator.run(['players', 'list', '--search', 'no-such-player-anywhere'])
    expect(none.code).toBe(0)
    expect(none.stdout).toBe('No players found\n')
    const both = await creator.run(['players', 'list', '--active', '--inactive'])
    expect(both.code).toBe(2)
    expect(both.stderr).toBe('Error: Use --active or --inactive, not both\n')
  })

  test('creators see only their own players; an admin must impersonate', async () => {
    const second = await loginAs('creator2')
    const result = await second.run(['players', 'list', '--json'])
    const names = result.json().players.map((p: any) => p.name)
    expect(names).toContain('TacoTuesday')
    expect(names).not.toContain('NightOwl_Gamer')
    const admin = await loginAs('admin')
    const refused = await admin.run(['players', 'list'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('Error: This action needs a creator context (impersonate a creator)\n')
  })
})
