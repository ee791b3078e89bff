/** System health and API monitoring shapes (spec 2 §3, §4, §7), shared by backend and frontend. */
export type HealthStatus = 'healthy' | 'warning' | 'error'

export interface ServiceHealthDto {
  id: string
  name: string
  status: HealthStatus
  /** One line for the panel: '3 live, 1 connecting', 'Answered in 2 ms'. */
  detail: string
}

export interface SystemAlertDto {
  id: string
  /** 'critical' for a service in error, 'warning' otherwise (spec 2 §4). */
  severity: 'warning' | 'critical'
  title: string
  message: string
}

/** What a feature module adds to the system health (its manifest's `monitoring`). */
export interface MonitoringContribution {
  /** Extra fields under `apis` of GET /api/admin/system-health, each with its status. */
  apis?: Record<string, { status: HealthStatus } & Record<string, unknown>>
  services?: ServiceHealthDto[]
  /** Long-lived connections the module holds (live streams). */
  activeConnections?: number
}

export const API_USAGE_RANGES = ['1h', '24h'] as const
export type ApiUsageRange = (typeof API_USAGE_RANGES)[number]

export interface ApiUsageDto {
  timeRange: ApiUsageRange
  totalCalls: number
  serverErrors: number
  clientErrors: number
  /** 5xx answers in percent of calls. */
  errorRate: number
  /** Milliseconds, 1 decimal. */
  avgResponseTime: number
  series: { at: string; calls: number; errors: number; avgResponseTime: number }[]
}

/** GET /api/monitoring/stats */
export interface MonitoringStatsDto {
  connections: { active: number; push: number; live: number }
  performance: { errorRate: number; avgResponseTime: number; callsLastHour: number }
}

/** GET /api/admin/system-health */
export interface SystemHealthDto {
  status: HealthStatus
  apis: Record<string, { status: HealthStatus } & Record<string, unknown>>
  services: ServiceHealthDto[]
  system: {
    uptime: number
    startedAt: string
    activeUsers: number
    cpu: number
    load: number
    memory: number
    disk: number | null
    processMemoryMb: number
  }
}

/** Spec 2 §4: the API needs attention above 5 % errors or 1,000 ms mean response time. */
export function apiStatus(errorRate: number, avgResponseTime: number): HealthStatus {
  return errorRate > 5 || avgResponseTime > 1000 ? 'warning' : 'healthy'
}
/** Spec 2 §4: the webcast (sign) API is 'warning' above 90 % of its allowance. */
export const SIGN_USAGE_WARNING = 90
