import logger from '@adonisjs/core/services/logger'
import { CLEANUP_INTERVAL_MS, cleanupExpiredHoldings } from './services/cleanup.js'

/** Deactivates expired holdings at start and every minute; stops with the server. */
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
