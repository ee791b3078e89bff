import { deliverSoon, pruneDeliveries, stopDelivering } from './services/deliveries.js'
import { flush } from './services/dispatch.js'

/** Retries fall due between events: a round every few seconds, old finished deliveries pruned hourly. */
const ROUND_INTERVAL_MS = 5000
const PRUNE_INTERVAL_MS = 3_600_000

/** Sends what a restart left pending at once, then keeps the queue moving; stops with the server. */
export default async function startWebhookDeliveries() {
  void deliverSoon()
  const rounds = setInterval(() => void deliverSoon(), ROUND_INTERVAL_MS)
  const prunes = setInterval(() => void pruneDeliveries().catch(() => undefined), PRUNE_INTERVAL_MS)
  rounds.unref()
  prunes.unref()
  return async () => {
    clearInterval(rounds)
    clearInterval(prunes)
    stopDelivering()
    // Events announced in the last moments are queued for the next start.
    await flush()
  }
}
