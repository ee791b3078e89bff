/**
 * System health and API monitoring answers (docs/api/admin.md) for the frontend and the CLI. Other
 * modules add services of the same shape through the kernel's MONITORING extension point (core/back_office.ts).
 */
import type { HealthStatus, ServiceHealthDto } from '../../../backend/core/shared/monitoring.js'

export type { HealthStatus, ServiceHealthDto } from '../../../backend/core/shared/monitoring.js'

export interface SystemAlertDto {
  id: string
  /** 'critical' for a service in error, 'warning' otherwise (docs/api/admin.md). */
  severity: 'warning' | 'critical'
  title: string
  message: string
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

/** Open long-lived connections over every node: server-push streams plus TikTok live connections. */
export interface ConnectionsDto {
  active: number
  push: number
  live: number
}

/** One app process serving the deployment (a node), as its last heartbeat reported it. */
export interface NodeDto {
  /** `host:pid:suffix`, unique per process start. */
  id: string
  /** The process that answered this request. */
  self: boolean
  startedAt: string
  /** Creators whose live connection this process holds. */
  liveConnections: number[]
  /** Open server-push (SSE) streams on this process. */
  pushStreams: number
  rssBytes: number
}

/** How long the answering process's event loop made ready work wait, over its last 10 s window (ms). */
export interface EventLoopDelayDto {
  p50Ms: number
  p99Ms: number
  maxMs: number
  windowEndedAt: string
}

/** GET /api/monitoring/stats */
export interface MonitoringStatsDto {
  connections: ConnectionsDto
  nodes: NodeDto[]
  performance: {
    errorRate: number
    avgResponseTime: number
    callsLastHour: number
    /** null in the first 10 s after the process started. */
    eventLoopDelay: EventLoopDelayDto | null
  }
}

/** GET /api/admin/system-health */
export interface SystemHealthDto {
  status: HealthStatus
  apis: Record<string, { status: HealthStatus } & Record<string, unknown>>
  services: ServiceHealthDto[]
  connections: ConnectionsDto
  /** Every live node, sorted by start; the connection totals are their sums. */
  nodes: NodeDto[]
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

/** An error shows as critical on the health screens (docs/api/admin.md). */
export const STATUS_LABELS: Record<HealthStatus, string> = { healthy: 'Healthy', warning: 'Warning', error: 'Critical' }

/** The API needs attention above 5 % errors or 1,000 ms mean response time (docs/api/admin.md). */
export function apiStatus(errorRate: number, avgResponseTime: number): HealthStatus {
  return errorRate > 5 || avgResponseTime > 1000 ? 'warning' : 'healthy'
}

/** A node id short enough for a table: the host's first label, the pid and the suffix. */
export function shortNodeId(id: string): string {
  const [host = '', ...rest] = id.split(':')
  return [host.split('.')[0].slice(0, 12), ...rest].join(':')
}

/** How many creator ids a node's summary names before it only counts the rest. */
const NAMED_CREATORS = 20

/** The creators whose live connection a node holds, for a hint or a column: '3, 7' or '1, 2, … and 5 more'. */
export function namedCreators(creatorIds: number[]): string {
  const more = creatorIds.length - NAMED_CREATORS
  return creatorIds.slice(0, NAMED_CREATORS).join(', ') + (more > 0 ? ` and ${more} more` : '')
}

/** Bytes as whole megabytes (MiB, as the process figures elsewhere). */
export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** Uptime as days, hours and minutes ('3d 4h 12m', '5h 0m', '7m') (docs/api/admin.md). */
export function formatUptime(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  if (days > 0) return `${days}d ${hours}h ${rest}m`
  if (hours > 0) return `${hours}h ${rest}m`
  return `${rest}m`
}

/** GET /api/admin/system-health */
export interface SystemHealthResponse extends SystemHealthDto {
  success: true
}

/** GET /api/monitoring/stats */
export interface MonitoringStatsResponse extends MonitoringStatsDto {
  success: true
}

/** GET /api/admin/api-usage */
export interface ApiUsageResponse extends ApiUsageDto {
  success: true
}

/** GET /api/admin/alerts and /api/monitoring/alerts */
export interface SystemAlertsResponse {
  success: true
  alerts: SystemAlertDto[]
}
