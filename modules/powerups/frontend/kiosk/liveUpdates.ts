import { useEffect, useRef, useState } from 'react'

/** Spec 1 §9: the kiosk reloads players (and gifts) every 5 s. */
export const KIOSK_POLL_MS = 5_000
/** While a push channel is connected, polling only backs it up. */
export const KIOSK_PUSH_BACKUP_POLL_MS = 30_000

/**
 * A server push channel for the kiosk (e.g. Transmit SSE from the live module). It calls
 * `onChange` when the creator's ledger or gifts changed and `onStatus` when it connects or
 * drops; `subscribe` returns the unsubscribe.
 */
export interface KioskPushSource {
  subscribe(handlers: { onChange: () => void; onStatus: (connected: boolean) => void }): () => void
}

let pushSource: KioskPushSource | null = null

/** Installs the push channel (one call from the live module's frontend index.ts). */
export function setKioskPushSource(source: KioskPushSource | null) {
  pushSource = source
}

/**
 * The one place the kiosk's data is kept fresh: `refresh` runs on every push and on a
 * timer, every 5 s without push (or while it is down), every 30 s while push is connected.
 * Nothing runs while the tab is hidden.
 */
export function useKioskLiveUpdates(refresh: () => void): { mode: 'push' | 'polling' } {
  const refreshRef = useRef(refresh)
  const [connected, setConnected] = useState(false)

  useEffect(() => {
    refreshRef.current = refresh
  }, [refresh])

  useEffect(() => {
    if (!pushSource) return
    return pushSource.subscribe({ onChange: () => refreshRef.current(), onStatus: setConnected })
  }, [])

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') refreshRef.current()
    }, connected ? KIOSK_PUSH_BACKUP_POLL_MS : KIOSK_POLL_MS)
    return () => clearInterval(timer)
  }, [connected])

  return { mode: connected ? 'push' : 'polling' }
}
