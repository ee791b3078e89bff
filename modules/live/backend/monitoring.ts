import type { MonitoringContribution } from '#core/back_office'
import type { LiveApiStatsDto } from '../shared/live.js'
import { liveApiStats } from './services/api_stats.js'

/** The webcast (sign) API needs attention above 90 % of its allowance (docs/api/live.md). */
const SIGN_USAGE_WARNING = 90

const timeOfDay = (iso: string) => `${iso.slice(11, 19)} UTC`

/** The connector's line: live connections, the connect cap, and what happened since the process started. */
function connectorDetail(connector: LiveApiStatsDto['tiktokConnector']) {
  const cap = `${connector.connectsLastMinute}/${connector.connectCap} connects this minute${
    connector.connectCapBlockedUntil ? ` (cap reached until ${timeOfDay(connector.connectCapBlockedUntil)})` : ''
  }`
  const since = `since start: ${connector.stalls} stalls, ${connector.drops} drops, ${connector.reconnects} reconnects, ${connector.roomChanges} room changes, ${connector.rateLimits} rate limits`
  if (connector.rateLimited) {
    const wait =
      connector.lastRateLimitWaitMs === null ? '' : ` (${Math.ceil(connector.lastRateLimitWaitMs / 1000)} s wait)`
    return `Rate limited by TikTok until ${timeOfDay(connector.rateLimitedUntil!)}${wait}; ${cap}; ${since}`
  }
  return `${connector.connections} live, ${connector.connecting} connecting, ${connector.watched} watched; ${cap}; ${since}`
}

/** The live connector and the sign (webcast) API in the admin's system health (docs/api/live.md). */
export default async function liveMonitoring(): Promise<MonitoringContribution> {
  const { tiktokConnector, eulerstream, ingest, battleItems } = await liveApiStats()
  // The connector is 'error' while rate limited, the webcast API 'warning' above 90 % (docs/api/live.md).
  const connectorStatus = tiktokConnector.rateLimited ? 'error' : 'healthy'
  const signStatus = eulerstream.usage > SIGN_USAGE_WARNING ? 'warning' : 'healthy'
  // Ingest is behind while a room's connection is paused (backpressure).
  const ingestStatus = ingest.pausedRooms ? 'warning' : 'healthy'
  return {
    apis: {
      tiktokConnector: { status: connectorStatus, ...tiktokConnector },
      eulerstream: { status: signStatus, ...eulerstream },
      liveIngest: { status: ingestStatus, ...ingest },
      battleItems: { status: 'healthy', ...battleItems },
    },
    services: [
      {
        id: 'tiktok-connector',
        name: 'TikTok LIVE connector',
        status: connectorStatus,
        detail: connectorDetail(tiktokConnector),
      },
      {
        id: 'sign-api',
        name: 'Webcast sign API',
        status: signStatus,
        detail: `${eulerstream.calls} of ${eulerstream.limit} calls in the last 24 hours (${eulerstream.usage}%)`,
      },
      {
        id: 'live-ingest',
        name: 'Live gift ingest',
        status: ingestStatus,
        detail:
          `${ingest.queuedGifts} gifts queued, ${ingest.rowsWritten} stored in ${ingest.batches} batches ` +
          `(${ingest.averageRowsPerBatch} per batch), ${ingest.pausedRooms} rooms paused, ` +
          `${ingest.chatMessagesShed} chat messages shed, ${ingest.streaksTimedOut} streaks closed by timeout` +
          (ingest.failedBatches ? `, ${ingest.failedBatches} batches failed` : '') +
          (ingest.refusedGifts ? `, ${ingest.refusedGifts} gifts refused` : '') +
          (ingest.poolWaits ? `, ${ingest.poolWaits} batches waited for a database connection` : ''),
      },
      {
        id: 'battle-items',
        name: 'TikTok battle items',
        status: 'healthy',
        detail:
          `${battleItems.messages} card messages: ${battleItems.awards} awards, ${battleItems.uses} uses, ` +
          `${battleItems.notices} notices, ${battleItems.malformed} malformed (skipped)`,
      },
    ],
  }
}
