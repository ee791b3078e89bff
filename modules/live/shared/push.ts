/**
 * The live module's push topics (kernel push: core/shared/push.ts). Published on the creator's
 * channel and, for the public overlay page, on the overlay's own channel.
 */
import { pushTopic, type PushMessageOf } from '../../../backend/core/shared/push.js'
import type { CommandFeedEntryDto } from './chat_commands.js'
import type { GiftDto, LiveStatusDto } from './live.js'

export const LIVE_TOPICS = {
  gift: pushTopic<'gift', { gift: GiftDto }>('gift'),
  giftsCleared: pushTopic('gifts:cleared'),
  status: pushTopic<'status', { status: LiveStatusDto }>('status'),
  command: pushTopic<'command', { entry: CommandFeedEntryDto }>('command'),
}

/** A message of the live topics (what the CLI and the overlay page read). */
export type LivePushMessage = PushMessageOf<(typeof LIVE_TOPICS)[keyof typeof LIVE_TOPICS]>

/** The channel an overlay page follows, opened with its secret. */
export const overlayChannel = (overlayKey: string) => `overlays/${overlayKey}`
