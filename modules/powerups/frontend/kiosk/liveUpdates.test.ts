import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KIOSK_POLL_MS, KIOSK_PUSH_BACKUP_POLL_MS, useKioskLiveUpdates } from './liveUpdates'

/** Whether the shell's push stream is up, as the test sets it. */
const push = vi.hoisted(() => ({ connected: false, listeners: new Set<(connected: boolean) => void>() }))
vi.mock('@shell', async (importOriginal) => {
  const { useEffect, useState } = await import('react')
  return {
    ...(await importOriginal<object>()),
    usePushStatus: () => {
      const [connected, setConnected] = useState(push.connected)
      useEffect(() => {
        push.listeners.add(setConnected)
        return () => void push.listeners.delete(setConnected)
      }, [])
      return connected
    },
  }
})
const setPushConnected = (connected: boolean) => {
  push.connected = connected
  push.listeners.forEach((listener) => listener(connected))
}

describe('kiosk live updates', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    push.connected = false
    vi.useRealTimers()
  })

  it('polls every 5 s without push', () => {
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

  it('polls only as a backup while push is connected, and every 5 s again once it drops', () => {
    const refresh = vi.fn()
    const { result, unmount } = renderHook(() => useKioskLiveUpdates(refresh))
    act(() => setPushConnected(true))
    expect(result.current.mode).toBe('push')
    vi.advanceTimersByTime(KIOSK_POLL_MS * 2)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(KIOSK_PUSH_BACKUP_POLL_MS - KIOSK_POLL_MS * 2)
    expect(refresh).toHaveBeenCalledTimes(1)

    act(() => setPushConnected(false))
    expect(result.current.mode).toBe('polling')
    vi.advanceTimersByTime(KIOSK_POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(2)
    unmount()
    expect(push.listeners.size).toBe(0)
  })

  it('refreshes at once when push is back after a drop, not on its first connection', () => {
    const refresh = vi.fn()
    const { unmount } = renderHook(() => useKioskLiveUpdates(refresh))
    act(() => setPushConnected(true))
    expect(refresh).not.toHaveBeenCalled()
    act(() => setPushConnected(false))
    expect(refresh).not.toHaveBeenCalled()
    act(() => setPushConnected(true))
    expect(refresh).toHaveBeenCalledTimes(1)
    unmount()
  })
})
