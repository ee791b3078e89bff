import { api } from '@shell'
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
  performance: { errorRate: 0, avgResponseTime: 0, callsLastHour: 0 },
}

export interface SystemHealthOverview {
  stats: MonitoringStatsDto
  alerts: SystemAlertDto[]
  auditEntries: number
  /** Messages of the fetches that failed; their figures show as zeros (spec 2 §7). */
  failures: string[]
}

const settle = async <T>(fetch: Promise<T>, fallback: T, failures: string[], what: string): Promise<T> => {
  try {
    return await fetch
  } catch (error) {
    failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`)
    return fallback
  }
}

/** The System Health screen's fetches together; a failed one falls back to zeros. */
export async function fetchSystemHealthOverview(): Promise<SystemHealthOverview> {
  const failures: string[] = []
  const [stats, alerts, auditEntries] = await Promise.all([
    settle(api.get<MonitoringStatsDto>('/api/monitoring/stats'), ZERO_STATS, failures, 'Monitoring stats'),
    settle(
      api.get<{ alerts: SystemAlertDto[] }>('/api/monitoring/alerts').then((answer) => answer.alerts),
      [],
      failures,
      'Alerts'
    ),
    settle(
      api
        .get<{ data: { pagination: { total: number } } }>('/api/audit/logs', { query: { limit: 1 } })
        .then((answer) => answer.data.pagination.total),
      0,
      failures,
      'Audit logs'
    ),
  ])
  if (failures.length === 3) throw new Error(failures.join('; '))
  return { stats, alerts, auditEntries, failures }
}

export interface ApiMonitoringDetails {
  health: SystemHealthDto
  usage: ApiUsageDto
}

/** The API Monitoring screen: system health and API usage of one window. */
export async function fetchApiMonitoring(range: ApiUsageRange): Promise<ApiMonitoringDetails> {
  const [health, usage] = await Promise.all([
    api.get<SystemHealthDto>('/api/admin/system-health'),
    api.get<ApiUsageDto>('/api/admin/api-usage', { query: { timeRange: range } }),
  ])
  return { health, usage }
}
