import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { cleanupExpiredHoldings } from './services/cleanup.js'

/** How often the server deactivates expired holdings: every minute unless EXPIRY_SWEEP_SECONDS says otherwise. */
const CLEANUP_INTERVAL_MS = (env.get('EXPIRY_SWEEP_SECONDS') ?? 60) * 1000

/** Deactivates expired holdings at start and on every interval; stops with the server. */
export default async function startExpiryCleanup() {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const result = await cleanupExpiredHoldings()
      if (result.deactivated) logger.info(`Deactivated ${result.deactivated} expired powerup holdings`)
    } catch (error) {
      logger.error({ err: error }, 'Expired powerups cleanup failed')
    } finally {
      running = false
    }
  }
  await run()
  const timer = setInterval(run, CLEANUP_INTERVAL_MS)
  timer.unref()
  return async () => clearInterval(timer)
}
