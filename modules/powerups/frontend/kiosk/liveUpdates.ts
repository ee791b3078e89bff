import { useEffect, useRef, useState } from 'react'
import { useOnline, usePushStatus } from '@shell'

/** The kiosk reloads players (and gifts) every 5 s (docs/api/powerups.md). */
export const KIOSK_POLL_MS = 5_000
/** While a push channel is connected, polling only backs it up. */
export const KIOSK_PUSH_BACKUP_POLL_MS = 30_000

/**
 * The kiosk's polling: `refresh` runs on a timer, every 5 s without push (or while it is down),
 * every 30 s while push is connected (the modules' push handlers refresh the data as it changes),
 * and once as soon as push or the network is back after a drop. Nothing runs while the tab is
 * hidden. `liveDropped`: push was up and dropped (the kiosk says it is reconnecting).
 */
export function useKioskLiveUpdates(refresh: () => void): { mode: 'push' | 'polling'; liveDropped: boolean } {
  const refreshRef = useRef(refresh)
  const connected = usePushStatus()
  const online = useOnline()
  const [liveDropped, setLiveDropped] = useState(false)

  useEffect(() => {
    refreshRef.current = refresh
  }, [refresh])

  // Back after a drop (the server ends streams when Redis returns): what was missed meanwhile is
  // fetched at once, not at the next tick. The first connection follows the screen's own load.
  const phase = useRef<'never' | 'up' | 'dropped'>('never')
  useEffect(() => {
    if (connected && phase.current === 'dropped') refreshRef.current()
    if (connected) phase.current = 'up'
    else if (phase.current === 'up') phase.current = 'dropped'
    setLiveDropped(phase.current === 'dropped')
  }, [connected])

  // The server answers again after the network was away: what changed meanwhile, at once.
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current) refreshRef.current()
    wasOnline.current = online
  }, [online])

  useEffect(() => {
    const timer = setInterval(
      () => {
        if (document.visibilityState !== 'hidden') refreshRef.current()
      },
      connected ? KIOSK_PUSH_BACKUP_POLL_MS : KIOSK_POLL_MS
    )
    return () => clearInterval(timer)
  }, [connected])

  return { mode: connected ? 'push' : 'polling', liveDropped }
}
