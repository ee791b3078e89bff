const MINUTE_MS = 60_000
/** Minutes of history kept: the longest window the API usage screen asks for. */
export const MINUTES_KEPT = 24 * 60

interface MinuteTally {
  minute: number
  calls: number
  serverErrors: number
  clientErrors: number
  totalMs: number
}

export interface UsagePoint {
  at: string
  calls: number
  errors: number
  avgResponseTime: number
}

export interface UsageSummary {
  totalCalls: number
  serverErrors: number
  clientErrors: number
  /** Server errors (5xx) as a percentage of calls, 1 decimal. */
  errorRate: number
  /** Mean duration in ms, 1 decimal. */
  avgResponseTime: number
  series: UsagePoint[]
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/**
 * Per-minute tallies of the API requests this process answered, over the last 24 hours: a ring
 * of 1,440 slots, so memory stays flat however busy the server is.
 */
export class RequestMetrics {
  #slots: (MinuteTally | undefined)[] = new Array(MINUTES_KEPT)

  record(durationMs: number, status: number, now = Date.now()) {
    const minute = Math.floor(now / MINUTE_MS)
    const index = minute % MINUTES_KEPT
    let slot = this.#slots[index]
    if (!slot || slot.minute !== minute) {
      slot = { minute, calls: 0, serverErrors: 0, clientErrors: 0, totalMs: 0 }
      this.#slots[index] = slot
    }
    slot.calls += 1
    slot.totalMs += durationMs
    if (status >= 500) slot.serverErrors += 1
    else if (status >= 400) slot.clientErrors += 1
  }

  /** The last `minutes` minutes (this one included), with `points` evenly sized series buckets. */
  summary(minutes: number, points: number, now = Date.now()): UsageSummary {
    const last = Math.floor(now / MINUTE_MS)
    const first = last - minutes + 1
    const perPoint = Math.ceil(minutes / points)
    const buckets = Array.from({ length: Math.ceil(minutes / perPoint) }, (_, index) => ({
      start: first + index * perPoint,
      calls: 0,
      errors: 0,
      totalMs: 0,
    }))
    const total = { calls: 0, serverErrors: 0, clientErrors: 0, totalMs: 0 }
    for (const slot of this.#slots) {
      if (!slot || slot.minute < first || slot.minute > last) continue
      total.calls += slot.calls
      total.serverErrors += slot.serverErrors
      total.clientErrors += slot.clientErrors
      total.totalMs += slot.totalMs
      const bucket = buckets[Math.floor((slot.minute - first) / perPoint)]
      bucket.calls += slot.calls
      bucket.errors += slot.serverErrors
      bucket.totalMs += slot.totalMs
    }
    return {
      totalCalls: total.calls,
      serverErrors: total.serverErrors,
      clientErrors: total.clientErrors,
      errorRate: total.calls ? oneDecimal((total.serverErrors / total.calls) * 100) : 0,
      avgResponseTime: total.calls ? oneDecimal(total.totalMs / total.calls) : 0,
      series: buckets.map((bucket) => ({
        at: new Date(bucket.start * MINUTE_MS).toISOString(),
        calls: bucket.calls,
        errors: bucket.errors,
        avgResponseTime: bucket.calls ? oneDecimal(bucket.totalMs / bucket.calls) : 0,
      })),
    }
  }
}

/** This process's API request figures (recorded by request_metrics_middleware). */
export const requestMetrics = new RequestMetrics()
