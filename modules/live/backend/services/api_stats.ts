import type { LiveApiStatsDto, LiveIngestStatsDto } from '../../shared/live.js'
import { signCallsLastDay } from '../drivers/sign_calls.js'
import { TIKTOK_CONNECTS_PER_MINUTE } from './live_drivers.js'
import { liveManager } from './live_connections.js'
import { giftIngestStats } from './gifts_service.js'
import { chatTallyStats } from './chat_tally.js'
import { battleItemStats } from '../drivers/battle_items.js'

/** The sign server's daily allowance the admin's API monitor measures usage against. */
export const SIGN_CALLS_DAILY_LIMIT = 1000

/** What gift and chat ingest did since the process started, and how far behind it is now. */
export function liveIngestStats(): LiveIngestStatsDto {
  const gifts = giftIngestStats()
  return {
    queuedGifts: gifts.queuedGifts,
    batches: gifts.batches,
    rowsWritten: gifts.rows,
    averageRowsPerBatch: gifts.batches ? Math.round((gifts.rows / gifts.batches) * 10) / 10 : 0,
    failedBatches: gifts.failedBatches,
    refusedGifts: gifts.refused,
    poolWaits: gifts.poolWaits,
    pausedRooms: liveManager.pausedRooms(),
    chatMessagesShed: chatTallyStats().chatMessagesShed,
    openStreaks: gifts.openStreaks,
    streaksTimedOut: gifts.streaksTimedOut,
  }
}

/** Live connector figures for the admin's API monitoring (docs/api/live.md). */
export async function liveApiStats(): Promise<LiveApiStatsDto> {
  const stats = liveManager.stats()
  const calls = signCallsLastDay()
  return {
    tiktokConnector: { ...stats, connectCap: stats.connectCap ?? TIKTOK_CONNECTS_PER_MINUTE },
    eulerstream: {
      calls,
      usage: Math.round((calls / SIGN_CALLS_DAILY_LIMIT) * 1000) / 10,
      limit: SIGN_CALLS_DAILY_LIMIT,
    },
    ingest: liveIngestStats(),
    battleItems: battleItemStats(),
  }
}
