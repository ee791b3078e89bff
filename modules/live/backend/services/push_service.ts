import { push } from '#core/push/push_service'
import type { PushPayloadArgs } from '#core/shared/push'
import { overlayChannel, type LIVE_TOPICS } from '../../shared/push.js'
import { findSettings } from './live_settings_service.js'

type LiveTopic = (typeof LIVE_TOPICS)[keyof typeof LIVE_TOPICS]

/**
 * Publishes a live message on the creator's channel and on the creator's overlay, which shows
 * every live topic (gifts, clears, command answers, status). Call it only after the change committed.
 */
export async function publishLive<Topic extends LiveTopic>(
  creatorId: number,
  topic: Topic,
  ...payload: PushPayloadArgs<Topic>
) {
  push.publish(creatorId, topic, ...payload)
  const overlayKey = (await findSettings(creatorId))?.overlayKey
  if (overlayKey) push.publishTo(overlayChannel(overlayKey), topic, ...payload)
}
