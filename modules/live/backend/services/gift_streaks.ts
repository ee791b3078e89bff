import { createHash } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import type { GiftEvent } from '../../shared/live.js'

/** A streak whose repeatEnd never came is credited this long after its last frame. */
export const STREAK_TIMEOUT_MS = 15_000

/** Credits a streak's final frame under its stable msgId; answers what became of it. */
export type StreakCredit<Outcome> = (creatorId: number, event: GiftEvent, msgId: string) => Promise<Outcome>

/**
 * A streak's stored msgId: stable across its frames, replays and processes, derived from its groupId
 * and sender, so a late repeatEnd, a replay or another process collides on the unique index.
 */
export function streakMsgId(groupId: string, sender: string) {
  const key = `streak:${groupId}:${sender}`
  return key.length <= 64 ? key : `streak:${createHash('sha256').update(key).digest('hex').slice(0, 56)}`
}

interface OpenStreak {
  creatorId: number
  msgId: string
  last: GiftEvent
  lastFrameAt: number
  /** Fires `timeoutMs` after the first frame, then re-arms until the last frame is that old. */
  timer: NodeJS.Timeout
}

/**
 * TikTok streaks (giftType 1 frames sharing a groupId, the last with repeatEnd): each is credited
 * exactly once, at repeatEnd, or `timeoutMs` after its last frame with its last repeatCount (an orphan).
 */
export class StreakTracker<Outcome extends { outcome: string }> {
  #open = new Map<string, OpenStreak>()
  #timedOut = 0
  timeoutMs = STREAK_TIMEOUT_MS

  constructor(private credit: StreakCredit<Outcome>) {}

  /**
   * One frame of a streak: null while it stays open, the credit's outcome at its end. A frame of an
   * open streak only notes itself (no timer per frame: a storm sends thousands of them a second).
   */
  frame(creatorId: number, event: GiftEvent & { groupId: string }): Promise<Outcome> | null {
    const msgId = streakMsgId(event.groupId, event.userId || event.uniqueId)
    const key = `${creatorId}\u0000${msgId}`
    const open = this.#open.get(key)
    if (event.repeatEnd) {
      if (open) {
        clearTimeout(open.timer)
        this.#open.delete(key)
      }
      return this.credit(creatorId, event, msgId)
    }
    if (open) {
      // Frames may arrive out of order: the highest count seen is the streak's.
      if (event.repeatCount >= open.last.repeatCount) open.last = event
      open.lastFrameAt = Date.now()
      return null
    }
    const streak: OpenStreak = { creatorId, msgId, last: event, lastFrameAt: Date.now(), timer: this.#arm(key) }
    this.#open.set(key, streak)
    return null
  }

  /** Credits the open streaks of a creator (stream end) or of everyone (shutdown) now. */
  async finalise(creatorId?: number) {
    const keys = [...this.#open.entries()].filter(([, open]) => creatorId === undefined || open.creatorId === creatorId)
    await Promise.all(keys.map(([key]) => this.#close(key)))
  }

  stats() {
    return { openStreaks: this.#open.size, streaksTimedOut: this.#timedOut }
  }

  #arm(key: string, delayMs = this.timeoutMs) {
    return setTimeout(() => this.#expire(key), delayMs).unref()
  }

  /** Credits the streak once its last frame is `timeoutMs` old, else waits for the rest. */
  #expire(key: string) {
    const open = this.#open.get(key)
    if (!open) return
    const rest = open.lastFrameAt + this.timeoutMs - Date.now()
    if (rest > 0) open.timer = this.#arm(key, rest)
    else void this.#orphaned(key)
  }

  async #orphaned(key: string) {
    if ((await this.#close(key)) === 'credited') this.#timedOut += 1
  }

  async #close(key: string) {
    const open = this.#open.get(key)
    if (!open) return null
    clearTimeout(open.timer)
    this.#open.delete(key)
    try {
      return (await this.credit(open.creatorId, open.last, open.msgId)).outcome
    } catch (error) {
      logger.error({ err: error, creatorId: open.creatorId }, 'crediting an unfinished streak failed')
      return null
    }
  }
}
