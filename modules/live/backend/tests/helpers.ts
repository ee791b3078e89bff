import type { DateTime } from 'luxon'
import { LiveGiftFactory } from '../database/factories/live_gift_factory.js'

/** Live's test surface for other modules' tests: gifts at chosen times. */
export { LiveGiftFactory }

/** One credited gift row: `count` gifts worth `diamonds` in all, from `gifter` (null: unnamed), at `when`. */
export function giftAt(creatorId: number, gifter: string | null, count: number, diamonds: number, when: DateTime) {
  return LiveGiftFactory.merge({
    creatorId,
    gifterUsername: gifter,
    giftCount: count,
    diamondValue: diamonds,
    receivedAt: when,
  }).create()
}

/** What other modules' tests drive the live pipeline with (the stand-in, the simulator, the batcher). */
export { eventually, gift, goLive, isolateLiveTests, jsonOf, makeLiveCreator, simulate } from './helpers/live.js'
export { TiktokStandIn, type StandInGift } from './helpers/tiktok_standin.js'
export { TiktokDriver } from '../drivers/tiktok_driver.js'
export { ConnectionManager } from '../services/connection_manager.js'
export { handleLiveEvent, liveRecords } from '../services/live_service.js'
export { giftsSettled } from '../services/gifts_service.js'
export { liveSessionWrites } from '../services/live_sessions_service.js'
export { GiftBatcher, type GiftRow } from '../services/gift_ingest.js'
