/**
 * The live module's push topics (kernel push: core/shared/push.ts). Published on the creator's
 * channel and, for the public overlay page, on the overlay's own channel.
 */
import { pushTopic, type PushMessageOf } from '../../../backend/core/shared/push.js'
import type { GiftDto, LiveStatusDto } from './live.js'

export const LIVE_TOPICS = {
  /** Credited gifts coalesced per creator (at most one message every GIFT_PUSH_INTERVAL_MS), oldest first. */
  gifts: pushTopic<'gifts', { gifts: GiftDto[] }>('gifts'),
  giftsCleared: pushTopic('gifts:cleared'),
  status: pushTopic<'status', { status: LiveStatusDto }>('status'),
}

/** Gifts credited within this window after a push travel together in the next one. */
export const GIFT_PUSH_INTERVAL_MS = 75

/** A message of the live topics (what the CLI and the overlay page read). */
export type LivePushMessage = PushMessageOf<(typeof LIVE_TOPICS)[keyof typeof LIVE_TOPICS]>

/** The channel an overlay page follows, opened with its secret. */
export const overlayChannel = (overlayKey: string) => `overlays/${overlayKey}`
