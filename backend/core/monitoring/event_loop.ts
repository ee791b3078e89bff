import { monitorEventLoopDelay } from 'node:perf_hooks'

/** Length of one measuring window: the figures are those of the last complete window. */
export const EVENT_LOOP_WINDOW_MS = 10_000

/** How long this process's event loop made ready work wait, over one window (ms, 1 decimal). */
export interface EventLoopDelay {
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** When the window ended (ISO); it began one window length before. */
  windowEndedAt: string
}

/** Node samples every RESOLUTION_MS: a sample is that interval plus the delay, which is what is answered. */
const RESOLUTION_MS = 10
const delayMs = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10)

/**
 * Samples the event loop's delay (Node's own timer, every 10 ms, no JavaScript on the loop) and
 * closes a window every `windowMs` (EVENT_LOOP_WINDOW_MS). A reading never resets anything, so any number of
 * readers see the same figures. Long synchronous work (a big JSON.stringify, a stall) shows here
 * before it shows anywhere else.
 */
export class EventLoopMonitor {
  #histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  #last: EventLoopDelay | null = null

  constructor(private windowMs = EVENT_LOOP_WINDOW_MS) {}

  /** Starts measuring; answers the stopper. */
  start() {
    this.#histogram.reset()
    this.#histogram.enable()
    const timer = setInterval(() => this.#closeWindow(), this.windowMs).unref()
    return async () => {
      clearInterval(timer)
      this.#histogram.disable()
    }
  }

  /** The last complete window, or null before the first one ends. */
  lastWindow() {
    return this.#last
  }

  #closeWindow() {
    const histogram = this.#histogram
    this.#last = histogram.count
      ? {
          p50Ms: delayMs(histogram.percentile(50)),
          p99Ms: delayMs(histogram.percentile(99)),
          maxMs: delayMs(histogram.max),
          windowEndedAt: new Date().toISOString(),
        }
      : null
    histogram.reset()
  }
}

/** This process's event-loop delay (started by the kernel provider on a web server). */
export const eventLoopMonitor = new EventLoopMonitor()
