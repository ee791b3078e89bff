import { randomUUID } from 'node:crypto'
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { pushStreamLimits } from '#config/transmit'
import { ApiError, forbidden, notFound } from '../http/api_error.js'
import logger from '@adonisjs/core/services/logger'
import { pushStore } from './push_store.js'
import { liveTokenIds } from '../auth/tokens.js'
import { redisAvailability } from '../redis_availability.js'
import { CORE_ERRORS, type ErrorCode } from '../shared/error_codes.js'

/** Who holds a stream: a signed-in account, or an overlay page (by its overlay key). */
export type StreamOwner = `user:${number}` | `overlay:${string}`

export const userOwner = (userId: number): StreamOwner => `user:${userId}`
export const overlayOwner = (overlayKey: string): StreamOwner => `overlay:${overlayKey}`

interface OpenStream {
  uid: string
  owner: StreamOwner
  ip: string
  /** Tells this stream's registration from a later one of the same uid. */
  id: string
  /** The session (bearer token id) that opened it, for an account's stream. */
  sessionTokenId: number | null
  /** False while the stream is still being opened. */
  established: boolean
  /** Ends the stream gracefully (the client reconnects). */
  end(): void
  /** Drops the connection and resolves once the stream is forgotten. */
  drop(): Promise<void>
}

const NO_STREAM = 'No open push stream with this uid: open GET /__transmit/events first'

/** The streams this process holds, by uid, and how many each owner and IP hold. */
const streams = new Map<string, OpenStream>()
const perOwner = new Map<string, number>()
const perIp = new Map<string, number>()
const count = (counts: Map<string, number>, key: string, delta: number) => {
  const next = (counts.get(key) ?? 0) + delta
  if (next > 0) counts.set(key, next)
  else counts.delete(key)
}

/** The owner of the request a channel authorizer is asked about (set by `subscribeStream`). */
const requestOwners = new WeakMap<HttpContext, StreamOwner>()
export const streamOwnerOf = (ctx: HttpContext) => requestOwners.get(ctx) ?? null

/** Channel patterns (`creators/:id`) that have an authorizer; any other channel is refused. */
const channelPatterns: RegExp[] = []

/**
 * What a channel parameter matches: a row id (`id`, `…Id`) only as its one spelling (`creators/2`,
 * not `creators/02` or `creators/2.0`, channels that nothing is ever sent to), anything else up to a `/`.
 */
const paramSource = (name: string) => (name === 'id' || name.endsWith('Id') ? '[1-9]\\d{0,9}' : '[^/]+')

/**
 * Declares who may follow a channel. Every push channel needs one: subscribing to a channel
 * without an authorizer answers 400.
 */
export function authorizeChannel<Params extends Record<string, string>>(
  pattern: string,
  callback: (ctx: HttpContext, params: Params) => boolean | Promise<boolean>
) {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? paramSource(part.slice(1)) : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  channelPatterns.push(new RegExp(`^${source}$`))
  transmit.authorize<Params>(pattern, (ctx, params) => callback(ctx as HttpContext, params))
}

function requireKnownChannel(channel: string) {
  if (!channelPatterns.some((pattern) => pattern.test(channel)))
    throw new ApiError(400, 'Unknown channel', CORE_ERRORS.push_unknown_channel)
}

function tooMany(ctx: HttpContext, message: string, code: ErrorCode): never {
  // Streams free up as clients leave; a short wait is the honest hint.
  ctx.response.header('Retry-After', '30')
  throw new ApiError(429, message, code)
}

function refuseOverLimits(ctx: HttpContext, owner: StreamOwner, ip: string) {
  const limits = pushStreamLimits
  if (streams.size >= limits.maxStreams)
    tooMany(ctx, 'Too many push streams are open on this server; try again later', CORE_ERRORS.push_too_many_streams)
  if ((perIp.get(ip) ?? 0) >= limits.maxPerIp)
    tooMany(ctx, 'Too many push streams are open from your address', CORE_ERRORS.push_too_many_from_address)
  if ((perOwner.get(owner) ?? 0) >= limits.maxPerUser) {
    if (owner.startsWith('overlay:'))
      tooMany(ctx, 'Too many push streams are open for this overlay', CORE_ERRORS.push_too_many_for_overlay)
    tooMany(ctx, 'Too many push streams are open for your account', CORE_ERRORS.push_too_many_for_account)
  }
}

/** The owner of a stream uid: this process's streams first, then the shared store (other processes). */
async function ownerOfStream(uid: string): Promise<StreamOwner | null> {
  const local = streams.get(uid)
  if (local) return local.owner
  const shared = await pushStore.get(`stream:${uid}`)
  return shared ? (shared.split(' ')[0] as StreamOwner) : null
}

/**
 * Opens an SSE stream for an authenticated owner, within the caps (429 over them). The same
 * owner reopening its uid (a reconnect) replaces its old stream; another owner's uid is a 409.
 * The stream closes once it has followed no channel for the idle timeout, and at its maximum
 * lifetime.
 */
export async function openPushStream(
  ctx: HttpContext,
  owner: StreamOwner,
  uid: string,
  { sessionTokenId = null }: { sessionTokenId?: number | null } = {}
) {
  const ip = ctx.request.ip()
  for (let previous = streams.get(uid); previous; previous = streams.get(uid)) {
    if (previous.owner !== owner || !previous.established)
      throw new ApiError(409, 'This stream uid is in use', CORE_ERRORS.push_uid_in_use)
    await previous.drop()
  }
  refuseOverLimits(ctx, owner, ip)

  // Counted before the first await, so parallel opens cannot all slip under a cap.
  let idleTimer: NodeJS.Timeout | undefined
  let lifetimeTimer: NodeJS.Timeout | undefined
  let released = false
  let onReleased = () => {}
  const whenReleased = new Promise<void>((resolve) => (onReleased = resolve))
  const entry: OpenStream = {
    uid,
    owner,
    ip,
    id: randomUUID(),
    sessionTokenId,
    established: false,
    end: () => {},
    drop: () => whenReleased,
  }
  const registration = `${owner} ${entry.id}`
  const release = () => {
    if (released) return
    released = true
    clearTimeout(idleTimer)
    clearTimeout(lifetimeTimer)
    if (streams.get(uid) === entry) streams.delete(uid)
    count(perOwner, owner, -1)
    count(perIp, ip, -1)
    pushStore.deleteIf(`stream:${uid}`, registration).catch(() => undefined)
    onReleased()
  }
  streams.set(uid, entry)
  count(perOwner, owner, 1)
  count(perIp, ip, 1)

  try {
    const holder = await pushStore.get(`stream:${uid}`)
    if (holder && !holder.startsWith(`${owner} `))
      throw new ApiError(409, 'This stream uid is in use', CORE_ERRORS.push_uid_in_use)
    await pushStore.put(`stream:${uid}`, registration, Math.ceil(pushStreamLimits.maxLifetimeMs / 1000) + 60)
  } catch (error) {
    release()
    throw error
  }

  const response = ctx.response.response
  // The client may have left while the store answered.
  if (response.destroyed || ctx.request.request.socket.destroyed) return release()
  const stream = transmit.createStream({
    uid,
    context: ctx,
    request: ctx.request.request,
    response,
    injectResponseHeaders: ctx.response.getHeaders(),
  })
  response.once('close', release)
  entry.established = true
  entry.end = () => stream.end()
  entry.drop = () => {
    response.destroy()
    return whenReleased
  }

  const { idleTimeoutMs, maxLifetimeMs } = pushStreamLimits
  const closeWhenIdle = () => {
    const channels = transmit.getManager().getAllSubscribers().get(stream)
    if (!channels?.size) return entry.end()
    idleTimer = setTimeout(closeWhenIdle, idleTimeoutMs).unref()
  }
  idleTimer = setTimeout(closeWhenIdle, idleTimeoutMs).unref()
  lifetimeTimer = setTimeout(entry.end, maxLifetimeMs).unref()
  checkSessionsEvery(pushStreamLimits.sessionCheckMs)
  return ctx.response.stream(stream)
}

/**
 * Ends the account streams whose session has ended (token revoked by a sign-out, password
 * change, deactivation, removal or demotion, or expired): what a channel sends is checked
 * against the account when it subscribes, so a stream must not outlive the session that opened
 * it. The client reconnects, and a session that still holds gets a new stream.
 */
export async function endStreamsOfEndedSessions() {
  const bySession = [...streams.values()].filter((stream) => stream.established && stream.sessionTokenId !== null)
  if (!bySession.length) return
  const live = await liveTokenIds([...new Set(bySession.map((stream) => stream.sessionTokenId!))])
  for (const stream of bySession) if (!live.has(stream.sessionTokenId!)) stream.end()
}

let sessionCheck: { timer: NodeJS.Timeout; everyMs: number } | null = null
function checkSessionsEvery(everyMs: number) {
  if (sessionCheck?.everyMs === everyMs) return
  if (sessionCheck) clearInterval(sessionCheck.timer)
  const check = () =>
    endStreamsOfEndedSessions().catch((error) => logger.warn({ err: error }, 'Push streams: session check failed'))
  sessionCheck = { timer: setInterval(check, everyMs).unref(), everyMs }
}

/** Subscribes the owner's stream `uid` to a channel its authorizer lets this request follow. */
export async function subscribeStream(ctx: HttpContext, owner: StreamOwner, uid: string, channel: string) {
  requireKnownChannel(channel)
  if ((await ownerOfStream(uid)) !== owner) throw notFound(NO_STREAM, CORE_ERRORS.push_no_stream)
  requestOwners.set(ctx, owner)
  if (!(await transmit.subscribe({ uid, channel, context: ctx })))
    throw forbidden('You may not follow this channel', CORE_ERRORS.push_channel_forbidden)
}

/** Unsubscribes with the same checks as subscribing: the owner's own stream, a channel it may follow. */
export async function unsubscribeStream(ctx: HttpContext, owner: StreamOwner, uid: string, channel: string) {
  requireKnownChannel(channel)
  if ((await ownerOfStream(uid)) !== owner) throw notFound(NO_STREAM, CORE_ERRORS.push_no_stream)
  requestOwners.set(ctx, owner)
  if (!(await transmit.getManager().verifyAccess(channel, ctx)))
    throw forbidden('You may not follow this channel', CORE_ERRORS.push_channel_forbidden)
  await transmit.unsubscribe({ uid, channel, context: ctx })
}

function endAllStreams(why: string) {
  if (streams.size) logger.info('Push: ending %d streams: %s', streams.size, why)
  for (const stream of streams.values()) stream.end()
}

/**
 * Keeps clients honest about push while Redis comes and goes. When it goes and other processes
 * run, every stream here is ended (clients then poll, as new streams are refused until it returns:
 * a stream that stayed open would miss the other processes' pushes without a word). When it
 * returns every stream is ended again, so clients reconnect and refetch what they may have missed.
 */
export function followRedisAvailability(otherProcessesAlive: () => Promise<boolean>) {
  const stopDown = redisAvailability.onDown(() => {
    otherProcessesAlive()
      .then((others) => others && endAllStreams('Redis is away and other processes cannot reach them'))
      .catch((error) => logger.warn({ err: error }, 'Push: could not list the other processes'))
  })
  const stopReturn = redisAvailability.onReturn(() => endAllStreams('Redis is back, clients refetch'))
  return () => {
    stopDown()
    stopReturn()
  }
}

/** How many streams this process holds (health screen). */
export const openStreamCount = () => streams.size
