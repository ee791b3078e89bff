import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import type { Connection } from '@adonisjs/redis/types'
import { ApiError } from '#core/http/api_error'
import { isRedisFault, redisAvailability } from '#core/redis_availability'
import { LIVE_ERRORS } from '../../shared/error_codes.js'
import type { ErrorCode, ErrorParams } from '#core/shared/error_codes'

/** How long a forwarded command waits for the owner's answer. */
export const FORWARD_TIMEOUT_MS = 10_000

const channelOf = (nodeId: string) => `powerdeck:live:node:${nodeId}`

interface Request {
  kind: 'request'
  id: string
  replyTo: string
  command: unknown
}
interface Reply {
  kind: 'reply'
  id: string
  result?: unknown
  error?: { status: number; message: string; code: ErrorCode; params?: ErrorParams; extra: Record<string, unknown> }
}

/** The owner of a creator's connection did not answer (it died, or nobody holds the lease yet). */
export const noOwner = () =>
  new ApiError(503, 'The live connection is changing hands, try again in a few seconds', LIVE_ERRORS.changing_hands)

/** The states of a Redis connection that lost its server (ioredis). */
const OUTAGE_STATES = ['reconnecting', 'close', 'end']

/** Redis, which carries commands between processes, is away: the owner cannot be asked now. */
export const ownerUnreachable = () =>
  new ApiError(
    503,
    'The live connection is held by another server process that cannot be reached right now, try again shortly',
    LIVE_ERRORS.owner_unreachable
  )

/**
 * Request/reply between app processes over Redis pub/sub: each node listens on its own channel;
 * `ask` sends a command to another node with a correlation id and waits for its answer (an
 * ApiError the owner threw comes back as the same ApiError), or a 503 when nobody answers in time.
 */
export class CommandRouter {
  #pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>()

  constructor(
    private connection: Connection,
    private nodeId: string,
    private handle: (command: unknown) => Promise<unknown>,
    private timeoutMs = FORWARD_TIMEOUT_MS
  ) {}

  /** Answers once this node's channel is subscribed. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.connection.subscribe(channelOf(this.nodeId), (message) => void this.#received(message), {
        onSubscription: () => resolve(),
        onError: reject,
      })
    })
  }

  async stop() {
    await this.connection.unsubscribe(channelOf(this.nodeId)).catch(() => undefined)
    for (const pending of this.#pending.values()) pending.reject(noOwner())
    this.#pending.clear()
  }

  /** Runs `command` on node `nodeId` and answers its result. */
  async ask(nodeId: string, command: unknown): Promise<unknown> {
    const id = randomUUID()
    const answered = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }))
    const timer = setTimeout(() => this.#settle(id, { kind: 'reply', id, error: toWire(noOwner()) }), this.timeoutMs)
    try {
      const request: Request = { kind: 'request', id, replyTo: this.nodeId, command }
      // Nobody subscribed on the owner's channel: it is gone, no point in waiting.
      const listeners = await this.#publish(channelOf(nodeId), JSON.stringify(request))
      if (listeners === 0) this.#settle(id, { kind: 'reply', id, error: toWire(noOwner()) })
      return await answered
    } finally {
      clearTimeout(timer)
      this.#pending.delete(id)
    }
  }

  /** Publishes at once or fails at once with a 503 while Redis is away (never a 500 after retries). */
  async #publish(channel: string, message: string) {
    if (OUTAGE_STATES.includes(this.connection.status)) throw ownerUnreachable()
    try {
      return await this.connection.publish(channel, message)
    } catch (error) {
      if (!isRedisFault(error)) throw error
      redisAvailability.noteFault(error)
      throw ownerUnreachable()
    }
  }

  async #received(raw: string) {
    let message: Request | Reply
    try {
      message = JSON.parse(raw)
    } catch {
      return logger.warn('a live command message that is not JSON was ignored')
    }
    if (message.kind === 'reply') return this.#settle(message.id, message)
    let reply: Reply
    try {
      reply = { kind: 'reply', id: message.id, result: await this.handle(message.command) }
    } catch (error) {
      reply = { kind: 'reply', id: message.id, error: toWire(error) }
    }
    await this.connection
      .publish(channelOf(message.replyTo), JSON.stringify(reply))
      .catch((error) => logger.error({ err: error }, 'answering a forwarded live command failed'))
  }

  #settle(id: string, reply: Reply) {
    const pending = this.#pending.get(id)
    if (!pending) return
    this.#pending.delete(id)
    if (reply.error) {
      const { status, message, code, params, extra } = reply.error
      pending.reject(new ApiError(status, message, code, params, extra))
    } else pending.resolve(reply.result)
  }
}

/** An owner's failure as the caller answers it: an ApiError as is, anything else a 500 without details. */
function toWire(error: unknown): NonNullable<Reply['error']> {
  if (error instanceof ApiError) {
    const { status, message, code, params, extra } = error
    return { status, message, code, params, extra }
  }
  logger.error({ err: error }, 'a forwarded live command failed')
  return {
    status: 500,
    message: 'The live command failed on the process that owns the connection',
    code: LIVE_ERRORS.forwarded_failure,
    extra: {},
  }
}
