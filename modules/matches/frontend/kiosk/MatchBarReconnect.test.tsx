import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KioskPage } from '../../../powerups/frontend/testSupport'
import { mockFetch, renderMatches, sampleMatch } from '../testSupport'

/** The browser's EventSource as far as the shell's push client uses it; the test drives its events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = []
  constructor(readonly url: string | URL) {
    super()
    FakeEventSource.opened.push(this)
  }
  close() {}
  open() {
    this.dispatchEvent(new Event('open'))
  }
  fail() {
    this.dispatchEvent(new Event('error'))
  }
}

const SLOW = { timeout: 5000 }
const latestStream = () => FakeEventSource.opened[FakeEventSource.opened.length - 1]

beforeEach(() => {
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => vi.unstubAllGlobals())

describe('the match bar and push', { timeout: 20_000 }, () => {
  it('rereads the current match when push is back after a drop (what was pushed meanwhile was missed)', async () => {
    let ours = 10
    const api = mockFetch({
      'GET /api/players': { body: { success: true, players: [] } },
      'GET /api/live/matches/current': () => ({ body: { success: true, match: sampleMatch({ ours, theirs: 5 }) } }),
      'GET /api/live/matches/ready': { body: { success: true, ready: {} } },
      'GET /api/live/matches/limits': { body: { success: true, limits: {}, custom: false } },
      'POST /api/push/ticket': { body: { success: true, ticket: 'ticket', expiresIn: 60 } },
    })
    // The push client's subscription requests (Transmit sends a Request): accepted.
    const subscriptions = vi.fn()
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (!(input instanceof Request)) return api(input, init)
        subscriptions(new URL(input.url).pathname)
        return Promise.resolve(new Response(null, { status: 204 }))
      })
    )
    const currentReads = () => api.mock.calls.filter(([url]) => String(url).includes('/matches/current')).length

    renderMatches(<KioskPage />, { path: '/kiosk?view=by-player' })
    expect(await screen.findByTestId('match-ours', {}, SLOW)).toHaveTextContent('10')
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    const first = latestStream()
    first.open()
    await waitFor(() => expect(subscriptions).toHaveBeenCalledWith('/__transmit/subscribe'))
    const readsWhileUp = currentReads()

    // The stream drops; the score changes meanwhile; the push client reconnects with a new ticket.
    ours = 70
    first.fail()
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), SLOW)
    expect(screen.getByTestId('match-ours')).toHaveTextContent('10')
    expect(currentReads()).toBe(readsWhileUp)
    latestStream().open()
    await waitFor(() => expect(screen.getByTestId('match-ours')).toHaveTextContent('70'), SLOW)
    expect(currentReads()).toBe(readsWhileUp + 1)
  })
})
