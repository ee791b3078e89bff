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
