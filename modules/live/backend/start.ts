import logger from '@adonisjs/core/services/logger'
import { liveManager, watchAllCreators } from './services/live_service.js'

/** Creators who joined, left or changed their username are picked up this often. */
const RECONCILE_MS = 5 * 60_000

/** Watches the creators with a TikTok username and runs the connection manager; returns the stopper. */
export default async function startLive() {
  const reconcile = () =>
    watchAllCreators().catch((error) => logger.error({ err: error }, 'loading live creators failed'))
  await reconcile()
  const stopManager = liveManager.start()
  const timer = setInterval(reconcile, RECONCILE_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await stopManager()
  }
}
