import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import LiveGift from '../../models/live_gift.js'

let sequence = 0

/**
 * A credited gift written straight to `live_gifts` (no driver, no push), for figures at chosen
 * times. Give it `creatorId`; `diamondValue` is the row's whole value (count included).
 */
export const LiveGiftFactory = factory
  .define(LiveGift, () => ({
    msgId: `test-${Date.now().toString(36)}-${sequence++}`,
    gifterUsername: 'fan' as string | null,
    gifterDisplayName: null,
    giftName: 'Rose',
    giftCount: 1,
    diamondValue: 1,
    receivedAt: DateTime.now(),
    clearedAt: null,
  }))
  .build()
