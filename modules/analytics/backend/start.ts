import { flushRollups } from './services/rollups.js'

/** How often dirty creator-days are recomputed. */
export const ROLLUP_FLUSH_MS = 1000

/** Flushes the rollup updater every second, and once more when the server stops. */
export default async function startRollupUpdater() {
  const timer = setInterval(() => void flushRollups(), ROLLUP_FLUSH_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await flushRollups()
  }
}
