import logger from '@adonisjs/core/services/logger'
import { publishLive } from '#modules/live/backend/public'
import { MATCHES_TOPIC } from '../../shared/push.js'
import { matchDtoById } from './match_rows.js'

/** Score pushes: at most 2 a second per creator (docs/api/matches.md "Push"). */
const SCORE_PUSH_MS = 500

const lastScorePush = new Map<number, number>()
const pendingScorePush = new Map<number, NodeJS.Timeout>()

/** Publishes the match as it is now (committed) on the creator's `matches` topic and overlay. */
export async function publishMatch(creatorId: number, matchId: number) {
  try {
    const match = await matchDtoById(matchId)
    if (match) await publishLive(creatorId, MATCHES_TOPIC, { match })
  } catch (error) {
    logger.error({ err: error, creatorId, matchId }, 'pushing a match failed')
  }
}

/** A score change: published at once, or at the end of the creator's half second (the latest score). */
export function publishScore(creatorId: number, matchId: number) {
  if (pendingScorePush.has(creatorId)) return
  const wait = (lastScorePush.get(creatorId) ?? 0) + SCORE_PUSH_MS - Date.now()
  const send = () => {
    pendingScorePush.delete(creatorId)
    lastScorePush.set(creatorId, Date.now())
    void publishMatch(creatorId, matchId)
  }
  if (wait <= 0) return send()
  const timer = setTimeout(send, wait)
  timer.unref()
  pendingScorePush.set(creatorId, timer)
}
