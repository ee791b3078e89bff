import logger from '@adonisjs/core/services/logger'
import { push } from '#core/push/push_service'
import type { PushPayloadArgs, PushTopic } from '#core/shared/push'
import type { GiftDto } from '../../shared/live.js'
import { GIFT_PUSH_INTERVAL_MS, LIVE_TOPICS, overlayChannel } from '../../shared/push.js'
import { overlayKeyOf } from './live_settings_service.js'

/** Per creator, the overlay publish still under way (its overlay key is read first). */
const overlayPublishes = new Map<number, Promise<void>>()

/**
 * Publishes a live message on the creator's channel and on the creator's overlay, which shows
 * every live topic (gifts, clears, status) and the boards of OVERLAY_BOARDS (chat commands' own
 * `command` topic). Call it only after the change committed. The overlay gets a creator's messages
 * in the order they were published: each waits for the one before.
 */
export async function publishLive<Topic extends PushTopic>(
  creatorId: number,
  topic: Topic,
  ...payload: PushPayloadArgs<Topic>
) {
  // Gifts still waiting for their message were credited before a clear: they go first, and are cleared too.
  if (topic.name === LIVE_TOPICS.giftsCleared.name) sendWaitingGifts(creatorId)
  push.publish(creatorId, topic, ...payload)
  const published = (overlayPublishes.get(creatorId) ?? Promise.resolve()).then(async () => {
    const overlayKey = await overlayKeyOf(creatorId)
    if (overlayKey) push.publishTo(overlayChannel(overlayKey), topic, ...payload)
  })
  const settled = published.catch(() => {})
  overlayPublishes.set(creatorId, settled)
  void settled.then(() => {
    if (overlayPublishes.get(creatorId) === settled) overlayPublishes.delete(creatorId)
  })
  return published
}

/** A creator's open push window: the gifts that go in its next message, sent when `timer` fires. */
interface GiftWindow {
  waiting: GiftDto[]
  timer: NodeJS.Timeout
}

const giftWindows = new Map<number, GiftWindow>()

function publishGifts(creatorId: number, gifts: GiftDto[]) {
  publishLive(creatorId, LIVE_TOPICS.gifts, { gifts }).catch((error) =>
    logger.error({ err: error, creatorId, gifts: gifts.length }, 'pushing gifts failed')
  )
}

function openWindow(creatorId: number, waiting: GiftDto[], delayMs: number) {
  const timer = setTimeout(() => closeWindow(creatorId), delayMs)
  timer.unref()
  giftWindows.set(creatorId, { waiting, timer })
}

/** Sends the window's gifts, if any, and opens the next window; a window that ends empty leaves none. */
function closeWindow(creatorId: number) {
  const window = giftWindows.get(creatorId)
  if (!window) return
  clearTimeout(window.timer)
  giftWindows.delete(creatorId)
  if (!window.waiting.length) return
  publishGifts(creatorId, window.waiting)
  openWindow(creatorId, [], GIFT_PUSH_INTERVAL_MS)
}

function sendWaitingGifts(creatorId: number) {
  if (giftWindows.get(creatorId)?.waiting.length) closeWindow(creatorId)
}

/**
 * Pushes a credited gift to the kiosk and the overlay (after its insert committed). The ingest
 * path calls only this. Coalesced per creator: after a quiet window a gift goes out at once (with
 * the others of the same commit, in one message); gifts credited within GIFT_PUSH_INTERVAL_MS of a
 * push travel together, oldest first, in one 'gifts' message when that window ends.
 */
export function queueGiftPush(creatorId: number, gift: GiftDto) {
  const window = giftWindows.get(creatorId)
  if (window) window.waiting.push(gift)
  else openWindow(creatorId, [gift], 0)
}

/** Shutdown: sends every waiting gift now and waits until the overlays have them too. */
export async function flushGiftPushes() {
  for (const [creatorId, window] of giftWindows) {
    clearTimeout(window.timer)
    giftWindows.delete(creatorId)
    if (window.waiting.length) publishGifts(creatorId, window.waiting)
  }
  await Promise.all(overlayPublishes.values())
}
