import type { MonitoringContribution } from '#modules/admin/backend/public'
import { liveApiStats } from './services/api_stats.js'

/** Spec 2 §4: the webcast (sign) API needs attention above 90 % of its allowance. */
const SIGN_USAGE_WARNING = 90

/** The live connector and the sign (webcast) API in the admin's system health (spec 2 §3, §4). */
export default async function liveMonitoring(): Promise<MonitoringContribution> {
  const { tiktokConnector, eulerstream } = await liveApiStats()
  // Spec 2 §4: the connector is 'error' while rate limited, the webcast API 'warning' above 90 %.
  const connectorStatus = tiktokConnector.rateLimited ? 'error' : 'healthy'
  const signStatus = eulerstream.usage > SIGN_USAGE_WARNING ? 'warning' : 'healthy'
  const waitUntil = tiktokConnector.rateLimitedUntil
    ? new Date(tiktokConnector.rateLimitedUntil).toISOString().slice(11, 19)
    : ''
  return {
    apis: {
      tiktokConnector: { status: connectorStatus, ...tiktokConnector },
      eulerstream: { status: signStatus, ...eulerstream },
    },
    services: [
      {
        id: 'tiktok-connector',
        name: 'TikTok LIVE connector',
        status: connectorStatus,
        detail: tiktokConnector.rateLimited
          ? `Rate limited by TikTok until ${waitUntil} UTC`
          : `${tiktokConnector.connections} live, ${tiktokConnector.connecting} connecting, ${tiktokConnector.watched} watched`,
      },
      {
        id: 'sign-api',
        name: 'Webcast sign API',
        status: signStatus,
        detail: `${eulerstream.calls} of ${eulerstream.limit} calls in the last 24 hours (${eulerstream.usage}%)`,
      },
    ],
  }
}
