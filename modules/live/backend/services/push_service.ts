import logger from '@adonisjs/core/services/logger'
import { push } from '#core/push/push_service'
import type { PushPayloadArgs } from '#core/shared/push'
import type { GiftDto } from '../../shared/live.js'
import { LIVE_TOPICS, overlayChannel } from '../../shared/push.js'
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

/**
 * Pushes a credited gift to the kiosk and the overlay (after its insert committed). The ingest
 * path calls only this; how gifts travel (one message each, or coalesced) is decided here.
 */
export function queueGiftPush(creatorId: number, gift: GiftDto) {
  publishLive(creatorId, LIVE_TOPICS.gift, { gift }).catch((error) =>
    logger.error({ err: error, creatorId }, 'pushing a gift failed')
  )
}
