import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import db from '@adonisjs/lucid/services/db'
import { openStreamCount } from '../push/push_streams.js'

/**
 * This process's Prometheus series, answered by GET /metrics (docs/operators.md, "Metrics"): the
 * kernel's (HTTP, database pool, push streams), prom-client's defaults (memory, CPU, event-loop
 * delay, GC) and the modules' (defined with defineCounter / defineGauge).
 */
export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry })

/** A counter in the registry; a module keeps it and counts with `.inc()`. */
export function defineCounter<Label extends string = never>(name: string, help: string, labelNames: Label[] = []) {
  return new Counter<Label>({ name, help, labelNames, registers: [metricsRegistry] })
}

/** A gauge read when Prometheus scrapes: `read` answers its value, or its values by label. */
export function defineGauge<Label extends string = never>(
  name: string,
  help: string,
  read: () => number | { labels: Record<Label, string>; value: number }[],
  labelNames: Label[] = []
) {
  return new Gauge<Label>({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    collect() {
      const value = read()
      if (typeof value === 'number') this.set(value)
      else for (const sample of value) this.set(sample.labels as never, sample.value)
    },
  })
}

const httpLabels = ['method', 'route', 'status'] as const
const httpRequests = new Counter({
  name: 'powerdeck_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: httpLabels,
  registers: [metricsRegistry],
})
const httpDuration = new Histogram({
  name: 'powerdeck_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
  labelNames: httpLabels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

/** One answered request; `route` is the matched route's pattern (`/api/players/:id`), never the raw URL. */
export function recordHttpRequest(method: string, route: string, status: number, seconds: number) {
  const labels = { method, route, status: String(status) }
  httpRequests.inc(labels)
  httpDuration.observe(labels, seconds)
}

defineGauge('powerdeck_push_streams', 'Server-push (SSE) streams open on this process', openStreamCount)

/** The primary connection's knex pool (tarn): connections in use, idle, and requests waiting for one. */
defineGauge(
  'powerdeck_db_pool_connections',
  'Database pool connections of this process by state: used, free, and pending (requests waiting for one)',
  () => {
    const pool = db.manager.get(db.primaryConnectionName)?.connection?.pool
    if (!pool) return []
    return [
      { labels: { state: 'used' }, value: pool.numUsed() },
      { labels: { state: 'free' }, value: pool.numFree() },
      { labels: { state: 'pending' }, value: pool.numPendingAcquires() },
    ]
  },
  ['state']
)
