import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Acting } from '#core/acting/acting'
import {
  creatorUserKey,
  possibleTikTokPlayers,
  resolveTikTokPlayer,
  settledTikTokPlayers,
  type CreatorTikTokIdentity,
  type TikTokIdentity,
} from '#modules/players/backend/public'
import { playerNameKey } from '#modules/players/shared/players'
import { isMatchableGifter, type ChatEvent } from '../../shared/live.js'
import type { GiftSender } from '../extension_points.js'

/**
 * Senders (creator, userId) this process looked up under a handle, newest last: matched ones until
 * they show another handle, unmatched ones (most viewers are nobody's player) for a minute, so a
 * chat storm costs one lookup per sender and not one per message.
 */
const seen = new Map<string, { handleKey: string; until: number }>()
const SEEN_MAX = 10_000
const UNMATCHED_TTL_MS = 60_000

function remember(key: string, handleKey: string, until: number) {
  seen.delete(key)
  seen.set(key, { handleKey, until })
  if (seen.size > SEEN_MAX) seen.delete(seen.keys().next().value!)
}

/**
 * A player of the creator was added, renamed or merged (this process): their unmatched senders are
 * looked up again at their next message. Another process's change reaches this cache within a minute.
 */
export function playersChangedForSenders(creatorId: number) {
  const prefix = `${creatorId}:`
  for (const [key, entry] of seen) if (key.startsWith(prefix) && entry.until !== Infinity) seen.delete(key)
}

/** Senders gathered for one lookup: up to this long, and this many per creator per round. */
const GATHER_MS = 50
const LOOKUP_CHUNK = 500

interface WaitingSender {
  identity: TikTokIdentity
  handleKey: string
  done: (() => void)[]
}
/** Senders waiting for the next lookup, per creator, by `creatorId:userId` (the latest handle wins). */
let waiting = new Map<number, Map<string, WaitingSender>>()
let timer: NodeJS.Timeout | null = null

/**
 * The sender of a chat message, matched to the creator's player (a gift's sender is matched by its
 * batch, see giftSenderPlayers): the player
 * found by handle gets the sender's TikTok userId, the one found by userId gets a new handle as an
 * alias (players' resolveTikTokPlayer; nobody is created here). Senders are gathered for 50 ms and
 * looked up together (two indexed reads), and only those who may be a player get a transaction: a
 * storm of viewers who are nobody's player costs a few reads, not one transaction each. A sender
 * looked up lately under the same handle is skipped (see `seen`); a failure is logged, never the
 * event's. Senders without a userId (nothing to store) or without a usable handle are skipped.
 * Resolves once the sender is looked up.
 */
export function rememberSender(creatorId: number, event: ChatEvent): Promise<void> {
  if (!event.userId || !isMatchableGifter(event.uniqueId)) return Promise.resolve()
  const key = `${creatorId}:${event.userId}`
  const handleKey = playerNameKey(event.uniqueId)
  const last = seen.get(key)
  if (last && last.handleKey === handleKey && last.until > Date.now()) return Promise.resolve()
  const senders = waiting.get(creatorId) ?? new Map<string, WaitingSender>()
  waiting.set(creatorId, senders)
  const identity = { userId: event.userId, uniqueId: event.uniqueId, nickname: event.nickname }
  const sender: WaitingSender = senders.get(key) ?? { identity, handleKey, done: [] }
  Object.assign(sender, { identity, handleKey })
  senders.set(key, sender)
  timer ??= setTimeout(() => void lookUpWaiting(), GATHER_MS)
  return new Promise((resolve) => sender.done.push(resolve))
}

/** One round: every creator's waiting senders together, so a round costs the same reads for one room or many. */
async function lookUpWaiting() {
  const round = [...waiting].flatMap(([creatorId, senders]) =>
    [...senders].map(([key, sender]) => ({ creatorId, key, sender }))
  )
  waiting = new Map()
  timer = null
  for (let start = 0; start < round.length; start += LOOKUP_CHUNK)
    await lookUp(round.slice(start, start + LOOKUP_CHUNK))
}

async function lookUp(senders: { creatorId: number; key: string; sender: WaitingSender }[]) {
  try {
    const possible = await possibleTikTokPlayers(
      senders.map(({ creatorId, sender }) => ({ ...sender.identity, creatorId }))
    )
    for (const [index, { creatorId, key, sender }] of senders.entries()) {
      try {
        const found =
          possible.has(index) &&
          (await db.transaction((trx) =>
            resolveTikTokPlayer(Acting.system(creatorId, 'chat'), sender.identity, { create: false }, trx)
          ))
        remember(key, sender.handleKey, found ? Infinity : Date.now() + UNMATCHED_TTL_MS)
      } catch (error) {
        logger.warn({ err: error, creatorId }, 'storing a live sender’s TikTok identity failed')
      }
    }
  } catch (error) {
    logger.warn({ err: error }, 'looking up live senders’ TikTok identities failed')
  } finally {
    for (const { sender } of senders) for (const done of sender.done) done()
  }
}

/** A TikTok userId players can store (digits); another is no identity to match. */
const storableUserId = (userId: string | null) => (userId && /^\d{1,64}$/.test(userId) ? userId : null)

/** A sender's key among a creator's senders: their userId, else their handle's key. */
const senderKey = (creatorId: number, sender: GiftSender) =>
  `${creatorId}:${storableUserId(sender.userId) ?? `@${playerNameKey(sender.uniqueId)}`}`

/** A gift's sender and the creator whose stream it came to. */
export interface CreatorGiftSender {
  creatorId: number
  sender: GiftSender
}

/**
 * The players a batch's gift senders are (of every creator in the batch), resolved once for the
 * batch inside its transaction, by the rule every reader of a gift then shares (players'
 * resolveTikTokPlayer, nobody created): the players already linked to their userId in one read
 * (settledTikTokPlayers), the others only when they may be a player (possibleTikTokPlayers' two
 * reads; then the player found by handle gets the userId, the one found by userId a new handle as an
 * alias). The reads are the same for one room or many. A sender found to be nobody's player is not
 * looked up again for a minute (see `seen`). Answers player ids by senderKey; a sender missing is
 * nobody's player (or has no usable handle).
 */
export async function giftSenderPlayers(senders: CreatorGiftSender[], trx: TransactionClientContract) {
  const found = new Map<string, number>()
  const wanted = new Map<string, CreatorTikTokIdentity & { userId: string | null }>()
  for (const { creatorId, sender } of senders) {
    if (!isMatchableGifter(sender.uniqueId)) continue
    wanted.set(senderKey(creatorId, sender), { ...sender, creatorId, userId: storableUserId(sender.userId) })
  }
  if (!wanted.size) return found
  const settled = await settledTikTokPlayers([...wanted.values()], trx)
  const rest: [string, CreatorTikTokIdentity][] = []
  for (const [key, identity] of wanted) {
    const player = identity.userId ? settled.get(creatorUserKey(identity.creatorId, identity.userId)) : undefined
    const last = seen.get(key)
    const unmatchedLately =
      last && last.until !== Infinity && last.until > Date.now() && last.handleKey === playerNameKey(identity.uniqueId)
    if (player) found.set(key, player.id)
    else if (!unmatchedLately) rest.push([key, identity])
  }
  if (!rest.length) return found
  const possible = await possibleTikTokPlayers(
    rest.map(([, identity]) => identity),
    trx
  )
  for (const [index, [key, identity]] of rest.entries()) {
    const handleKey = playerNameKey(identity.uniqueId)
    try {
      const resolved = possible.has(index)
        ? await resolveTikTokPlayer(Acting.system(identity.creatorId, 'gift'), identity, { create: false }, trx)
        : null
      if (resolved) found.set(key, resolved.player.id)
      remember(key, handleKey, resolved ? Infinity : Date.now() + UNMATCHED_TTL_MS)
    } catch (error) {
      logger.warn({ err: error, creatorId: identity.creatorId }, 'matching a gift sender to a player failed')
    }
  }
  return found
}

/** The player id giftSenderPlayers found for a sender, or null. */
export const senderPlayerId = (found: Map<string, number>, creatorId: number, sender: GiftSender) =>
  found.get(senderKey(creatorId, sender)) ?? null
