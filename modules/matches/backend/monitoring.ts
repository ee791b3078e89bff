import type { MonitoringContribution } from '#core/back_office'
import { matchMessageStats } from '#modules/live/backend/public'
import { matchEventStats } from './services/match_events.js'

/** TikTok's match messages this process decoded and the match events it stored, in API monitoring. */
export default async function matchesMonitoring(): Promise<MonitoringContribution> {
  const decoded = matchMessageStats()
  const stored = matchEventStats()
  // Malformed messages were skipped (logged); a failed event was not stored (a replay retries it).
  const status = stored.failed ? 'error' : decoded.malformed ? 'warning' : 'healthy'
  return {
    apis: { matches: { status, decoded, stored } },
    services: [
      {
        id: 'matches',
        name: 'TikTok matches',
        status,
        detail:
          `${decoded.messages} match messages: ${decoded.starts} starts, ${decoded.scores} scores, ${decoded.ends} ends, ` +
          `${decoded.notices} notices, ${decoded.malformed} malformed, ${decoded.suspensions} stream suspensions; ` +
          `${stored.started} matches started, ${stored.ended} ended, ${stored.duplicates} replays ignored, ` +
          `${stored.unknownMatch} scores of an unknown match` +
          (stored.failed ? `, ${stored.failed} failed` : ''),
      },
    ],
  }
}
