import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import { withRedis } from '#core/redis_availability'
import User from '#core/users/user'
import { recordError } from '#core/monitoring/error_log'
import { ConnectionManager, type ConnectionFailure, type ManagerDeps } from './connection_manager.js'
import { driverByName } from './live_drivers.js'
import { driverNameFor } from './live_settings_service.js'
import { giftIngest } from './gifts_service.js'
import { chatPressure } from './chat_messages_service.js'
import { LIVE_TOPICS } from '../../shared/push.js'
import { publishLive } from './push_service.js'
import { liveSessionEnded, liveSessionStarted } from './live_sessions_service.js'
import type { LeaseHolder } from './ownership.js'
import type { CommandRouter } from './live_routing.js'
import { handleLiveEvent } from './live_pipeline.js'
import { FallbackConnectBudget, MemoryConnectBudget, RedisConnectBudget } from './connect_budget.js'

/**
 * What a connection manager records: live sessions, and failures in the errors log (the sign
 * server, an external API, refusing or failing; else the TikTok connection).
 */
export const liveRecords: Pick<ManagerDeps, 'onLive' | 'onLiveEnded' | 'onFailure'> = {
  onLive: (creatorId, roomId, at) => liveSessionStarted(creatorId, roomId, new Date(at)),
  onLiveEnded: (creatorId, reason, at) => liveSessionEnded(creatorId, reason, new Date(at)),
  onFailure: (creatorId: number, failure: ConnectionFailure) => {
    const external = failure.kind === 'rateLimited' || failure.kind === 'signServer'
    void recordError(external ? 'external_api' : 'tiktok', failure.message, {
      creatorId,
      source: external ? 'live.sign_server' : 'live.connection',
    })
  },
}

/**
 * With several processes (PostgreSQL and Redis): the leases of the creators this process owns,
 * and the commands forwarded to the owners. Null with one process, which owns every creator.
 */
export interface LiveCluster {
  lease: LeaseHolder
  router: CommandRouter
}
let cluster: LiveCluster | null = null

export function useLiveCluster(value: LiveCluster | null) {
  cluster = value
}

/** The cluster this process belongs to, or null with one process. */
export const liveCluster = () => cluster

/**
 * The connect budget: in Redis with REDIS_URL, so every process spends the one budget of the
 * deployment's egress IP (each process's own while Redis is away); in memory otherwise.
 */
const connectBudget = env.get('REDIS_URL')
  ? new FallbackConnectBudget(new RedisConnectBudget(() => redis.connection('main')), withRedis)
  : new MemoryConnectBudget()

/** The process's live connections (started and stopped by the module's start hook). */
export const liveManager = new ConnectionManager({
  ...liveRecords,
  budget: connectBudget,
  owns: (creatorId) => !cluster || cluster.lease.holds(creatorId),
  onEvent: handleLiveEvent,
  onStatus: (creatorId, status) => {
    publishLive(creatorId, LIVE_TOPICS.status, { status }).catch((error) =>
      logger.error({ err: error, creatorId }, 'pushing the live status failed')
    )
  },
})

// The pipeline's queues pause a creator's connection while they are over their high-water marks.
giftIngest.onPressure = (creatorId, paused) => liveManager.throttle(creatorId, 'gifts', paused)
chatPressure.onChange = (creatorId, source, paused) => liveManager.throttle(creatorId, source, paused)

/** Watches a creator who has a username (their driver from settings); forgets one without. */
export async function watchCreator(creator: User, options: { checkAt?: number } = {}) {
  if (!creator.tiktokUsername || !creator.isActive) {
    await liveManager.unwatch(creator.id)
    return false
  }
  const driver = await driverByName(await driverNameFor(creator.id))
  liveManager.watch(creator.id, creator.tiktokUsername, driver, options)
  return true
}

/** Watches every active creator with a username; run at start and now and then after. */
export async function watchAllCreators(spreadMs = 2_000) {
  const creators = await User.query().where('role', 'CREATOR').where('is_active', true).whereNotNull('tiktok_username')
  const now = Date.now()
  for (const [index, creator] of creators.entries()) {
    if (!liveManager.isWatched(creator.id)) await watchCreator(creator, { checkAt: now + index * spreadMs })
    else await watchCreator(creator)
  }
  const kept = new Set(creators.map((creator) => creator.id))
  for (const creatorId of liveManager.watchedIds()) if (!kept.has(creatorId)) await liveManager.unwatch(creatorId)
}
