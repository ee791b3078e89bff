import { dirname } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import { nodeRegistry } from '#core/cluster/node_registry'
import { sqliteFile } from '#core/database/sqlite_file'
import { storageFaults } from '#core/database/storage_faults'
import { redisAvailability } from '#core/redis_availability'
import { contributionsTo } from '#core/module_loader'
import { requestMetrics } from '#core/monitoring/request_metrics'
import { systemFigures } from '#core/monitoring/system_figures'
import { eventLoopMonitor } from '#core/monitoring/event_loop'
import { MONITORING, type HealthStatus, type MonitoringContribution, type ServiceHealth } from '#core/back_office'
import {
  apiStatus,
  type ApiUsageDto,
  type ApiUsageRange,
  type ConnectionsDto,
  type MonitoringStatsDto,
  type NodeDto,
  type SystemAlertDto,
  type SystemHealthDto,
} from '../../shared/monitoring.js'

/** Signed-in users who made a request within this many minutes count as active. */
const ACTIVE_USER_MINUTES = 15
const USAGE_WINDOWS: Record<ApiUsageRange, { minutes: number; points: number }> = {
  '1h': { minutes: 60, points: 60 },
  '24h': { minutes: 24 * 60, points: 24 },
}

const worst = (statuses: HealthStatus[]): HealthStatus =>
  statuses.includes('error') ? 'error' : statuses.includes('warning') ? 'warning' : 'healthy'

async function timed(check: () => Promise<unknown>): Promise<{ ok: true; ms: number } | { ok: false; error: string }> {
  const started = performance.now()
  try {
    await check()
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

async function databaseHealth(): Promise<ServiceHealth> {
  const connection = db.primaryConnectionName
  const result = await timed(() => db.rawQuery('select 1'))
  const name = connection === 'pg' ? 'PostgreSQL database' : 'SQLite database'
  if (!result.ok) return { id: 'database', name, status: 'error', detail: `Unreachable: ${result.error}` }
  // Reads may answer while writes fail (a full disk): requests that met a fault say so.
  const fault = storageFaults.recent()
  if (fault) {
    const refused = fault.count === 1 ? '1 request' : `${fault.count} requests`
    const since = fault.firstAt.toISOString()
    return {
      id: 'database',
      name,
      status: 'error',
      detail: `Writes failing since ${since} (${refused} refused): ${fault.cause}`,
    }
  }
  return {
    id: 'database',
    name,
    status: result.ms > 500 ? 'warning' : 'healthy',
    detail: `Answered in ${result.ms} ms`,
  }
}

/** Redis backs the limiter and push fan-out only when REDIS_URL is set. */
async function redisHealth(): Promise<ServiceHealth | null> {
  if (!env.get('REDIS_URL')) return null
  const alone = `each process counts limits and sign-in attempts on its own and pushes to its own streams until it returns`
  if (!redisAvailability.available()) {
    const since = redisAvailability.downSince
    const cause = redisAvailability.cause
    return {
      id: 'redis',
      name: 'Redis',
      status: 'error',
      detail: `Unreachable${since ? ` since ${since.toISOString()}` : ''}${cause ? ` (${cause})` : ''}: ${alone}`,
    }
  }
  const result = await timed(() => redis.ping())
  if (!result.ok)
    return { id: 'redis', name: 'Redis', status: 'error', detail: `Unreachable: ${result.error}: ${alone}` }
  return { id: 'redis', name: 'Redis', status: 'healthy', detail: `Answered in ${result.ms} ms` }
}

async function moduleContributions(): Promise<MonitoringContribution[]> {
  return Promise.all(contributionsTo(MONITORING).map(async (load) => (await load()).default()))
}

async function activeUsers(): Promise<number> {
  const cutoff = Date.now() - ACTIVE_USER_MINUTES * 60_000
  // The auth package writes last_used_at as a Date: epoch milliseconds in SQLite.
  const since = db.primaryConnectionName === 'pg' ? new Date(cutoff) : cutoff
  const [row] = await db
    .from('auth_access_tokens')
    .where('last_used_at', '>=', since)
    .countDistinct('tokenable_id as total')
  return Number(row?.total ?? 0)
}

export function apiUsage(timeRange: ApiUsageRange): ApiUsageDto {
  const { minutes, points } = USAGE_WINDOWS[timeRange]
  return { timeRange, ...requestMetrics.summary(minutes, points) }
}

/** Every live app process (the node registry), sorted by start. */
async function clusterNodes(): Promise<NodeDto[]> {
  const nodes = await nodeRegistry.list()
  return nodes.map((node) => ({ ...node, startedAt: node.startedAt.toISOString() }))
}

/** Open connections over every node: server-push (SSE) streams and TikTok live connections. */
function connectionsOf(nodes: NodeDto[]): ConnectionsDto {
  const push = nodes.reduce((sum, node) => sum + node.pushStreams, 0)
  const live = nodes.reduce((sum, node) => sum + node.liveConnections.length, 0)
  return { active: push + live, push, live }
}

/** Every service with its state and the `apis` figures of the system-health answer. */
async function servicesAndApis() {
  const usage = apiUsage('1h')
  const api: ServiceHealth = {
    id: 'api',
    name: 'Powerdeck API',
    status: apiStatus(usage.errorRate, usage.avgResponseTime),
    detail: `${usage.totalCalls} calls in the last hour, ${usage.errorRate}% errors, ${usage.avgResponseTime} ms on average`,
  }
  const [database, cache, contributions] = await Promise.all([databaseHealth(), redisHealth(), moduleContributions()])
  const services = [api, database, ...(cache ? [cache] : []), ...contributions.flatMap((part) => part.services ?? [])]
  const apis = Object.assign(
    {
      inHouse: {
        status: api.status,
        calls: usage.totalCalls,
        errorRate: usage.errorRate,
        avgResponseTime: usage.avgResponseTime,
      },
    },
    ...contributions.map((part) => part.apis ?? {})
  )
  return { services, apis }
}

export async function systemHealth(): Promise<SystemHealthDto> {
  const dataPath = db.primaryConnectionName === 'pg' ? process.cwd() : dirname(sqliteFile())
  const [{ services, apis }, nodes, figures, users] = await Promise.all([
    servicesAndApis(),
    clusterNodes(),
    systemFigures(dataPath),
    activeUsers(),
  ])
  return {
    status: worst(services.map((service) => service.status)),
    apis,
    services,
    connections: connectionsOf(nodes),
    nodes,
    system: { ...figures, activeUsers: users },
  }
}

export async function monitoringStats(): Promise<MonitoringStatsDto> {
  const usage = apiUsage('1h')
  const nodes = await clusterNodes()
  return {
    connections: connectionsOf(nodes),
    nodes,
    performance: {
      errorRate: usage.errorRate,
      avgResponseTime: usage.avgResponseTime,
      callsLastHour: usage.totalCalls,
      eventLoopDelay: eventLoopMonitor.lastWindow(),
    },
  }
}

/** Every service that is not healthy, worst first (docs/api/admin.md: an error is critical). */
export async function systemAlerts(): Promise<SystemAlertDto[]> {
  const { services } = await servicesAndApis()
  return services
    .filter((service) => service.status !== 'healthy')
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'error' ? -1 : 1))
    .map((service) => ({
      id: service.id,
      severity: service.status === 'error' ? 'critical' : 'warning',
      title: `${service.name}: ${service.status === 'error' ? 'failing' : 'needs attention'}`,
      message: service.detail,
    }))
}
