import type { DemoContext } from '#core/modules'
import type { GiftEvent } from '../shared/live.js'
import { setDriver } from './services/live_settings_service.js'
import { ingestGift } from './services/gifts_service.js'

type DemoGift = [uniqueId: string, nickname: string, giftName: string, diamonds: number, count: number]

/** Gifters of the first demo creator: some answer to existing players, some are new. */
const GIFTS: DemoGift[] = [
  ['luna.streams', 'Luna', 'Rose', 1, 12],
  ['nightowl', 'Night Owl', 'Galaxy', 1000, 1],
  ['kenji_live', 'Kenji', 'Finger Heart', 5, 3],
  ['unknown', '', 'Doughnut', 30, 1],
  ['amara.x', 'Amara', 'Corgi', 299, 1],
]

/** The demo creators rehearse on the simulator (watched like every creator with a username); the first has recent gifts. */
export default async function seedLive({ creatorIds }: DemoContext) {
  for (const creatorId of creatorIds) await setDriver(creatorId, 'simulator')
  for (const [index, [uniqueId, nickname, giftName, diamondCount, repeatCount]] of GIFTS.entries()) {
    const event: GiftEvent = {
      type: 'gift',
      msgId: `demo-${index + 1}`,
      uniqueId,
      nickname,
      giftName,
      giftType: diamondCount < 100 ? 1 : 2,
      diamondCount,
      repeatCount,
      repeatEnd: true,
    }
    await ingestGift(creatorIds[0], event)
  }
}
