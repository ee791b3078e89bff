import { describe, expect, it } from 'vitest'
import type { PlayerDto } from '../../players/shared/players'
import { gifterAction, gifterLabel, sharedDisplayNames } from './gifters'

const player = (name: string, aliases: string[] = []): PlayerDto => ({
  id: name.length,
  name,
  aliases,
  isActive: true,
  lastActive: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  isModerator: false,
})

describe('gifterAction', () => {
  const players = [player('LunaStreams', ['@luna.plays']), player('NightOwl')]

  it('matches a name or an alias, case-insensitively, with or without @', () => {
    expect(gifterAction({ gifterUsername: 'LUNA.PLAYS' }, players)).toMatchObject({
      kind: 'addPowerup',
      player: { name: 'LunaStreams' },
    })
    expect(gifterAction({ gifterUsername: '@nightowl' }, players)).toMatchObject({
      kind: 'addPowerup',
      player: { name: 'NightOwl' },
    })
  })

  it('offers Add Player to a new gifter, by the username without @', () => {
    expect(gifterAction({ gifterUsername: '@newfan' }, players)).toEqual({ kind: 'addPlayer', name: 'newfan' })
  })

  it("skips missing and 'unknown' usernames", () => {
    for (const gifterUsername of [null, '', '  ', 'unknown', 'Unknown', '@unknown']) {
      expect(gifterAction({ gifterUsername }, players)).toEqual({ kind: 'none' })
    }
  })
})

describe('gifterLabel', () => {
  it('shows the display name, else the username, else Someone', () => {
    expect(gifterLabel({ gifterDisplayName: 'Luna', gifterUsername: 'luna' })).toBe('Luna')
    expect(gifterLabel({ gifterDisplayName: null, gifterUsername: 'luna' })).toBe('@luna')
    expect(gifterLabel({ gifterDisplayName: null, gifterUsername: null })).toBe('Someone')
  })
})

describe('two gifters with one display name', () => {
  it('show their usernames; a name only one gifter uses stays plain', () => {
    const gifts = [
      { gifterDisplayName: 'Luna', gifterUsername: 'luna' },
      { gifterDisplayName: 'Luna', gifterUsername: 'luna_2' },
      { gifterDisplayName: 'Luna', gifterUsername: 'luna' },
      { gifterDisplayName: 'Kenji', gifterUsername: 'kenji' },
    ]
    const shared = sharedDisplayNames(gifts)
    expect(gifts.map((gift) => gifterLabel(gift, shared))).toEqual([
      'Luna (@luna)',
      'Luna (@luna_2)',
      'Luna (@luna)',
      'Kenji',
    ])
  })
})
