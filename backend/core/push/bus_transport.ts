import logger from '@adonisjs/core/services/logger'
import type { redis } from '@adonisjs/transmit/transports'

type TransportFactory = ReturnType<typeof redis>

/**
 * The SSE fan-out's Redis transport, with its reconnect handling made safe. The bus behind
 * Transmit replays its retry queue on every 'reconnecting' event, and two replays running at once
 * both dequeue the same message: the second finds the queue empty and throws
 * ("Cannot destructure property 'message'"), an unhandled rejection that ended the process when
 * Redis came back. Here one replay runs at a time and a failing one is logged, not thrown.
 */
export function withSafeReconnects(factory: TransportFactory): TransportFactory {
  return () => {
    const transport = factory()
    const register = transport.onReconnect.bind(transport)
    transport.onReconnect = (replay: () => void | Promise<void>) => {
      let running: Promise<void> | null = null
      register(() => {
        if (running) return
        running = Promise.resolve()
          .then(replay)
          .catch((error) => logger.warn({ err: error }, 'Push: replaying messages after a Redis reconnect failed'))
          .finally(() => (running = null))
      })
    }
    return transport
  }
}
