import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { Acting } from '#core/acting/acting'
import { resolveTikTokPlayer } from '#modules/players/backend/public'
import { playerNameKey } from '#modules/players/shared/players'
import { isMatchableGifter, type ChatEvent, type GiftEvent } from '../../shared/live.js'

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

/**
 * The sender of a credited gift or a chat message, matched to the creator's player: the player
 * found by handle gets the sender's TikTok userId, the one found by userId gets a new handle as an
 * alias (players' resolveTikTokPlayer; nobody is created here). A sender looked up lately under
 * the same handle is skipped (see `seen`); a failure is logged, never the event's. Senders without a userId
 * (nothing to store) or without a usable handle are skipped.
 */
export async function rememberSender(creatorId: number, event: GiftEvent | ChatEvent) {
  if (!event.userId || !isMatchableGifter(event.uniqueId)) return
  const key = `${creatorId}:${event.userId}`
  const handleKey = playerNameKey(event.uniqueId)
  const last = seen.get(key)
  if (last && last.handleKey === handleKey && last.until > Date.now()) return
  try {
    const found = await db.transaction((trx) =>
      resolveTikTokPlayer(
        Acting.system(creatorId, 'chat'),
        { userId: event.userId, uniqueId: event.uniqueId, nickname: event.nickname },
        { create: false },
        trx
      )
    )
    remember(key, handleKey, found ? Infinity : Date.now() + UNMATCHED_TTL_MS)
  } catch (error) {
    logger.warn({ err: error, creatorId }, 'storing a live sender’s TikTok identity failed')
  }
}
