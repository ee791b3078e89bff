import { useEffect, useRef, useState } from 'react'
import type { PushMessageOf, PushTopic } from '../../../../backend/core/shared/push'
import { pushConnection } from './pushConnection'

/**
 * Calls `handler` for every message of `topic` on the creator's channel while the component is
 * mounted (one SSE stream per session, whoever listens); answers whether push is up.
 */
export function usePush<Topic extends PushTopic>(
  topic: Topic,
  handler: (message: PushMessageOf<Topic>) => void
): boolean {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  }, [handler])
  useEffect(() => pushConnection.subscribe(topic, (message) => latest.current(message)), [topic])
  return usePushStatus()
}

/** Whether push is up (screens show it, and poll while it is down); keeps the stream open. */
export function usePushStatus(): boolean {
  const [connected, setConnected] = useState(pushConnection.connected)
  useEffect(() => pushConnection.watchStatus(setConnected), [])
  return connected
}
