import { api, translate } from '@shell'
import type { AnalyticsOverviewDto, AnalyticsResponse } from '../../../analytics/shared/analytics'
import type { AuditLogsResponse } from '../../../audit/shared/audit'
import type { LiveApiStatsDto } from '../../../live/shared/live'
import type {
  ApiUsageDto,
  ApiUsageRange,
  MonitoringStatsDto,
  SystemAlertDto,
  SystemHealthDto,
} from '../../shared/monitoring'

export const monitoringKeys = {
  overview: ['admin', 'monitoring', 'overview'] as const,
  details: (range: ApiUsageRange) => ['admin', 'monitoring', 'details', range] as const,
}

const ZERO_STATS: MonitoringStatsDto = {
  connections: { active: 0, push: 0, live: 0 },
  nodes: [],
  performance: { errorRate: 0, avgResponseTime: 0, callsLastHour: 0, eventLoopDelay: null },
}

/** The figures of the TikTok side the health screen shows (docs/api/admin.md: eulerstream.calls, tiktokConnector.connections). */
export interface LiveApiFigures {
  signCalls: number
  connections: number
}

/** The analytics card's figures: the last 7 days of GET /api/analytics. */
export type AnalyticsFigures = Pick<AnalyticsOverviewDto, 'activeCreators' | 'totalGifts' | 'revenue'>

export const ANALYTICS_CARD_RANGE = '7d'

export interface SystemHealthOverview {
  stats: MonitoringStatsDto
  alerts: SystemAlertDto[]
  auditEntries: number
  live: LiveApiFigures
  analytics: AnalyticsFigures
  /** Messages of the fetches that failed; their figures show as zeros (docs/api/admin.md). */
  failures: string[]
}

/** `what`: the message key of the figures fetched; a failure reads '<what>: <message>' in the page language. */
const settle = async <T>(fetch: Promise<T>, fallback: T, failures: string[], what: string): Promise<T> => {
  try {
    return await fetch
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    failures.push(translate('admin.health.failure', { what: translate(what), message }))
    return fallback
  }
}

/** The System Health screen's fetches together; each failed one falls back to zeros, all failing is an error. */
export async function fetchSystemHealthOverview(): Promise<SystemHealthOverview> {
  const failures: string[] = []
  const fetches = [
    settle(
      api.get<LiveApiStatsDto>('/api/tiktok-optimized/api-stats').then(({ eulerstream, tiktokConnector }) => ({
        signCalls: eulerstream.calls,
        connections: tiktokConnector.connections,
      })),
      { signCalls: 0, connections: 0 },
      failures,
      'admin.health.sources.tiktok'
    ),
    settle(
      api.get<MonitoringStatsDto>('/api/monitoring/stats'),
      ZERO_STATS,
      failures,
      'admin.health.sources.monitoring'
    ),
    settle(
      api
        .get<AuditLogsResponse>('/api/audit/logs', { query: { limit: 1 } })
        .then((answer) => answer.data.pagination.total),
      0,
      failures,
      'admin.health.sources.audit'
    ),
    settle(
      api.get<{ alerts: SystemAlertDto[] }>('/api/monitoring/alerts').then((answer) => answer.alerts),
      [],
      failures,
      'admin.health.sources.alerts'
    ),
    settle(
      api
        .get<AnalyticsResponse>('/api/analytics', { query: { dateRange: ANALYTICS_CARD_RANGE } })
        .then(({ data: { overview } }) => ({
          activeCreators: overview.activeCreators,
          totalGifts: overview.totalGifts,
          revenue: overview.revenue,
        })),
      { activeCreators: 0, totalGifts: 0, revenue: 0 },
      failures,
      'admin.health.sources.analytics'
    ),
  ] as const
  const [live, stats, auditEntries, alerts, analytics] = await Promise.all(fetches)
  if (failures.length === fetches.length) throw new Error(failures.join('; '))
  return { stats, alerts, auditEntries, live, analytics, failures }
}

export interface ApiMonitoringDetails {
  health: SystemHealthDto
  usage: ApiUsageDto
  alerts: SystemAlertDto[]
}

/** The API Monitoring screen: system health, API usage of one window and the alerts, fetched together (docs/api/admin.md). */
export async function fetchApiMonitoring(range: ApiUsageRange): Promise<ApiMonitoringDetails> {
  const [health, usage, alerts] = await Promise.all([
    api.get<SystemHealthDto>('/api/admin/system-health'),
    api.get<ApiUsageDto>('/api/admin/api-usage', { query: { timeRange: range } }),
    api.get<{ alerts: SystemAlertDto[] }>('/api/admin/alerts').then((answer) => answer.alerts),
  ])
  return { health, usage, alerts }
}
