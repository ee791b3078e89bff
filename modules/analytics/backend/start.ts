import { performance } from 'node:perf_hooks'
import { flushRollups } from './services/rollups.js'

/** How often dirty creator-days are recomputed, at the most. */
export const ROLLUP_FLUSH_MS = 1000
/**
 * A flush waits this many times the previous one's duration, up to ROLLUP_MAX_PAUSE_MS: a slow flush
 * (a loaded database; gifts are not recomputed, their batches add them) stays a small share of the
 * time, and figures are never more than a few seconds behind.
 */
const PAUSE_PER_FLUSH_TIME = 20
const ROLLUP_MAX_PAUSE_MS = 5000

/** Flushes the rollup updater every second (less often while days are heavy), and once more at stop. */
export default async function startRollupUpdater() {
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  const schedule = (delayMs: number) => {
    timer = setTimeout(flush, delayMs)
    timer.unref()
  }
  const flush = async () => {
    const started = performance.now()
    await flushRollups()
    const pause = (performance.now() - started) * PAUSE_PER_FLUSH_TIME
    if (!stopped) schedule(Math.min(ROLLUP_MAX_PAUSE_MS, Math.max(ROLLUP_FLUSH_MS, pause)))
  }
  schedule(ROLLUP_FLUSH_MS)
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await flushRollups()
  }
}
