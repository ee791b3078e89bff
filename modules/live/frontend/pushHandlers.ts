import { onPush } from '@shell'
import type { GiftDto } from '../shared/live'
import { LIVE_TOPICS } from '../shared/push'
import { liveKeys } from './liveApi'

/** How many gifts the kiosk keeps in memory (its list is virtualised): a few seconds of the busiest battle. */
export const KEPT_GIFTS = 500

/**
 * The kiosk's gifts (newest first) with a pushed batch (oldest first) added on top: a gift already
 * listed stays once, and only the newest KEPT_GIFTS are kept.
 */
export function withPushedGifts(gifts: GiftDto[], batch: readonly GiftDto[]): GiftDto[] {
  const listed = new Set(gifts.map((gift) => gift.id))
  const fresh: GiftDto[] = []
  for (let index = batch.length - 1; index >= 0; index--) {
    const gift = batch[index]
    if (listed.has(gift.id)) continue
    listed.add(gift.id)
    fresh.push(gift)
  }
  return fresh.length ? [...fresh, ...gifts].slice(0, KEPT_GIFTS) : gifts
}

/** The live module's pushes applied to its own cached queries: gifts, status. */
export const livePushHandlers = [
  onPush(LIVE_TOPICS.gifts, ({ gifts: batch }, { queryClient }) =>
    queryClient.setQueryData<GiftDto[]>(liveKeys.gifts, (gifts) => gifts && withPushedGifts(gifts, batch))
  ),
  onPush(LIVE_TOPICS.giftsCleared, (_message, { queryClient }) =>
    queryClient.setQueryData<GiftDto[]>(liveKeys.gifts, [])
  ),
  onPush(LIVE_TOPICS.status, ({ status }, { queryClient }) => queryClient.setQueryData(liveKeys.status, status)),
]
