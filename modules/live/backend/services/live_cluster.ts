import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import { thisNode } from '#core/cluster/node'
import { LeaseHolder } from './ownership.js'
import { CommandRouter } from './live_routing.js'
import { liveManager, useLiveCluster } from './live_connections.js'
import { runLiveCommand, type LiveCommand } from './live_owner.js'
import { leaseChanges } from './live_balance.js'

/** Non-owners try the leases of the creators they watch this often (a dead owner's are free at once). */
export const LEASE_RETRY_MS = 2_000

/** Several processes may run: PostgreSQL settles the leases, Redis carries the commands. */
export function clusterConfigured() {
  return env.get('DB_CONNECTION') === 'pg' && Boolean(env.get('REDIS_URL'))
}

/**
 * Joins the processes sharing the database: holds the leases of its share of the creators
 * (live_balance.ts: every few seconds it takes free ones up to its share and gives up what is over
 * it or no longer watched), answers the commands other processes forward to it. Returns the
 * stopper, to run once the connections are closed.
 */
export async function startLiveCluster() {
  const lease = new LeaseHolder({
    connectionString: env.get('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/powerdeck',
    nodeId: thisNode.id,
    onLost: (creatorIds) => {
      logger.warn({ creators: creatorIds }, 'the live lease connection broke: closing the connections it covered')
      for (const creatorId of creatorIds) void liveManager.release(creatorId)
    },
  })
  const router = new CommandRouter(redis.connection('main'), thisNode.id, (command) =>
    runLiveCommand(command as LiveCommand)
  )
  await router.start()
  useLiveCluster({ lease, router })

  let claiming: Promise<void> | null = null
  const claim = async () => {
    for (const creatorId of lease.heldIds()) if (!liveManager.isWatched(creatorId)) await lease.release(creatorId)
    const watched = liveManager.watchedIds()
    const { take, release } = leaseChanges({
      watched,
      held: lease.heldIds(),
      connected: liveManager.connectedIds(),
      processes: await lease.holderCount(),
    })
    // Taken over (from a process that left, or given up to this one): checked now, not when the
    // spread of start-up checks would have come to them.
    if (take) for (const creatorId of await lease.tryAcquireMany(watched, take)) liveManager.checkSoon(creatorId)
    for (const creatorId of release) {
      // The connection closes first, so the next owner's connect is the only one; TikTok replays
      // what came meanwhile to it, stored once by msgId.
      await liveManager.release(creatorId)
      await lease.release(creatorId)
    }
    if (release.length) logger.info({ creators: release }, 'gave live leases up to spread them over the processes')
  }
  const timer = setInterval(() => {
    claiming ??= claim()
      .catch((error) => logger.warn({ err: error }, 'taking live leases failed'))
      .finally(() => (claiming = null))
  }, LEASE_RETRY_MS)
  timer.unref()

  return {
    lease,
    /** Stops taking leases and answering commands (before the connections close). */
    async leave() {
      clearInterval(timer)
      await claiming
      await router.stop()
    },
    /** Gives every lease up (after the connections closed). */
    async release() {
      useLiveCluster(null)
      await lease.stop()
    },
  }
}
