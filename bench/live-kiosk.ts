// A kiosk for the live benchmarks: follows a creator's push channel through the real Transmit SSE
// (read with fetch, as the CLI does) and hands over every pushed gift.
import { randomUUID } from 'node:crypto'
import { readSse } from '../modules/live/shared/sse.js'
import { creatorChannel } from '../backend/core/shared/push.js'
import type { LivePushMessage } from '../modules/live/shared/push.js'
import type { GiftDto } from '../modules/live/shared/live.js'

export interface KioskCreator {
  id: number
  token: string
}

/** Subscribes as the creator; `onGifts` gets the gifts of each coalesced `gifts` push (one message). */
export async function kiosk(
  base: string,
  creator: KioskCreator,
  onGifts: (gifts: GiftDto[]) => void,
  signal: AbortSignal
) {
  const uid = randomUUID()
  const ticketed = await fetch(`${base}/api/push/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creator.token}` },
  })
  const { ticket } = (await ticketed.json()) as { ticket: string }
  const response = await fetch(`${base}/__transmit/events?uid=${uid}&ticket=${ticket}`, { signal })
  if (response.status !== 200) throw new Error(`the push stream answered ${response.status}`)
  readSse(response.body!, (event) => {
    const message = event.payload as LivePushMessage
    if (message.type === 'gifts') onGifts(message.gifts)
  }).catch(() => undefined)
  // A loaded server may not have registered the stream yet (404): asked again, as a client would.
  for (let attempt = 1; ; attempt++) {
    const subscribed = await fetch(`${base}/__transmit/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.token}` },
      body: JSON.stringify({ uid, channel: creatorChannel(creator.id) }),
    })
    if (subscribed.status === 204) return
    if (subscribed.status !== 404 || attempt === 10) throw new Error(`subscribe answered ${subscribed.status}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
