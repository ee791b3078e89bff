import { afterEach, describe, expect, it, vi } from 'vitest'
import { creatorChannelOf, pushTopic } from '../../../../backend/core/shared/push'
import { sampleUser, storeSession } from '../../test/utils'
import { PushConnection, type TransmitFactory } from './pushConnection'

const giftsCleared = pushTopic('gifts:cleared')
const gift = pushTopic<'gift', { gift: { id: number } }>('gift')

/** A Transmit stand-in that records what the channel asks of it. */
function fakeTransmit() {
  const created: {
    options: Parameters<TransmitFactory>[0]
    events: Map<string, () => void>
    closed: boolean
    channel?: string
    deliver?: (m: unknown) => void
  }[] = []
  const factory = ((options: Parameters<TransmitFactory>[0]) => {
    const record = { options, events: new Map<string, () => void>(), closed: false } as (typeof created)[number]
    created.push(record)
    return {
      on: (event: string, callback: () => void) => record.events.set(event, callback),
      subscription: (channel: string) => {
        record.channel = channel
        return {
          onMessage: (handler: (m: unknown) => void) => {
            record.deliver = handler
            return () => (record.deliver = undefined)
          },
          create: async () => undefined,
        }
      },
      close: () => (record.closed = true),
    }
  }) as unknown as TransmitFactory
  return { created, factory }
}

afterEach(() => vi.unstubAllGlobals())

describe('creatorChannelOf', () => {
  it("a creator follows their own channel, a moderator their creator's, an admin none", () => {
    expect(creatorChannelOf(sampleUser('CREATOR'))).toBe('creators/2')
    expect(creatorChannelOf(sampleUser('MODERATOR'))).toBe('creators/2')
    expect(creatorChannelOf(sampleUser('ADMIN'))).toBeNull()
    expect(creatorChannelOf(null)).toBeNull()
  })
})

describe('PushConnection', () => {
  it('one connection for all topics and listeners; bearer token on subscribe; status follows the stream', () => {
    vi.stubGlobal('EventSource', class {})
    storeSession(sampleUser('CREATOR'), 'token-a')
    const { created, factory } = fakeTransmit()
    const connection = new PushConnection(factory)
    const cleared: unknown[] = []
    const gifts: unknown[] = []
    const statuses: boolean[] = []
    const stopCleared = connection.subscribe(giftsCleared, (m) => cleared.push(m))
    const stopStatus = connection.watchStatus((c) => statuses.push(c))
    const stopGifts = connection.subscribe(gift, (m) => gifts.push(m.gift.id))
    expect(created).toHaveLength(1)
    expect(created[0].channel).toBe('creators/2')

    const request = new Request('http://localhost/__transmit/subscribe', { method: 'POST' })
    created[0].options.beforeSubscribe!(request)
    expect(request.headers.get('Authorization')).toBe('Bearer token-a')
    const leaving = new Request('http://localhost/__transmit/unsubscribe', { method: 'POST' })
    created[0].options.beforeUnsubscribe!(leaving)
    expect(leaving.headers.get('Authorization')).toBe('Bearer token-a')

    created[0].options.onSubscription!('creators/2')
    created[0].deliver!({ type: 'gifts:cleared' })
    created[0].deliver!({ type: 'gift', gift: { id: 5 } })
    created[0].deliver!({ type: 'players:changed' })
    created[0].events.get('reconnecting')!()
    expect(cleared).toEqual([{ type: 'gifts:cleared' }])
    expect(gifts).toEqual([5])
    expect(statuses).toEqual([false, true, false])

    stopCleared()
    stopStatus()
    expect(created[0].closed).toBe(false)
    stopGifts()
    expect(created[0].closed).toBe(true)
  })

  it('a new token (impersonation, sign-in) reconnects with it', () => {
    vi.stubGlobal('EventSource', class {})
    storeSession(sampleUser('CREATOR'), 'token-a')
    const { created, factory } = fakeTransmit()
    const stop = new PushConnection(factory).subscribe(giftsCleared, () => undefined)
    storeSession(sampleUser('CREATOR', { id: 7 }), 'token-b')
    expect(created).toHaveLength(2)
    expect(created[0].closed).toBe(true)
    expect(created[1].channel).toBe('creators/7')
    stop()
  })

  it('without EventSource it stays down and screens keep polling', () => {
    vi.stubGlobal('EventSource', undefined)
    storeSession(sampleUser('CREATOR'))
    const { created, factory } = fakeTransmit()
    const statuses: boolean[] = []
    const stop = new PushConnection(factory).watchStatus((c) => statuses.push(c))
    expect(created).toHaveLength(0)
    expect(statuses).toEqual([false])
    stop()
  })
})
