import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { GiftDto } from '../shared/live'
import { LIVE_TOPICS } from '../shared/push'
import { liveKeys } from './liveApi'
import { KEPT_GIFTS, livePushHandlers } from './pushHandlers'

const gift = (id: number): GiftDto => ({
  id,
  gifterUsername: `fan_${id}`,
  gifterDisplayName: null,
  giftName: 'Rose',
  giftCount: 1,
  diamondValue: 1,
  timestamp: new Date(1_700_000_000_000 + id).toISOString(),
})
/** Gifts `from`..`to` as the server sends a batch: oldest first. */
const batch = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => gift(from + index))
const ids = (gifts: GiftDto[] | undefined) => gifts?.map((listed) => listed.id)

function kioskCache(listed: GiftDto[] | undefined) {
  const queryClient = new QueryClient()
  if (listed) queryClient.setQueryData(liveKeys.gifts, listed)
  const handler = livePushHandlers.find((entry) => entry.topic === LIVE_TOPICS.gifts)!
  return {
    push: (gifts: GiftDto[]) => handler.handle({ type: 'gifts', gifts } as never, { queryClient }),
    gifts: () => queryClient.getQueryData<GiftDto[]>(liveKeys.gifts),
  }
}

describe("the kiosk's 'gifts' push handler", () => {
  it('puts a batch on top, newest first', () => {
    const kiosk = kioskCache([gift(2), gift(1)])
    kiosk.push(batch(3, 5))
    expect(ids(kiosk.gifts())).toEqual([5, 4, 3, 2, 1])
  })

  it('lists a gift once: one already listed or repeated in the batch is skipped', () => {
    const kiosk = kioskCache([gift(3), gift(2), gift(1)])
    kiosk.push([gift(2), gift(3), gift(4), gift(4), gift(5)])
    expect(ids(kiosk.gifts())).toEqual([5, 4, 3, 2, 1])
    const before = kiosk.gifts()
    kiosk.push([gift(5)])
    expect(kiosk.gifts(), 'nothing new: the same list, no re-render').toBe(before)
  })

  it(`keeps only the newest ${KEPT_GIFTS} gifts`, () => {
    const kiosk = kioskCache([])
    for (let first = 1; first <= 1_200; first += 75) kiosk.push(batch(first, first + 74))
    const kept = ids(kiosk.gifts())!
    expect(kept).toHaveLength(KEPT_GIFTS)
    expect(kept[0]).toBe(1_200)
    expect(kept[KEPT_GIFTS - 1]).toBe(1_200 - KEPT_GIFTS + 1)
  })

  it('leaves a list not loaded yet alone (its first fetch brings the latest)', () => {
    const kiosk = kioskCache(undefined)
    kiosk.push(batch(1, 3))
    expect(kiosk.gifts()).toBeUndefined()
  })
})
