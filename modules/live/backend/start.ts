import logger from '@adonisjs/core/services/logger'
import { liveManager, watchAllCreators } from './services/live_connections.js'
import { startChatFlushing } from './services/chat_tally.js'
import { finishGiftIngest } from './services/gifts_service.js'
import { closeInterruptedSessions, liveSessionWrites } from './services/live_sessions_service.js'
import { clusterConfigured, startLiveCluster } from './services/live_cluster.js'
import { flushGiftPushes } from './services/push_service.js'

/**
 * Creators who joined, left or changed their username are picked up this often; with several
 * processes more often, so a creator set up on one process is soon watched (and taken over) by all.
 */
const RECONCILE_MS = 5 * 60_000
const CLUSTER_RECONCILE_MS = 20_000

/**
 * Closes the sessions a stopped process left open, watches the creators with a TikTok username,
 * runs the connection manager and the chat counts' flush; returns the stopper (sessions end as
 * 'shutdown', open streaks are credited, queued gifts and the chat counted so far are written).
 * With PostgreSQL and Redis, several processes share the creators: each connects only those whose
 * lease it holds (see live_cluster.ts).
 */
export default async function startLive() {
  const cluster = clusterConfigured() ? await startLiveCluster() : null
  const heldElsewhere = async (creatorId: number) => (await cluster?.lease.ownerOf(creatorId)) != null
  const interrupted = await closeInterruptedSessions(new Date(), heldElsewhere)
  if (interrupted) logger.info({ sessions: interrupted }, 'closed live sessions left open by a stopped process')
  const stopChatFlushing = startChatFlushing()
  const reconcile = () =>
    watchAllCreators().catch((error) => logger.error({ err: error }, 'loading live creators failed'))
  await reconcile()
  const stopManager = liveManager.start()
  const timer = setInterval(reconcile, cluster ? CLUSTER_RECONCILE_MS : RECONCILE_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await cluster?.leave()
    await stopManager()
    await finishGiftIngest()
    await liveSessionWrites()
    await stopChatFlushing()
    await flushGiftPushes()
    await cluster?.release()
  }
}
