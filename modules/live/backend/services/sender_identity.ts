import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { Acting } from '#core/acting/acting'
import { resolveTikTokPlayer } from '#modules/players/backend/public'
import { playerNameKey } from '#modules/players/shared/players'
import { isMatchableGifter, type ChatEvent, type GiftEvent } from '../../shared/live.js'

/** Senders (creator, userId) already matched under a handle in this process: handle key, newest last. */
const matched = new Map<string, string>()
const MATCHED_MAX = 10_000

/**
 * The sender of a credited gift or a chat message, matched to the creator's player: the player
 * found by handle gets the sender's TikTok userId, the one found by userId gets a new handle as an
 * alias (players' resolveTikTokPlayer; nobody is created here). A sender already matched under
 * the same handle is skipped; a failure is logged, never the event's. Senders without a userId
 * (nothing to store) or without a usable handle are skipped.
 */
export async function rememberSender(creatorId: number, event: GiftEvent | ChatEvent) {
  if (!event.userId || !isMatchableGifter(event.uniqueId)) return
  const key = `${creatorId}:${event.userId}`
  const handleKey = playerNameKey(event.uniqueId)
  if (matched.get(key) === handleKey) return
  try {
    const found = await db.transaction((trx) =>
      resolveTikTokPlayer(
        Acting.system(creatorId, 'chat'),
        { userId: event.userId, uniqueId: event.uniqueId, nickname: event.nickname },
        { create: false },
        trx
      )
    )
    if (!found) return
    matched.delete(key)
    matched.set(key, handleKey)
    if (matched.size > MATCHED_MAX) matched.delete(matched.keys().next().value!)
  } catch (error) {
    logger.warn({ err: error, creatorId }, 'storing a live sender’s TikTok identity failed')
  }
}
