/*
 * Over 400 lines: one state machine per creator's connection (connect, leases, retries, pause,
 * suspension, end) reads best whole; issue 34 moves the simulator and owner calls out beside it.
 */
import logger from '@adonisjs/core/services/logger'
import { LIVE_MESSAGES, type LiveEndReason, type LiveEvent, type LiveStatusDto } from '../../shared/live.js'
import {
  NotLiveError,
  RateLimitedError,
  SignServerError,
  type LiveDriver,
  type LiveSession,
} from '../drivers/driver.js'

export interface Clock {
  now(): number
}
const systemClock: Clock = { now: () => Date.now() }

export interface ManagerTimings {
  /** Live checks of one creator never come closer than this (spec: 30 s). */
  minCheckIntervalMs: number
  /** Offline backoff doubles up to this. */
  maxCheckIntervalMs: number
  /** Reconnects after a drop or failure start here and double up to the max. */
  reconnectBaseMs: number
  reconnectMaxMs: number
}

export const DEFAULT_TIMINGS: ManagerTimings = {
  minCheckIntervalMs: 30_000,
  maxCheckIntervalMs: 5 * 60_000,
  reconnectBaseMs: 2_000,
  reconnectMaxMs: 2 * 60_000,
}

/** A rate-limit wait grows by up to this share at random, so processes refused together do not retry in step. */
export const RATE_LIMIT_JITTER = 0.1

/** What happened to this process's connections since it started (admin API monitoring). */
export interface LifecycleCounts {
  /** Connections replaced because no frame came for the driver's stall timeout. */
  stalls: number
  /** Connections the platform closed without being asked to. */
  drops: number
  /** Connections back after a drop or a stall, the live session continuing. */
  reconnects: number
  /** Reconnects that landed in a new room: the old session closed, a new one opened. */
  roomChanges: number
  /** Connects the sign server refused (429). */
  rateLimits: number
}

export type ConnectOutcome =
  | { result: 'connected' }
  | { result: 'notLive' }
  | { result: 'rateLimited'; retryAfterMs: number }
  | { result: 'failed'; error: string }

/** A failure worth an entry in the errors log: a refused or failed connect, a drop, a stall. */
export interface ConnectionFailure {
  kind: 'rateLimited' | 'signServer' | 'connect' | 'dropped' | 'stalled'
  message: string
}

interface Link {
  creatorId: number
  username: string
  driver: LiveDriver
  session: LiveSession | null
  /** The room of the open live session (a reconnect into another room starts a new session). */
  roomId: string | null
  /** Increments with every session so late callbacks of an old one are ignored. */
  generation: number
  connecting: boolean
  isLive: boolean
  liveStartedAt: number | null
  /** A live session was reported open (onLive) and not yet ended. */
  sessionOpen: boolean
  /** When the stream was last seen before a drop: a reconnect that fails ends the session there. */
  droppedAt: number | null
  message: string
  /** What runs when `dueAt` comes: a live check, or a reconnect after a drop. */
  next: 'check' | 'reconnect'
  dueAt: number | null
  lastCheckAt: number | null
  offlineChecks: number
  failures: number
  lastFrameAt: number
  busy: Promise<unknown> | null
  /** Control events of one creator (stream end, drop) are handled one after the other. */
  queue: Promise<unknown>
}

export interface ManagerDeps {
  onEvent(creatorId: number, event: LiveEvent): Promise<unknown>
  onStatus(creatorId: number, status: LiveStatusDto): void
  /** The stream is live on a connection (again after a drop: the same room continues the session). */
  onLive?(creatorId: number, roomId: string | null, at: number): Promise<unknown>
  /** The live session ended at `at`. */
  onLiveEnded?(creatorId: number, reason: LiveEndReason, at: number): Promise<unknown>
  onFailure?(creatorId: number, failure: ConnectionFailure): void
  /**
   * Whether this process may connect the creator (it holds their lease when several processes
   * run); without it every watched creator is this process's.
   */
  owns?(creatorId: number): boolean
  clock?: Clock
  /** A number in [0, 1) for the rate-limit jitter (tests fix it); Math.random by default. */
  random?: () => number
  timings?: Partial<ManagerTimings>
}

/**
 * Keeps at most one live connection per creator in this process: checks whether watched
 * creators are live (30 s apart at least, backing off while offline), connects, reconnects with
 * backoff after drops and stalls, honours the sign server's retryAfter and the driver's cap of
 * connects per minute. Disconnect is temporary: the next check reconnects a live creator.
 * A live session lasts from a connect to the stream's end, a disconnect or a shutdown; a drop
 * keeps it open while reconnecting, and a reconnect that fails ends it when the stream was last seen.
 * All timing goes through `clock` and `tick()`, so tests drive it without waiting.
 */
export class ConnectionManager {
  #links = new Map<number, Link>()
  /** Creators whose connection is paused, and which of the pipeline's queues asked for it. */
  #throttled = new Map<number, Set<string>>()
  #blockedUntil = new Map<string, number>()
  #connectTimes = new Map<string, number[]>()
  /** Each driver's connects per minute, as last watched (the cap is per driver, across creators). */
  #caps = new Map<string, number | null>()
  #counts: LifecycleCounts = { stalls: 0, drops: 0, reconnects: 0, roomChanges: 0, rateLimits: 0 }
  /** The last 429's wait, jitter included. */
  #lastRateLimitWaitMs: number | null = null
  #timer: NodeJS.Timeout | null = null
  #clock: Clock
  #random: () => number
  #timings: ManagerTimings

  constructor(private deps: ManagerDeps) {
    this.#clock = deps.clock ?? systemClock
    this.#random = deps.random ?? Math.random
    this.#timings = { ...DEFAULT_TIMINGS, ...deps.timings }
  }

  #now() {
    return this.#clock.now()
  }

  /** Starts watching a creator's username (or follows a change of username or driver). */
  watch(creatorId: number, username: string, driver: LiveDriver, options: { checkAt?: number } = {}) {
    this.#caps.set(driver.name, driver.connectsPerMinute)
    const existing = this.#links.get(creatorId)
    if (existing && existing.username.toLowerCase() === username.toLowerCase() && existing.driver === driver) {
      return existing
    }
    if (existing) void this.#closeLink(existing, 'disconnected')
    const link: Link = {
      creatorId,
      username,
      driver,
      session: null,
      roomId: null,
      generation: 0,
      connecting: false,
      isLive: false,
      liveStartedAt: null,
      sessionOpen: false,
      droppedAt: null,
      message: LIVE_MESSAGES.waitingForLive,
      next: 'check',
      dueAt: options.checkAt ?? this.#now(),
      lastCheckAt: null,
      offlineChecks: 0,
      failures: 0,
      lastFrameAt: 0,
      busy: null,
      queue: Promise.resolve(),
    }
    this.#links.set(creatorId, link)
    return link
  }

  /** Stops watching (username removed, creator gone) and closes the connection. */
  async unwatch(creatorId: number) {
    const link = this.#links.get(creatorId)
    if (!link) return
    this.#links.delete(creatorId)
    await this.#closeLink(link, 'disconnected')
  }

  isWatched(creatorId: number) {
    return this.#links.has(creatorId)
  }

  watchedIds() {
    return [...this.#links.keys()]
  }

  /** The creators whose live connection is open in this process. */
  connectedIds() {
    return [...this.#links.values()].filter((link) => link.session).map((link) => link.creatorId)
  }

  /**
   * This process no longer owns the creator (its lease was lost): the connection closes and the
   * creator stays watched, checked at once should the lease come back.
   */
  async release(creatorId: number) {
    const link = this.#links.get(creatorId)
    if (!link) return
    while (link.busy) await link.busy.catch(() => undefined)
    await this.#closeLink(link, 'shutdown')
    link.isLive = false
    link.liveStartedAt = null
    link.message = LIVE_MESSAGES.waitingForLive
    link.next = 'check'
    link.dueAt = this.#now()
  }

  status(creatorId: number): LiveStatusDto | null {
    const link = this.#links.get(creatorId)
    if (!link) return null
    return {
      isConnected: link.session !== null,
      isLive: link.isLive,
      liveStatusMessage: link.message,
      tiktokUsername: link.username,
      nextBackendCheck: link.dueAt === null ? null : new Date(link.dueAt).toISOString(),
      liveStartedAt: link.liveStartedAt === null ? null : new Date(link.liveStartedAt).toISOString(),
    }
  }

  /** Someone looks at the status: make sure a waiting creator is checked within the minimum interval. */
  touch(creatorId: number) {
    const link = this.#links.get(creatorId)
    if (!link || link.session || link.dueAt === null || link.next !== 'check') return
    const soonest = Math.max(this.#now(), (link.lastCheckAt ?? 0) + this.#timings.minCheckIntervalMs)
    if (link.dueAt > soonest) link.dueAt = soonest
  }

  /**
   * Backpressure: one of the pipeline's queues (`source`) of the creator is over its high-water mark
   * (paused) or back under its low-water one. The connection pauses while any source asks, so the
   * platform's socket pushes back instead of memory growing; nothing is dropped.
   */
  throttle(creatorId: number, source: string, paused: boolean) {
    const sources = this.#throttled.get(creatorId) ?? new Set<string>()
    const before = sources.size > 0
    if (paused) sources.add(source)
    else sources.delete(source)
    if (sources.size) this.#throttled.set(creatorId, sources)
    else this.#throttled.delete(creatorId)
    if (before === sources.size > 0) return
    const link = this.#links.get(creatorId)
    if (paused) return link?.session?.pause?.()
    // Paused time is not silence: the stall watchdog starts counting again now.
    if (link) link.lastFrameAt = this.#now()
    link?.session?.resume?.()
  }

  /** Connects now if the creator is live (save username, Force Reconnect, simulator go-live). */
  async connectNow(creatorId: number): Promise<ConnectOutcome> {
    const link = this.#links.get(creatorId)
    if (!link) throw new Error(`Creator ${creatorId} is not watched`)
    // No await between this check and #exclusive claiming the link: concurrent calls queue up.
    while (link.busy) await link.busy.catch(() => undefined)
    if (link.session) return { result: 'connected' }
    return this.#exclusive(link, () => this.#connect(link))
  }

  /** Closes the connection until the next check (spec: Disconnect is temporary). */
  async disconnect(creatorId: number) {
    const link = this.#links.get(creatorId)
    if (!link) return
    while (link.busy) await link.busy.catch(() => undefined)
    await this.#closeLink(link, 'disconnected')
    link.message = LIVE_MESSAGES.disconnected
    link.next = 'check'
    link.dueAt = this.#now() + this.#timings.minCheckIntervalMs
    this.#publish(link)
  }

  /** Runs whatever is due: live checks, reconnects, stall detection. */
  async tick() {
    const now = this.#now()
    const work: Promise<unknown>[] = []
    for (const link of this.#links.values()) {
      if (link.busy || link.connecting) continue
      if (this.deps.owns && !this.deps.owns(link.creatorId)) continue
      if (link.session) {
        const stall = link.driver.stallTimeoutMs
        if (stall !== null && now - link.lastFrameAt > stall && !this.#throttled.has(link.creatorId))
          work.push(this.#exclusive(link, () => this.#recoverStall(link)))
        continue
      }
      if (link.dueAt === null || link.dueAt > now) continue
      work.push(
        this.#exclusive<unknown>(link, () => (link.next === 'reconnect' ? this.#connect(link) : this.#check(link)))
      )
    }
    await Promise.allSettled(work)
  }

  /** Ticks every `intervalMs` without keeping the process alive; returns the stopper. */
  start(intervalMs = 1_000) {
    if (!this.#timer) {
      this.#timer = setInterval(() => {
        this.tick().catch((error) => logger.error({ err: error }, 'live connection tick failed'))
      }, intervalMs)
      this.#timer.unref()
    }
    return () => this.stop()
  }

  async stop() {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await Promise.allSettled([...this.#links.values()].map((link) => this.#closeLink(link, 'shutdown')))
    this.#links.clear()
  }

  /** The process's TikTok connections, rate limits, connect cap and lifecycle counts. */
  stats() {
    const now = this.#now()
    const links = [...this.#links.values()]
    const blocked = [...this.#blockedUntil.values()].filter((until) => until > now)
    const connectCap = this.#caps.get('tiktok') ?? null
    const capWait = this.#capWait('tiktok', connectCap, now)
    return {
      connections: links.filter((link) => link.session).length,
      connecting: links.filter((link) => link.connecting).length,
      watched: links.length,
      rateLimited: blocked.length > 0,
      rateLimitedUntil: blocked.length ? new Date(Math.max(...blocked)).toISOString() : null,
      lastRateLimitWaitMs: this.#lastRateLimitWaitMs,
      connectsLastMinute: this.#recentConnects('tiktok', now).length,
      /** The cap the watched tiktok driver enforces (null before one is watched). */
      connectCap,
      connectCapBlockedUntil: capWait > 0 ? new Date(now + capWait).toISOString() : null,
      ...this.#counts,
    }
  }

  /** Rooms whose connection is paused by backpressure now. */
  pausedRooms() {
    return this.#throttled.size
  }

  async #exclusive<T>(link: Link, work: () => Promise<T>): Promise<T> {
    const running = work()
    link.busy = running
    try {
      return await running
    } finally {
      link.busy = null
    }
  }

  async #check(link: Link) {
    const now = this.#now()
    const blockedFor = this.#blockedFor(link.driver, now)
    if (blockedFor > 0) return this.#scheduleCheck(link, now + blockedFor)
    link.lastCheckAt = now
    try {
      if (!(await link.driver.isLive(link.username))) return this.#offline(link)
    } catch (error) {
      return this.#failed(link, error)
    }
    await this.#connect(link)
  }

  async #connect(link: Link): Promise<ConnectOutcome> {
    const outcome = await this.#attempt(link)
    // Only a reconnect after a drop fails with a session open: it ends when the stream was last seen.
    if (outcome.result !== 'connected') await this.#endLive(link, 'disconnected', link.droppedAt ?? this.#now())
    return outcome
  }

  async #attempt(link: Link): Promise<ConnectOutcome> {
    const now = this.#now()
    const retryAfterMs = this.#blockedFor(link.driver, now)
    if (retryAfterMs > 0) {
      this.#rateLimited(link, now + retryAfterMs)
      return { result: 'rateLimited', retryAfterMs }
    }
    this.#recordConnect(link.driver, now)
    link.connecting = true
    link.lastCheckAt = now
    const generation = ++link.generation
    try {
      const session = await link.driver.connect(link.username, {
        event: (event) => this.#onEvent(link, generation, event),
        frame: () => {
          if (link.generation === generation) link.lastFrameAt = this.#now()
        },
        closed: (reason) => this.#enqueue(link, () => this.#onClosed(link, generation, reason)),
      })
      if (link.generation !== generation || this.#links.get(link.creatorId) !== link) {
        await session.close()
        return { result: 'failed', error: 'superseded' }
      }
      this.#connected(link, session)
      if (link.sessionOpen) this.#counts.reconnects += 1
      if (link.sessionOpen && session.roomId !== null && link.roomId !== null && session.roomId !== link.roomId) {
        // The stream went on in a new room: the old room's session ended when it was last seen.
        this.#counts.roomChanges += 1
        await this.#endLive(link, 'room_changed', link.droppedAt ?? this.#now())
      }
      link.sessionOpen = true
      link.roomId = session.roomId
      link.droppedAt = null
      await this.deps.onLive?.(link.creatorId, session.roomId, this.#now())
      return { result: 'connected' }
    } catch (error) {
      if (error instanceof NotLiveError) {
        this.#offline(link)
        return { result: 'notLive' }
      }
      if (error instanceof RateLimitedError) {
        this.deps.onFailure?.(link.creatorId, { kind: 'rateLimited', message: error.message })
        const waitMs = error.retryAfterMs + Math.round(error.retryAfterMs * RATE_LIMIT_JITTER * this.#random())
        this.#counts.rateLimits += 1
        this.#lastRateLimitWaitMs = waitMs
        this.#blockedUntil.set(link.driver.name, this.#now() + waitMs)
        this.#rateLimited(link, this.#now() + waitMs)
        return { result: 'rateLimited', retryAfterMs: waitMs }
      }
      this.#failed(link, error)
      return { result: 'failed', error: (error as Error).message }
    } finally {
      link.connecting = false
    }
  }

  #connected(link: Link, session: LiveSession) {
    const now = this.#now()
    link.session = session
    if (this.#throttled.has(link.creatorId)) session.pause?.()
    link.isLive = true
    link.liveStartedAt ??= now
    link.lastFrameAt = now
    link.failures = 0
    link.offlineChecks = 0
    link.dueAt = null
    link.message = LIVE_MESSAGES.connected
    this.#publish(link)
  }

  #offline(link: Link) {
    link.isLive = false
    link.liveStartedAt = null
    link.offlineChecks += 1
    link.failures = 0
    link.message = LIVE_MESSAGES.notLive
    const backoff = this.#timings.minCheckIntervalMs * 2 ** Math.min(link.offlineChecks - 1, 10)
    this.#scheduleCheck(link, this.#now() + Math.min(backoff, this.#timings.maxCheckIntervalMs))
  }

  #failed(link: Link, error: unknown) {
    link.failures += 1
    const log = link.failures === 1 ? logger.warn.bind(logger) : logger.debug.bind(logger)
    log({ err: error, creatorId: link.creatorId }, 'live connection failed')
    const kind = error instanceof SignServerError ? 'signServer' : 'connect'
    this.deps.onFailure?.(link.creatorId, { kind, message: error instanceof Error ? error.message : String(error) })
    link.message = LIVE_MESSAGES.connectFailed
    link.next = 'check'
    link.dueAt = this.#now() + Math.max(this.#reconnectWait(link), this.#timings.minCheckIntervalMs)
    this.#publish(link)
  }

  #rateLimited(link: Link, until: number) {
    link.message = LIVE_MESSAGES.rateLimited(Math.ceil((until - this.#now()) / 1000))
    link.dueAt = until
    this.#publish(link)
  }

  #scheduleCheck(link: Link, at: number) {
    link.next = 'check'
    link.dueAt = at
    this.#publish(link)
  }

  /** A drop: reconnect soon, then back off. */
  #scheduleReconnect(link: Link) {
    link.failures += 1
    link.message = LIVE_MESSAGES.reconnecting
    link.next = 'reconnect'
    link.dueAt = this.#now() + this.#reconnectWait(link)
    this.#publish(link)
  }

  /** 2 s, 4 s, 8 s … after consecutive failures, up to the maximum. */
  #reconnectWait(link: Link) {
    return Math.min(this.#timings.reconnectBaseMs * 2 ** (link.failures - 1), this.#timings.reconnectMaxMs)
  }

  async #recoverStall(link: Link) {
    logger.warn({ creatorId: link.creatorId }, 'live connection stalled, reconnecting')
    this.#counts.stalls += 1
    this.deps.onFailure?.(link.creatorId, { kind: 'stalled', message: 'No frame from the live connection' })
    await this.#closeSession(link)
    link.droppedAt = link.lastFrameAt
    this.#scheduleReconnect(link)
  }

  /**
   * Gifts and chat go to the pipeline at once, in arrival order, without waiting for earlier ones
   * (it batches gifts and queues commands); the stream's end joins the control queue, and the
   * pipeline answers it once what came before is settled.
   */
  #onEvent(link: Link, generation: number, event: LiveEvent) {
    if (link.generation === generation) link.lastFrameAt = this.#now()
    if (event.type !== 'streamEnd') return this.deps.onEvent(link.creatorId, event)
    return this.#enqueue(link, async () => {
      const result = await this.deps.onEvent(link.creatorId, event)
      if (link.generation === generation) {
        await this.#closeLink(link, 'stream_end')
        link.isLive = false
        link.liveStartedAt = null
        link.offlineChecks = 0
        link.message = LIVE_MESSAGES.streamEnded
        this.#scheduleCheck(link, this.#now() + this.#timings.minCheckIntervalMs)
      }
      return result
    })
  }

  async #onClosed(link: Link, generation: number, reason: string) {
    if (link.generation !== generation || !link.session) return
    logger.info({ creatorId: link.creatorId, reason }, 'live connection dropped')
    this.#counts.drops += 1
    this.deps.onFailure?.(link.creatorId, { kind: 'dropped', message: `Live connection dropped: ${reason}` })
    link.session = null
    link.droppedAt = this.#now()
    this.#scheduleReconnect(link)
  }

  #enqueue<T>(link: Link, work: () => Promise<T>): Promise<T> {
    const next = link.queue.then(work, work)
    link.queue = next.catch(() => undefined)
    return next
  }

  async #closeSession(link: Link) {
    const session = link.session
    link.session = null
    link.generation += 1
    if (session) await session.close().catch((error) => logger.warn({ err: error }, 'closing a live session failed'))
  }

  /** Closes the connection and ends the live session. */
  async #closeLink(link: Link, reason: LiveEndReason) {
    // The end is asked for first, so it is recorded before whatever the next connection opens.
    const ending = this.#endLive(link, reason)
    await this.#closeSession(link)
    await ending
  }

  async #endLive(link: Link, reason: LiveEndReason, at = this.#now()) {
    if (!link.sessionOpen) return
    link.sessionOpen = false
    link.roomId = null
    link.droppedAt = null
    await this.deps.onLiveEnded?.(link.creatorId, reason, at)
  }

  #blockedFor(driver: LiveDriver, now: number) {
    const until = this.#blockedUntil.get(driver.name) ?? 0
    return Math.max(until - now, this.#capWait(driver.name, driver.connectsPerMinute, now), 0)
  }

  #recentConnects(driverName: string, now: number) {
    return (this.#connectTimes.get(driverName) ?? []).filter((at) => at > now - 60_000)
  }

  /** How long until the driver's cap of connects per minute (shared by all creators) frees a slot. */
  #capWait(driverName: string, cap: number | null, now: number) {
    const recent = this.#recentConnects(driverName, now)
    return cap !== null && recent.length >= cap ? recent[recent.length - cap] + 60_000 - now : 0
  }

  #recordConnect(driver: LiveDriver, now: number) {
    if (driver.connectsPerMinute === null) return
    this.#connectTimes.set(driver.name, [...this.#recentConnects(driver.name, now), now])
  }

  #publish(link: Link) {
    if (this.#links.get(link.creatorId) !== link) return
    this.deps.onStatus(link.creatorId, this.status(link.creatorId)!)
  }
}
