import { describe, expect, it } from 'vitest'
import { cleanPlayerName, knownHandles, parseAliases, playerAbilities, searchPlayers } from './playerForm'

describe('player name (required after trimming)', () => {
  it('refuses blank names', () => {
    expect(cleanPlayerName('')).toBeNull()
    expect(cleanPlayerName('   ')).toBeNull()
    expect(cleanPlayerName('\t\n')).toBeNull()
  })

  it('trims the name it keeps', () => {
    expect(cleanPlayerName('  alice ')).toBe('alice')
  })
})

describe('aliases', () => {
  it('splits on commas and new lines, drops blanks, repeats and the name itself', () => {
    expect(parseAliases('ali, @Ali ,\nA.L., , alice', 'Alice')).toEqual(['ali', 'A.L.'])
  })

  it('is empty for an empty field', () => {
    expect(parseAliases('   ')).toEqual([])
  })
})

describe('search players', () => {
  const players = [
    { name: 'zoe', aliases: ['zz_top'] },
    { name: 'Alice', aliases: [] },
    { name: 'bob', aliases: ['@builder'] },
  ]

  it('matches name or alias, case-insensitively and with or without @', () => {
    expect(searchPlayers(players, 'ALI').map((player) => player.name)).toEqual(['Alice'])
    expect(searchPlayers(players, 'top').map((player) => player.name)).toEqual(['zoe'])
    expect(searchPlayers(players, '@build').map((player) => player.name)).toEqual(['bob'])
  })

  it('lists everyone by name without a search, nobody for a miss', () => {
    expect(searchPlayers(players, ' ').map((player) => player.name)).toEqual(['Alice', 'bob', 'zoe'])
    expect(searchPlayers(players, 'nobody')).toEqual([])
  })
})

describe('player abilities by role', () => {
  it('lets creators and admins add and delete, moderators only edit', () => {
    expect(playerAbilities('CREATOR')).toEqual({ add: true, edit: true, delete: true })
    expect(playerAbilities('ADMIN')).toEqual({ add: true, edit: true, delete: true })
    expect(playerAbilities('MODERATOR')).toEqual({ add: false, edit: true, delete: false })
  })
})

describe('known handles (Edit Player)', () => {
  it('lists the name and aliases that can be TikTok handles, with one @', () => {
    expect(knownHandles({ name: 'Tester One', aliases: ['@t1', 'tester', 'Mr. T'] })).toEqual(['@t1', '@tester'])
    expect(knownHandles({ name: 'Display Name', aliases: [] })).toEqual([])
  })
})
