import type { DateTime } from 'luxon'
import { LiveGiftFactory } from '../database/factories/live_gift_factory.js'
import { TiktokDriver } from '../drivers/tiktok_driver.js'
import { ConnectionManager } from '../services/connection_manager.js'
import { handleLiveEvent } from '../services/live_pipeline.js'
import type { TiktokStandIn } from './helpers/tiktok_standin.js'

/** Live's test surface for other modules' tests: gifts at chosen times, the TikTok stand-in. */
export { LiveGiftFactory }
export { battleItemStats } from '../drivers/battle_items.js'

/**
 * The real tiktok driver connected through the stand-in to `username`'s room, events going down
 * the live pipeline; the clock is the test's to move (reconnect backoffs). `deps` adds to the
 * manager's (live session records, say).
 */
export async function connectThroughStandIn(
  standIn: TiktokStandIn,
  creatorId: number,
  username: string,
  deps: Partial<ConstructorParameters<typeof ConnectionManager>[0]> = {}
) {
  const clock = { time: Date.now(), now: () => clock.time }
  const manager = new ConnectionManager({ ...deps, clock, onEvent: handleLiveEvent, onStatus: () => undefined })
  const driver = new TiktokDriver({
    signApiUrl: standIn.signApiUrl,
    connectsPerMinute: 100,
    stallTimeoutMs: 60_000,
    connectionOptions: standIn.connectionOptions(),
  })
  standIn.live.set(username, true)
  manager.watch(creatorId, username, driver)
  const outcome = await manager.connectNow(creatorId)
  return { manager, clock, outcome }
}

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
export {
  chat,
  chatModerator,
  eventually,
  gift,
  goLive,
  isolateLiveTests,
  jsonOf,
  makeLiveCreator,
  simulate,
} from './helpers/live.js'
export { TiktokStandIn, type StandInBattleItem, type StandInGift } from './helpers/tiktok_standin.js'
export {
  matchArmies,
  matchFinish,
  matchOpen,
  matchPunishFinish,
  type StandInAnchor,
} from './helpers/tiktok_match_frames.js'
export { matchMessageStats } from '../drivers/match_messages.js'
export { TiktokDriver } from '../drivers/tiktok_driver.js'
export { ConnectionManager } from '../services/connection_manager.js'
export { handleLiveEvent } from '../services/live_pipeline.js'
export { liveRecords } from '../services/live_connections.js'
export { giftsSettled } from '../services/gifts_service.js'
export { closeInterruptedSessions, liveSessionWrites } from '../services/live_sessions_service.js'
export { GiftBatcher } from '../services/gift_ingest.js'
export type { GiftRow } from '../services/gift_batch_writer.js'
