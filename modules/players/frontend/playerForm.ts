import type { Role } from '@shell'
import { TIKTOK_HANDLE_CHARACTERS } from '@core/shared'
import { playerNameKey, type PlayerDto } from '../shared/players'

/** The name to send, trimmed; null when nothing is left (docs/api/players.md: name required after trimming). */
export function cleanPlayerName(name: string): string | null {
  const trimmed = name.trim()
  return trimmed === '' ? null : trimmed
}

/** Aliases typed as 'a, b, c' (commas or new lines): trimmed, no blanks, no repeats, not the name. */
export function parseAliases(text: string, name = ''): string[] {
  const seen = new Set([playerNameKey(name)])
  const aliases: string[] = []
  for (const alias of text.split(/[,\n]/).map((part) => part.trim())) {
    const key = playerNameKey(alias)
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    aliases.push(alias)
  }
  return aliases
}

export const formatAliases = (aliases: readonly string[]) => aliases.join(', ')

/** Players whose name or an alias contains the search ('Search players...'), sorted by name. */
export function searchPlayers<T extends Pick<PlayerDto, 'name' | 'aliases'>>(
  players: readonly T[],
  search: string
): T[] {
  const needle = playerNameKey(search)
  const matches = needle
    ? players.filter((player) => [player.name, ...player.aliases].some((name) => playerNameKey(name).includes(needle)))
    : [...players]
  return matches.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
}

/**
 * What the signed-in role may do with players (docs/api/players.md), as the server enforces it:
 * creators (and admins impersonating them, who act as the creator) add, edit and delete;
 * moderators edit (with the manage_players permission) but never add or delete.
 */
export function playerAbilities(role: Role | undefined) {
  return {
    add: role === 'CREATOR' || role === 'ADMIN',
    edit: role === 'CREATOR' || role === 'ADMIN' || role === 'MODERATOR',
    delete: role === 'CREATOR' || role === 'ADMIN',
  }
}

/** A TikTok user id as typed: trimmed digits, '' for none, null when it is not one. */
export function cleanTikTokUserId(raw: string): string | null {
  const value = raw.trim()
  return value === '' || /^\d{1,64}$/.test(value) ? value : null
}

/**
 * The handles a player answers to, as TikTok shows them: @name, then @alias…, only those that can
 * be a handle (a display name with a space, such as 'Tester One', is not one).
 */
export const knownHandles = (player: { name: string; aliases: string[] }) =>
  [player.name, ...player.aliases]
    .map((handle) => handle.replace(/^@+/, ''))
    .filter((handle) => TIKTOK_HANDLE_CHARACTERS.test(handle))
    .map((handle) => `@${handle}`)
