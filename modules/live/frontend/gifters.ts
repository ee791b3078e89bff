import { playerAnswersTo, type PlayerDto } from '../../players/shared/players'
import { normalizeTiktokHandle } from '@core/shared'
import { translate } from '@shell'
import { isMatchableGifter, type GiftDto } from '../shared/live'

export type GifterAction =
  { kind: 'addPowerup'; player: PlayerDto } | { kind: 'addPlayer'; name: string } | { kind: 'none' }

/**
 * docs/api/live.md: a gifter who is a player gets 'Add Powerup': the player the server matched the
 * sender to (`playerId`), else, for a gift stored before its sender became a player, the one whose
 * name or alias is the username (any case, with or without @). Another gets 'Add Player'; a missing
 * or 'unknown' username gets nothing.
 */
export function gifterAction(
  gift: Pick<GiftDto, 'gifterUsername' | 'playerId'>,
  players: readonly PlayerDto[]
): GifterAction {
  if (!isMatchableGifter(gift.gifterUsername)) return { kind: 'none' }
  const player =
    players.find((candidate) => candidate.id === gift.playerId) ??
    players.find((candidate) => playerAnswersTo(candidate, gift.gifterUsername!))
  return player
    ? { kind: 'addPowerup', player }
    : { kind: 'addPlayer', name: normalizeTiktokHandle(gift.gifterUsername) }
}

/** 'Luna' or '@luna.plays' or 'Someone' (in the page language). */
export function gifterLabel(
  gift: Pick<GiftDto, 'gifterDisplayName' | 'gifterUsername'>,
  sharedNames?: ReadonlySet<string>
): string {
  const name = gift.gifterDisplayName
  if (name && gift.gifterUsername && sharedNames?.has(name)) return `${name} (@${gift.gifterUsername})`
  return name || (gift.gifterUsername ? `@${gift.gifterUsername}` : translate('live.gifts.someone'))
}

/** Display names that two or more different gifters of the list use: those rows add the username. */
export function sharedDisplayNames(gifts: readonly Pick<GiftDto, 'gifterDisplayName' | 'gifterUsername'>[]) {
  const usernamesByName = new Map<string, Set<string>>()
  for (const { gifterDisplayName: name, gifterUsername: username } of gifts) {
    if (!name || !username) continue
    usernamesByName.set(name, (usernamesByName.get(name) ?? new Set()).add(username))
  }
  return new Set([...usernamesByName].filter(([, usernames]) => usernames.size > 1).map(([name]) => name))
}
