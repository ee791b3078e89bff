import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import User from '#core/users/user'
import { ApiError } from '#core/http/api_error'
import { recordError } from '#core/monitoring/error_log'
import { LIVE_EVENTS } from '../../shared/events.js'
import {
  LIVE_MESSAGES,
  type LiveDriverDto,
  type LiveDriverName,
  type LiveEvent,
  type LiveStatusDto,
} from '../../shared/live.js'
import {
  ConnectionManager,
  type ConnectionFailure,
  type ConnectOutcome,
  type ManagerDeps,
} from './connection_manager.js'
import { defaultDriverName, driverByName, simulator } from './live_drivers.js'
import { driverNameFor, settingsFor } from './live_settings_service.js'
import { IngestQueueFullError } from './gift_ingest.js'
import { giftIngest, giftsSettled, ingestGift, type GiftOutcome } from './gifts_service.js'
import { commandPressure, commandsSettled, handleChat, type ChatOutcome } from './chat_commands_service.js'
import { battleItemsSettled, handleBattleItem, type BattleItemOutcome } from './battle_items_service.js'
import { LIVE_TOPICS } from '../../shared/push.js'
import { publishLive } from './push_service.js'
import { countChatMessage } from './chat_tally.js'
import { rememberSender } from './sender_identity.js'
import { liveSessionEnded, liveSessionStarted } from './live_sessions_service.js'
import type { LeaseHolder } from './ownership.js'
import { noOwner, type CommandRouter } from './live_routing.js'

export type PipelineResult = GiftOutcome | ChatOutcome | BattleItemOutcome | { outcome: 'live' | 'ended' }

/**
 * The one path every live event takes, whichever driver it came from. Nothing waits for earlier
 * events: a gift joins the creator's batch, chat is counted in memory and only a command joins the
 * creator's command queue, a battle item card goes to the module handling cards; the stream's end
 * is answered once everything before it is settled.
 */
export async function handleLiveEvent(creatorId: number, event: LiveEvent): Promise<PipelineResult> {
  switch (event.type) {
    case 'gift': {
      const outcome = await ingestGift(creatorId, event)
      if (outcome.outcome === 'credited') await rememberSender(creatorId, event)
      return outcome
    }
    case 'chat': {
      countChatMessage(creatorId, event)
      const [outcome] = await Promise.all([handleChat(creatorId, event), rememberSender(creatorId, event)])
      return outcome
    }
    case 'battleItem':
      return handleBattleItem(creatorId, event)
    case 'streamEnd':
      await Promise.all([giftsSettled(creatorId), commandsSettled(creatorId), battleItemsSettled(creatorId)])
      return { outcome: 'ended' }
    case 'goLive':
      return { outcome: 'live' }
  }
}

/**
 * What a connection manager records: live sessions, and failures in the errors log (the sign
 * server, an external API, refusing or failing; else the TikTok connection).
 */
export const liveRecords: Pick<ManagerDeps, 'onLive' | 'onLiveEnded' | 'onFailure'> = {
  onLive: (creatorId, roomId, at) => liveSessionStarted(creatorId, roomId, new Date(at)),
  onLiveEnded: (creatorId, reason, at) => liveSessionEnded(creatorId, reason, new Date(at)),
  onFailure: (creatorId: number, failure: ConnectionFailure) => {
    const external = failure.kind === 'rateLimited' || failure.kind === 'signServer'
    void recordError(external ? 'external_api' : 'tiktok', failure.message, {
      creatorId,
      source: external ? 'live.sign_server' : 'live.connection',
    })
  },
}

/**
 * With several processes (PostgreSQL and Redis): the leases of the creators this process owns,
 * and the commands forwarded to the owners. Null with one process, which owns every creator.
 */
export interface LiveCluster {
  lease: LeaseHolder
  router: CommandRouter
}
let cluster: LiveCluster | null = null

export function useLiveCluster(value: LiveCluster | null) {
  cluster = value
}

/** The process's live connections (started and stopped by the module's start hook). */
export const liveManager = new ConnectionManager({
  ...liveRecords,
  owns: (creatorId) => !cluster || cluster.lease.holds(creatorId),
  onEvent: handleLiveEvent,
  onStatus: (creatorId, status) => {
    publishLive(creatorId, LIVE_TOPICS.status, { status }).catch((error) =>
      logger.error({ err: error, creatorId }, 'pushing the live status failed')
    )
  },
})

// The pipeline's queues pause a creator's connection while they are over their high-water marks.
giftIngest.onPressure = (creatorId, paused) => liveManager.throttle(creatorId, 'gifts', paused)
commandPressure.onChange = (creatorId, paused) => liveManager.throttle(creatorId, 'commands', paused)

/** Watches a creator who has a username (their driver from settings); forgets one without. */
export async function watchCreator(creator: User, options: { checkAt?: number } = {}) {
  if (!creator.tiktokUsername || !creator.isActive) {
    await liveManager.unwatch(creator.id)
    return false
  }
  const driver = await driverByName(await driverNameFor(creator.id))
  liveManager.watch(creator.id, creator.tiktokUsername, driver, options)
  return true
}

/** The acting tenant's account (a request's acting value carries it; jobs load it). */
async function actingCreator(acting: Acting): Promise<User> {
  const creatorId = acting.requireCreatorId()
  return acting.creator?.id === creatorId ? acting.creator : User.findOrFail(creatorId)
}

const creatorTarget = (creator: User) => ({ type: 'CREATOR', id: creator.id, name: creator.name })

/**
 * Spec 1 §7 status; 400 while no username is configured. Every creator with a username is
 * watched; looking at their status speeds up the next live check.
 */
export async function liveStatus(acting: Acting): Promise<LiveStatusDto> {
  const creator = await actingCreator(acting)
  if (!creator.tiktokUsername) throw new ApiError(400, LIVE_MESSAGES.notConfigured)
  return atOwner({ op: 'status', creatorId: creator.id })
}

/** Saves the acting creator's TikTok username on the account (core User model), audited. */
export async function saveTiktokUsername(acting: Acting, username: string) {
  const creator = await actingCreator(acting)
  if (creator.tiktokUsername === username) return creator
  await db.transaction(async (trx) => {
    const previous = creator.tiktokUsername
    creator.useTransaction(trx)
    creator.tiktokUsername = username
    await creator.save()
    await record(
      acting,
      LIVE_EVENTS.TIKTOK_USERNAME_UPDATED,
      creatorTarget(creator),
      { from: previous, to: username },
      trx
    )
  })
  await watchCreator(creator)
  return creator
}

/**
 * Spec 1 §4: saving the username connects if the creator is live, else waits for them. Answers the
 * outcome and the status as the owner of the connection sees them.
 */
export async function connectCreator(acting: Acting, username: string) {
  const creator = await saveTiktokUsername(acting, username)
  const connected = await atOwner<{ outcome: ConnectOutcome; status: LiveStatusDto }>({
    op: 'connect',
    creatorId: creator.id,
  })
  if (connected.outcome.result === 'connected') {
    await record(acting, LIVE_EVENTS.TIKTOK_CONNECTED, creatorTarget(creator), { tiktokUsername: username })
  }
  return connected
}

/** Closes the connection until the next live check (spec 1 §2); answers the owner's status. */
export async function disconnectCreator(acting: Acting): Promise<LiveStatusDto | null> {
  const creator = await actingCreator(acting)
  if (!creator.tiktokUsername) throw new ApiError(400, LIVE_MESSAGES.notConfigured)
  const status = await atOwner<LiveStatusDto | null>({ op: 'disconnect', creatorId: creator.id })
  await record(acting, LIVE_EVENTS.TIKTOK_DISCONNECTED, creatorTarget(creator), {
    tiktokUsername: creator.tiktokUsername,
    temporary: true,
  })
  return status
}

/** What must run in the process that owns a creator's connection. */
export type LiveCommand =
  | { op: 'status' | 'connect' | 'disconnect'; creatorId: number }
  | { op: 'simulate'; creatorId: number; username: string; events: LiveEvent[]; batch: boolean }

/** Runs a command here, this process owning (or about to own) the creator's connection. */
export async function runLiveCommand(command: LiveCommand): Promise<unknown> {
  if (command.op === 'simulate') {
    const stream = simulatedStreamHere(command.creatorId, command.username)
    return command.batch ? stream.sendAll(command.events) : stream.send(command.events[0])
  }
  const creator = await User.findOrFail(command.creatorId)
  // Watching follows a username or driver another process just saved.
  if (!(await watchCreator(creator))) throw new ApiError(400, LIVE_MESSAGES.notConfigured)
  switch (command.op) {
    case 'status':
      liveManager.touch(creator.id)
      return liveManager.status(creator.id)
    case 'connect':
      return { outcome: await liveManager.connectNow(creator.id), status: liveManager.status(creator.id) }
    case 'disconnect':
      await liveManager.disconnect(creator.id)
      return liveManager.status(creator.id)
  }
}

/**
 * Runs a command where the creator's connection is owned: here with one process; with several,
 * here when this process holds (or now takes) the lease, else on the owner through Redis (503
 * when the lease is free and cannot be taken, or the owner does not answer).
 */
async function atOwner<T>(command: LiveCommand): Promise<T> {
  if (!cluster) return (await runLiveCommand(command)) as T
  const { lease, router } = cluster
  const owner = await lease
    .tryAcquire(command.creatorId)
    .then(async (taken) => (taken ? null : await lease.ownerOf(command.creatorId)))
    .catch(() => {
      throw noOwner()
    })
  if (owner === null) return (await runLiveCommand(command)) as T
  return (await router.ask(owner, command)) as T
}

/**
 * The acting creator's simulated stream (409 unless their driver is the simulator): events sent to it
 * reach the open connection like TikTok frames. goLive starts the stream and connects at once.
 */
export async function simulatedStream(acting: Acting) {
  const creator = await actingCreator(acting)
  if ((await driverNameFor(creator.id)) !== 'simulator') throw new ApiError(409, LIVE_MESSAGES.simulatorOnly)
  const username = creator.tiktokUsername
  if (!username) throw new ApiError(400, LIVE_MESSAGES.notConfigured)
  const simulate = (events: LiveEvent[], batch: boolean) =>
    atOwner({ op: 'simulate', creatorId: creator.id, username, events, batch })
  return {
    send: (event: LiveEvent) => simulate([event], false) as Promise<PipelineResult>,
    /** Events in order, as a platform delivers them (see `simulatedStreamHere`). */
    sendAll: (events: LiveEvent[]) => simulate(events, true) as Promise<PipelineResult[]>,
  }
}

/** The creator's simulated stream in the process that owns their connection. */
function simulatedStreamHere(creatorId: number, username: string) {
  liveManager.watch(creatorId, username, simulator)
  const send = async (event: LiveEvent): Promise<PipelineResult> => {
    if (event.type === 'goLive') {
      await simulator.goLive(username)
      await liveManager.connectNow(creatorId)
      return { outcome: 'live' }
    }
    const sent = await simulator.send(username, event).catch((error) => {
      if (error instanceof IngestQueueFullError) {
        throw new ApiError(503, LIVE_MESSAGES.ingestBusy, { retryAfter: giftIngest.retryAfterSeconds() })
      }
      throw error
    })
    if (sent.delivered) return sent.result as PipelineResult
    if (event.type === 'streamEnd') return { outcome: 'ended' }
    throw new ApiError(409, LIVE_MESSAGES.notConnected)
  }
  return {
    send,
    /**
     * Events in order, as a platform delivers them: gifts and chat go in without waiting for the
     * previous outcome (gifts share batches), goLive and streamEnd are awaited before the next.
     * Answers every outcome in order; on a failure, the ApiError names the outcomes before it.
     */
    async sendAll(events: LiveEvent[]): Promise<PipelineResult[]> {
      const sent: Promise<PipelineResult>[] = []
      for (const event of events) {
        const outcome = send(event)
        sent.push(outcome)
        if (event.type === 'goLive' || event.type === 'streamEnd') await outcome.catch(() => undefined)
      }
      const settled = await Promise.allSettled(sent)
      const failed = settled.findIndex((result) => result.status === 'rejected')
      const results = settled
        .slice(0, failed === -1 ? undefined : failed)
        .map((result) => (result as PromiseFulfilledResult<PipelineResult>).value)
      if (failed === -1) return results
      const error = (settled[failed] as PromiseRejectedResult).reason
      if (error instanceof ApiError) error.extra = { ...error.extra, processed: results.length, results }
      throw error
    },
  }
}

/** Watches every active creator with a username; run at start and now and then after. */
export async function watchAllCreators(spreadMs = 2_000) {
  const creators = await User.query().where('role', 'CREATOR').where('is_active', true).whereNotNull('tiktok_username')
  const now = Date.now()
  for (const [index, creator] of creators.entries()) {
    if (!liveManager.isWatched(creator.id)) await watchCreator(creator, { checkAt: now + index * spreadMs })
    else await watchCreator(creator)
  }
  const kept = new Set(creators.map((creator) => creator.id))
  for (const creatorId of liveManager.watchedIds()) if (!kept.has(creatorId)) await liveManager.unwatch(creatorId)
}

export async function creatorDriver(creatorId: number): Promise<LiveDriverDto> {
  return { driver: await driverNameFor(creatorId), defaultDriver: defaultDriverName() }
}

/** Switches the acting creator between the simulator (rehearsals) and TikTok; audited. */
export async function changeCreatorDriver(acting: Acting, driver: LiveDriverName) {
  const creator = await actingCreator(acting)
  const previous = await driverNameFor(creator.id)
  if (previous !== driver) {
    await db.transaction(async (trx) => {
      const settings = await settingsFor(creator.id, trx)
      settings.driver = driver
      settings.useTransaction(trx)
      await settings.save()
      await record(acting, LIVE_EVENTS.LIVE_DRIVER_CHANGED, creatorTarget(creator), { from: previous, to: driver }, trx)
    })
    // A watched creator follows the new driver at once (the old connection closes).
    if (liveManager.isWatched(creator.id)) await watchCreator(creator)
  }
  return creatorDriver(creator.id)
}
