import type { LiveApiStatsDto } from '../../shared/live.js'
import { signCallsLastDay } from '../drivers/sign_calls.js'
import { TIKTOK_CONNECTS_PER_MINUTE } from './live_drivers.js'
import { liveManager } from './live_service.js'

/** The sign server's daily allowance the admin's API monitor measures usage against. */
export const SIGN_CALLS_DAILY_LIMIT = 1000

/** Live connector figures for the admin's API monitoring (spec 2 §3). */
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
  }
}
