import { useSyncExternalStore } from 'react'

/** Backoff of the reachability probe while the server is unreachable: 1 s, 2 s, 4 s … at most 30 s. */
export const PROBE_DELAYS_MS = { first: 1_000, max: 30_000 }

/** What the probe asks: the API's public health answer (no token, no personal data). */
const PROBE_PATH = '/api/health'

type Listener = () => void

/**
 * Whether the app can reach its server. Offline when the browser says so (`navigator.onLine`)
 * or when a call failed without an answer (api.ts reports it); then a probe asks the server
 * again with a growing delay, and at once when the browser comes back online. Any answer, from
 * the probe or any other call, means online again.
 */
export class Connectivity {
  #browserOnline: boolean
  #serverUnreachable = false
  #listeners = new Set<Listener>()
  #probeTimer: ReturnType<typeof setTimeout> | null = null
  #delay = PROBE_DELAYS_MS.first

  constructor(private probe: () => Promise<boolean> = probeServer) {
    this.#browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine
    if (typeof window === 'undefined') return
    window.addEventListener('online', () => {
      this.#browserOnline = true
      this.#notify()
      this.#probeNow()
    })
    window.addEventListener('offline', () => {
      this.#browserOnline = false
      this.#notify()
    })
  }

  get online() {
    return this.#browserOnline && !this.#serverUnreachable
  }

  subscribe = (listener: Listener) => {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** Resolves as soon as the server is reachable (at once when it is). */
  whenOnline(): Promise<void> {
    if (this.online) return Promise.resolve()
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (!this.online) return
        stop()
        resolve()
      })
    })
  }

  /** A call got no answer (network down, server gone): offline until something answers. */
  reportUnreachable() {
    if (!this.#serverUnreachable) {
      this.#serverUnreachable = true
      this.#delay = PROBE_DELAYS_MS.first
      this.#notify()
    }
    this.#scheduleProbe()
  }

  /** The server answered (any status): reachable. */
  reportAnswer() {
    if (this.#probeTimer) clearTimeout(this.#probeTimer)
    this.#probeTimer = null
    this.#delay = PROBE_DELAYS_MS.first
    if (!this.#serverUnreachable) return
    this.#serverUnreachable = false
    this.#notify()
  }

  #scheduleProbe() {
    if (this.#probeTimer) return
    this.#probeTimer = setTimeout(() => {
      this.#probeTimer = null
      this.#probeNow()
    }, this.#delay)
    this.#delay = Math.min(this.#delay * 2, PROBE_DELAYS_MS.max)
  }

  #probeNow() {
    if (!this.#serverUnreachable || !this.#browserOnline) return
    if (this.#probeTimer) clearTimeout(this.#probeTimer)
    this.#probeTimer = null
    void this.probe().then((answered) => (answered ? this.reportAnswer() : this.#scheduleProbe()))
  }

  #notify() {
    this.#listeners.forEach((listener) => listener())
  }
}

async function probeServer() {
  try {
    await fetch(PROBE_PATH, { cache: 'no-store' })
    return true
  } catch {
    return false
  }
}

/** The app's one view of the network. */
export const connectivity = new Connectivity()

/** Whether the server is reachable now; re-renders at every change. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    connectivity.subscribe,
    () => connectivity.online,
    () => true
  )
}

/** A fetch that got no answer at all (offline, DNS, connection refused), as opposed to an HTTP error. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError
}
