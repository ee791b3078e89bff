import type { LiveEndReason, LiveEvent, LiveStatusDto } from '../../shared/live.js'
import type { LiveDriver, LiveSession } from '../drivers/driver.js'
import type { ConnectBudget } from './connect_budget.js'

/* The connection manager's shapes: its timings, dependencies, outcomes and one creator's link. */

export interface Clock {
  now(): number
}
export const systemClock: Clock = { now: () => Date.now() }

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
  | { result: 'queued'; position: number; retryAfterMs: number }
  | { result: 'notLive' }
  | { result: 'rateLimited'; retryAfterMs: number }
  | { result: 'failed'; error: string }

/** A failure worth an entry in the errors log: a refused or failed connect, a drop, a stall. */
export interface ConnectionFailure {
  kind: 'rateLimited' | 'signServer' | 'connect' | 'dropped' | 'stalled'
  message: string
}

export interface Link {
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
  /** What runs when `dueAt` comes: a live check, or a connect (after a drop, or waiting in the budget's queue). */
  next: 'check' | 'connect'
  /** The place in the connect budget's queue while waiting there, else null. */
  queuePosition: number | null
  /** Until then someone waits for this creator (Connect pressed, a kiosk open): their connect goes first. */
  askedUntil: number
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
  /** The connect budget shared with the other processes (Redis); this process's own by default. */
  budget?: ConnectBudget
  clock?: Clock
  /** A number in [0, 1) for the rate-limit jitter (tests fix it); Math.random by default. */
  random?: () => number
  timings?: Partial<ManagerTimings>
}

/** A creator's link before anything ran: a live check due at `dueAt`. */
export function newLink(creatorId: number, username: string, driver: LiveDriver, dueAt: number, message: string): Link {
  return {
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
    message,
    next: 'check',
    queuePosition: null,
    askedUntil: 0,
    dueAt,
    lastCheckAt: null,
    offlineChecks: 0,
    failures: 0,
    lastFrameAt: 0,
    busy: null,
    queue: Promise.resolve(),
  }
}
