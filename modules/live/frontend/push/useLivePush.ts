import { useEffect, useRef, useState } from 'react'
import type { PushMessage } from '../../shared/push'
import { liveChannel } from './liveChannel'

/** Calls `onMessage` for every push of the creator's channel; answers whether push is up. */
export function useLivePush(onMessage: (message: PushMessage) => void): boolean {
  const latest = useRef(onMessage)
  const [connected, setConnected] = useState(liveChannel.connected)
  useEffect(() => {
    latest.current = onMessage
  }, [onMessage])
  useEffect(() => liveChannel.listen((message) => latest.current(message), setConnected), [])
  return connected
}

const ignore = () => undefined

/** Whether push is up (screens show it and poll while it is down). */
export function useLivePushStatus(): boolean {
  return useLivePush(ignore)
}
