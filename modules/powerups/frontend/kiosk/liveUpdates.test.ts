import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KIOSK_POLL_MS, KIOSK_PUSH_BACKUP_POLL_MS, setKioskPushSource, useKioskLiveUpdates, type KioskPushSource } from './liveUpdates'

describe('kiosk live updates', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    setKioskPushSource(null)
    vi.useRealTimers()
  })

  it('polls every 5 s without a push channel', () => {
    const refresh = vi.fn()
    const { result, unmount } = renderHook(() => useKioskLiveUpdates(refresh))
    expect(result.current.mode).toBe('polling')
    vi.advanceTimersByTime(KIOSK_POLL_MS - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2 * KIOSK_POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(3)
    unmount()
    vi.advanceTimersByTime(KIOSK_POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(3)
  })

  it('refreshes on every push and polls only as a backup while push is connected', () => {
    let handlers: Parameters<KioskPushSource['subscribe']>[0] | null = null
    const unsubscribe = vi.fn()
    setKioskPushSource({
      subscribe(next) {
        handlers = next
        return unsubscribe
      },
    })
    const refresh = vi.fn()
    const { result, unmount } = renderHook(() => useKioskLiveUpdates(refresh))
    act(() => handlers!.onStatus(true))
    expect(result.current.mode).toBe('push')
    act(() => handlers!.onChange())
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(KIOSK_POLL_MS * 2)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(KIOSK_PUSH_BACKUP_POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(2)

    act(() => handlers!.onStatus(false))
    expect(result.current.mode).toBe('polling')
    vi.advanceTimersByTime(KIOSK_POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(3)
    unmount()
    expect(unsubscribe).toHaveBeenCalled()
  })
})
