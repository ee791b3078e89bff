/*
 * Over 400 lines: one state machine per creator's connection (connect, leases, retries, pause,
 * the connect queue, end) reads best whole; its shapes live in connection_link.ts and the shared
 * connect budget in connect_budget.ts.
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
import { MemoryConnectBudget, type BudgetAnswer, type ConnectBudget } from './connect_budget.js'
import {
  DEFAULT_TIMINGS,
  RATE_LIMIT_JITTER,
  newLink,
  systemClock,
  type Clock,
  type ConnectOutcome,
  type LifecycleCounts,
  type Link,
  type ManagerDeps,
  type ManagerTimings,
} from './connection_link.js'

export {
  DEFAULT_TIMINGS,
  RATE_LIMIT_JITTER,
  type Clock,
  type ConnectOutcome,
  type ConnectionFailure,
  type LifecycleCounts,
  type ManagerDeps,
  type ManagerTimings,
} from './connection_link.js'

/** A creator waiting in the connect budget's queue asks again this often (and keeps their place). */
export const QUEUE_POLL_MS = 2_000
/** Connect pressed or a kiosk's status read puts the creator first in the queue for this long. */
export const ASKED_PRIORITY_MS = 60_000

/**
 * Keeps at most one live connection per creator in this process: checks whether watched
 * creators are live (30 s apart at least, backing off while offline), connects, reconnects with
 * backoff after drops and stalls, honours the sign server's retryAfter and spends connects from the
 * connect budget (the driver's cap per minute, shared across processes), waiting in its queue with
 * a place the status shows. Disconnect is temporary: the next check reconnects a live creator.
 * A live session lasts from a connect to the stream's end, a disconnect or a shutdown; a drop
 * keeps it open while reconnecting, and a reconnect that fails ends it when the stream was last seen.
 * All timing goes through `clock` and `tick()`, so tests drive it without waiting.
 */
export class ConnectionManager {
  #links = new Map<number, Link>()
  /** Creators whose connection is paused, and which of the pipeline's queues asked for it. */
  #throttled = new Map<number, Set<string>>()
  #blockedUntil = new Map<string, number>()
  #budget: ConnectBudget
  /** What the budget last answered for each driver (connects in the minute, when a place frees). */
  #budgetSeen = new Map<string, { answer: BudgetAnswer; at: number }>()
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
    this.#budget = deps.budget ?? new MemoryConnectBudget()
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
    const link = newLink(creatorId, username, driver, options.checkAt ?? this.#now(), LIVE_MESSAGES.waitingForLive)
    this.#links.set(creatorId, link)
    return link
  }

  /** Stops watching (username removed, creator gone) and closes the connection. */
  async unwatch(creatorId: number) {
    const link = this.#links.get(creatorId)
    if (!link) return
    this.#links.delete(creatorId)
    this.#leaveQueue(link)
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
    this.#leaveQueue(link)
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
      queuePosition: link.queuePosition,
    }
  }

  /**
   * Someone looks at the status (a kiosk open): the creator goes first in the connect queue, and a
   * waiting creator is checked within the minimum interval.
   */
  touch(creatorId: number) {
    const link = this.#links.get(creatorId)
    if (link) link.askedUntil = this.#now() + ASKED_PRIORITY_MS
    this.checkSoon(creatorId)
  }

  /**
   * A waiting creator is checked within the minimum interval of its last check (someone looks at
   * the status, or this process just took the creator's lease over from another).
   */
  checkSoon(creatorId: number) {
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
    link.askedUntil = this.#now() + ASKED_PRIORITY_MS
    return this.#exclusive(link, () => this.#connect(link))
  }

  /** Closes the connection until the next check (spec: Disconnect is temporary). */
  async disconnect(creatorId: number) {
    const link = this.#links.get(creatorId)
    if (!link) return
    while (link.busy) await link.busy.catch(() => undefined)
    this.#leaveQueue(link)
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
        this.#exclusive<unknown>(link, () => (link.next === 'connect' ? this.#connect(link) : this.#check(link)))
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
    const seen = this.#budgetSeen.get('tiktok')
    const fresh = seen && seen.at > now - 60_000 ? seen : null
    const capWait = fresh && !fresh.answer.granted ? fresh.at + fresh.answer.waitMs - now : 0
    return {
      connections: links.filter((link) => link.session).length,
      connecting: links.filter((link) => link.connecting).length,
      watched: links.length,
      rateLimited: blocked.length > 0,
      rateLimitedUntil: blocked.length ? new Date(Math.max(...blocked)).toISOString() : null,
      lastRateLimitWaitMs: this.#lastRateLimitWaitMs,
      /** As the shared budget last answered this process. */
      connectsLastMinute: fresh?.answer.used ?? 0,
      queued: links.filter((link) => link.queuePosition !== null).length,
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
    // Waiting in the connect queue is not failing.
    if (outcome.result !== 'connected' && outcome.result !== 'queued')
      await this.#endLive(link, 'disconnected', link.droppedAt ?? this.#now())
    return outcome
  }

  async #attempt(link: Link): Promise<ConnectOutcome> {
    const now = this.#now()
    const retryAfterMs = this.#blockedFor(link.driver, now)
    if (retryAfterMs > 0) {
      this.#rateLimited(link, now + retryAfterMs)
      return { result: 'rateLimited', retryAfterMs }
    }
    const queued = await this.#spend(link, now)
    if (queued) return queued
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
        void this.#budget
          .block(link.driver.name, this.#now() + waitMs, this.#now())
          .catch((failure) => logger.warn({ err: failure }, 'sharing a rate limit failed'))
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
    this.#leaveQueue(link)
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
    link.next = 'connect'
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
    return Math.max((this.#blockedUntil.get(driver.name) ?? 0) - now, 0)
  }

  /**
   * Spends a connect from the budget (drivers with a cap); when none is free the creator waits in
   * its queue, asking again every QUEUE_POLL_MS, the place shown in the status. Answers that outcome.
   */
  async #spend(link: Link, now: number): Promise<ConnectOutcome | null> {
    const cap = link.driver.connectsPerMinute
    if (cap === null) return null
    // A reconnect of a session on air is awaited by its viewers as much as a pressed Connect.
    const priority = link.askedUntil > now || link.sessionOpen ? 'asked' : 'background'
    const answer = await this.#budget.take(link.driver.name, String(link.creatorId), cap, priority, now)
    this.#budgetSeen.set(link.driver.name, { answer, at: now })
    if (answer.granted) {
      link.queuePosition = null
      return null
    }
    link.queuePosition = answer.position
    link.message = LIVE_MESSAGES.queued(answer.position, Math.ceil(answer.waitMs / 1000))
    link.next = 'connect'
    link.dueAt = now + Math.min(answer.waitMs, QUEUE_POLL_MS)
    this.#publish(link)
    return { result: 'queued', position: answer.position, retryAfterMs: answer.waitMs }
  }

  #leaveQueue(link: Link) {
    if (link.queuePosition === null) return
    link.queuePosition = null
    void this.#budget
      .leave(link.driver.name, String(link.creatorId))
      .catch((error) => logger.warn({ err: error }, 'leaving the connect queue failed'))
  }

  #publish(link: Link) {
    if (this.#links.get(link.creatorId) !== link) return
    this.deps.onStatus(link.creatorId, this.status(link.creatorId)!)
  }
}
