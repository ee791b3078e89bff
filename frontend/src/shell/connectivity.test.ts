import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '../test/utils'
import { api, newIdempotencyKey } from './api'
import { connectivity, Connectivity, PROBE_DELAYS_MS } from './connectivity'

describe('connectivity', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a call without an answer is offline; the probe asks again with a growing delay until the server answers', async () => {
    const answers = [false, false, true]
    const probe = vi.fn(async () => answers.shift()!)
    const state = new Connectivity(probe)
    const changes: boolean[] = []
    state.subscribe(() => changes.push(state.online))

    state.reportUnreachable()
    expect(state.online).toBe(false)
    const back = state.whenOnline()

    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS.first - 1)
    expect(probe).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1) // 1 s
    expect(probe).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2 * PROBE_DELAYS_MS.first) // then 2 s
    expect(probe).toHaveBeenCalledTimes(2)
    expect(state.online).toBe(false)
    await vi.advanceTimersByTimeAsync(4 * PROBE_DELAYS_MS.first) // then 4 s: answered
    expect(probe).toHaveBeenCalledTimes(3)
    await back
    expect(state.online).toBe(true)
    expect(changes).toEqual([false, true])
  })

  it("the browser's offline and online events: offline at once, and a probe as soon as it is back", async () => {
    const probe = vi.fn(async () => true)
    const state = new Connectivity(probe)
    state.reportUnreachable()
    window.dispatchEvent(new Event('offline'))
    expect(state.online).toBe(false)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(probe).toHaveBeenCalledTimes(1)
    expect(state.online).toBe(true)
  })

  it('the API client reports a call without an answer, and any answer as reachable; it sends the Idempotency-Key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      })
    )
    await expect(api.get('/api/things')).rejects.toThrow(TypeError)
    expect(connectivity.online).toBe(false)

    const fetchMock = mockFetch({ 'POST /api/things': { status: 400, body: { success: false, error: 'No' } } })
    const key = newIdempotencyKey()
    await expect(api.post('/api/things', {}, { idempotencyKey: key })).rejects.toThrow('No')
    expect(connectivity.online).toBe(true)
    expect(fetchMock.mock.calls[0][1]!.headers).toMatchObject({ 'Idempotency-Key': key })
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(newIdempotencyKey()).not.toBe(key)
  })
})
