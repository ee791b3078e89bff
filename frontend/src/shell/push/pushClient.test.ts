import { createElement } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushTopic } from '../../../../backend/core/shared/push'
import { sampleUser, storeSession } from '../../test/utils'
import { PushConnection } from './pushConnection'
import { RECONNECT_DELAYS_MS, TicketedEventSource } from './ticketedEventSource'
import { onPush } from '../manifest'
import { ShellProvider } from '../registry'
import { PushHandlers } from './PushHandlers'
import { usePush } from './usePush'

/** The browser's EventSource as far as the push client uses it; the test drives its events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = []
  closed = false
  readonly url: URL
  constructor(url: string | URL) {
    super()
    this.url = new URL(url)
    FakeEventSource.opened.push(this)
  }
  close() {
    this.closed = true
  }
  open() {
    this.dispatchEvent(new Event('open'))
  }
  push(channel: string, payload: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ channel, payload }) }))
  }
  fail() {
    this.dispatchEvent(new Event('error'))
  }
}

interface Call {
  path: string
  authorization: string | null
  body: any
}

/** The server's side of the calls: tickets, subscriptions (204), recorded in order. */
function stubServer(subscribeStatus = 204) {
  const calls: Call[] = []
  let tickets = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)
      const text = await request.text()
      const path = new URL(request.url).pathname
      calls.push({ path, authorization: request.headers.get('Authorization'), body: text ? JSON.parse(text) : null })
      if (path === '/api/push/ticket') {
        return new Response(JSON.stringify({ success: true, ticket: `ticket-${++tickets}`, expiresIn: 60 }), {
          headers: { 'Content-Type': 'application/json' },
        })
      }
      if (path === '/__transmit/subscribe') return new Response(null, { status: subscribeStatus })
      return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 })
    })
  )
  return calls
}

const latestSource = () => FakeEventSource.opened[FakeEventSource.opened.length - 1]

beforeEach(() => {
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('TicketedEventSource', () => {
  it('opens with a fresh ticket, forwards events, and reconnects with a new ticket after a failure', async () => {
    let issued = 0
    const source = new TicketedEventSource(
      new URL('http://localhost/__transmit/events?uid=u-1'),
      async () => `t${++issued}`
    )
    const seen: string[] = []
    source.addEventListener('open', () => seen.push('open'))
    source.addEventListener('error', () => seen.push('error'))
    source.addEventListener('message', (event) => seen.push((event as MessageEvent).data))
    await vi.advanceTimersByTimeAsync(0)

    const first = latestSource()
    expect(first.url.searchParams.get('uid')).toBe('u-1')
    expect(first.url.searchParams.get('ticket')).toBe('t1')
    first.open()
    first.push('creators/2', { type: 'gifts:cleared' })
    first.fail()
    expect(first.closed).toBe(true)
    expect(seen).toEqual([
      'open',
      JSON.stringify({ channel: 'creators/2', payload: { type: 'gifts:cleared' } }),
      'error',
    ])

    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.first)
    expect(FakeEventSource.opened).toHaveLength(2)
    expect(latestSource().url.searchParams.get('ticket')).toBe('t2')

    source.close()
    expect(latestSource().closed).toBe(true)
    latestSource().fail()
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.max)
    expect(FakeEventSource.opened).toHaveLength(2)
  })

  it('keeps trying, backing off, while no ticket can be had', async () => {
    const ticket = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('t')
    const source = new TicketedEventSource(new URL('http://localhost/__transmit/events?uid=u-2'), ticket)
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.first)
    expect(ticket).toHaveBeenCalledTimes(2)
    expect(FakeEventSource.opened).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.first * 2)
    expect(FakeEventSource.opened).toHaveLength(1)
    source.close()
  })
})

describe('PushConnection with the real Transmit client', () => {
  it('the kiosk gets live updates: ticket, stream, subscription with the token, messages, and again after a reconnect', async () => {
    storeSession(sampleUser('CREATOR'), 'token-a')
    const calls = stubServer()
    const connection = new PushConnection()
    const messages: unknown[] = []
    const statuses: boolean[] = []
    const stops = [
      connection.subscribe(pushTopic('players:changed'), (message) => messages.push(message)),
      connection.subscribe(pushTopic('gifts:cleared'), (message) => messages.push(message)),
      connection.watchStatus((connected) => statuses.push(connected)),
    ]
    const stop = () => stops.forEach((unsubscribe) => unsubscribe())
    await vi.advanceTimersByTimeAsync(0)

    expect(calls[0]).toEqual({ path: '/api/push/ticket', authorization: 'Bearer token-a', body: {} })
    const stream = latestSource()
    expect(stream.url.pathname).toBe('/__transmit/events')
    expect(stream.url.searchParams.get('ticket')).toBe('ticket-1')
    const uid = stream.url.searchParams.get('uid')
    expect(uid).toMatch(/^[\w-]{36}$/)

    stream.open()
    await vi.advanceTimersByTimeAsync(200)
    expect(calls[1]).toEqual({
      path: '/__transmit/subscribe',
      authorization: 'Bearer token-a',
      body: { uid, channel: 'creators/2' },
    })
    expect(statuses).toEqual([false, true])

    stream.push('creators/2', { type: 'players:changed' })
    stream.push('creators/9', { type: 'powerups:changed' })
    expect(messages).toEqual([{ type: 'players:changed' }])

    // The server ends the stream (idle timeout, lifetime, restart): down, then back with a new ticket.
    stream.fail()
    expect(statuses).toEqual([false, true, false])
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.first)
    const again = latestSource()
    expect(again).not.toBe(stream)
    expect(again.url.searchParams.get('ticket')).toBe('ticket-2')
    expect(again.url.searchParams.get('uid')).toBe(uid)
    again.open()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.filter((call) => call.path === '/__transmit/subscribe')).toHaveLength(2)
    expect(statuses).toEqual([false, true, false, true])
    again.push('creators/2', { type: 'gifts:cleared' })
    expect(messages).toEqual([{ type: 'players:changed' }, { type: 'gifts:cleared' }])

    stop()
    expect(again.closed).toBe(true)
  })

  it('a refused subscription leaves push down, so screens keep polling', async () => {
    storeSession(sampleUser('MODERATOR'), 'token-m')
    stubServer(403)
    const statuses: boolean[] = []
    const stop = new PushConnection().watchStatus((connected) => statuses.push(connected))
    await vi.advanceTimersByTimeAsync(0)
    latestSource().open()
    await vi.advanceTimersByTimeAsync(200)
    expect(statuses).toEqual([false])
    stop()
  })
})

const playersChanged = pushTopic('players:changed')
const gift = pushTopic<'gift', { gift: { id: number } }>('gift')

describe('usePush', () => {
  it('two topics share one stream, each handler gets its own topic, unmounting unsubscribes', async () => {
    storeSession(sampleUser('CREATOR'), 'token-a')
    const calls = stubServer()
    const changed = vi.fn()
    const gifts = vi.fn()
    const players = renderHook(() => usePush(playersChanged, changed))
    const kiosk = renderHook(() => usePush(gift, (message) => gifts(message.gift.id)))
    await act(() => vi.advanceTimersByTimeAsync(0))
    const stream = latestSource()
    stream.open()
    await act(() => vi.advanceTimersByTimeAsync(200))

    expect(FakeEventSource.opened).toHaveLength(1)
    expect(calls.filter((call) => call.path === '/__transmit/subscribe')).toEqual([
      {
        path: '/__transmit/subscribe',
        authorization: 'Bearer token-a',
        body: { uid: stream.url.searchParams.get('uid'), channel: 'creators/2' },
      },
    ])
    expect(players.result.current).toBe(true)
    expect(kiosk.result.current).toBe(true)

    stream.push('creators/2', { type: 'players:changed' })
    stream.push('creators/2', { type: 'gift', gift: { id: 7 } })
    stream.push('creators/2', { type: 'status', status: {} })
    expect(changed).toHaveBeenCalledTimes(1)
    expect(changed).toHaveBeenCalledWith({ type: 'players:changed' })
    expect(gifts.mock.calls).toEqual([[7]])

    players.unmount()
    stream.push('creators/2', { type: 'players:changed' })
    stream.push('creators/2', { type: 'gift', gift: { id: 8 } })
    expect(changed).toHaveBeenCalledTimes(1)
    expect(gifts.mock.calls).toEqual([[7], [8]])
    expect(stream.closed).toBe(false)

    kiosk.unmount()
    expect(stream.closed).toBe(true)
  })
})

describe('PushHandlers', () => {
  it("runs each module's declared handlers with the app's query client", async () => {
    storeSession(sampleUser('MODERATOR'), 'token-m')
    stubServer()
    const queryClient = new QueryClient()
    const modules = [
      {
        name: 'gifts',
        dependsOn: [],
        pushHandlers: [onPush(gift, ({ gift }, context) => context.queryClient.setQueryData(['last-gift'], gift.id))],
      },
      {
        name: 'players',
        dependsOn: [],
        pushHandlers: [onPush(playersChanged, (_message, context) => context.queryClient.setQueryData(['changes'], 1))],
      },
    ]
    const handlers = createElement(ShellProvider, { modules, children: createElement(PushHandlers) })
    const view = render(createElement(QueryClientProvider, { client: queryClient }, handlers))
    await act(() => vi.advanceTimersByTimeAsync(0))
    const stream = latestSource()
    stream.open()
    await act(() => vi.advanceTimersByTimeAsync(200))

    stream.push('creators/2', { type: 'gift', gift: { id: 3 } })
    expect(queryClient.getQueryData(['last-gift'])).toBe(3)
    expect(queryClient.getQueryData(['changes'])).toBeUndefined()
    stream.push('creators/2', { type: 'players:changed' })
    expect(queryClient.getQueryData(['changes'])).toBe(1)
    expect(FakeEventSource.opened).toHaveLength(1)

    view.unmount()
    expect(stream.closed).toBe(true)
  })
})
