import type { LiveDriverName, LiveEvent } from '../../shared/live.js'

/** What a driver reports while a connection is open. */
export interface SessionHandlers {
  /** A gift, chat message or the stream's end, in the order the platform sent them. */
  event(event: LiveEvent): Promise<unknown>
  /** Any frame arrived (stall detection). */
  frame(): void
  /** The connection closed without being asked to (drop, stream end). */
  closed(reason: string): void
}

export interface LiveSession {
  /** The platform's room (one per stream), when it names one. */
  readonly roomId: string | null
  close(): Promise<void>
  /** Stops reading from the platform (backpressure: the socket's buffers fill and TCP pushes back). */
  pause?(): void
  /** Reads again after a pause. */
  resume?(): void
}

/**
 * Where live events come from: TikTok (tiktok-live-connector) or the in-process simulator.
 * Implementations translate their failures into the errors below.
 */
export interface LiveDriver {
  readonly name: LiveDriverName
  /** Connects per minute across the process (the platform's per-IP limit); null: no cap. */
  readonly connectsPerMinute: number | null
  /** Reconnect when no frame came for this long; null: the driver sends no keep-alive frames. */
  readonly stallTimeoutMs: number | null
  isLive(username: string): Promise<boolean>
  connect(username: string, handlers: SessionHandlers): Promise<LiveSession>
}

export class NotLiveError extends Error {}

/** The sign server (or platform) refused: retry no sooner than `retryAfterMs`. */
export class RateLimitedError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number
  ) {
    super(message)
  }
}

export class ConnectFailedError extends Error {}

/** The sign server (an external API) failed: an error status, no answer, a timeout. */
export class SignServerError extends ConnectFailedError {}
