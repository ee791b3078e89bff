import db from '@adonisjs/lucid/services/db'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import User from '#core/users/user'
import { ApiError } from '#core/http/api_error'
import { LIVE_EVENTS } from '../../shared/events.js'
import {
  LIVE_MESSAGES,
  type LiveDriverDto,
  type LiveDriverName,
  type LiveEvent,
  type LiveStatusDto,
} from '../../shared/live.js'
import type { ConnectOutcome } from './connection_manager.js'
import { defaultDriverName } from './live_drivers.js'
import { driverNameFor, settingsFor } from './live_settings_service.js'
import { liveManager, watchCreator } from './live_connections.js'
import { atOwner } from './live_owner.js'
import type { PipelineResult } from './live_pipeline.js'
import { LIVE_ERRORS } from '../../shared/error_codes.js'

/*
 * The creator's live calls behind the HTTP routes: status, username, connect and disconnect, the
 * driver and the simulator. What must run where the connection is owned goes through live_owner.ts.
 */

/** The acting tenant's account (a request's acting value carries it; jobs load it). */
async function actingCreator(acting: Acting): Promise<User> {
  const creatorId = acting.requireCreatorId()
  return acting.creator?.id === creatorId ? acting.creator : User.findOrFail(creatorId)
}

const creatorTarget = (creator: User) => ({ type: 'CREATOR', id: creator.id, name: creator.name })

/**
 * The status call (docs/api/live.md); 400 while no username is configured. Every creator with a username is
 * watched; looking at their status speeds up the next live check.
 */
export async function liveStatus(acting: Acting): Promise<LiveStatusDto> {
  const creator = await actingCreator(acting)
  if (!creator.tiktokUsername) throw new ApiError(400, LIVE_MESSAGES.notConfigured, LIVE_ERRORS.not_configured)
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
 * Saving the username connects if the creator is live, else waits for them (docs/api/live.md). Answers the
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

/** Closes the connection until the next live check (docs/api/live.md); answers the owner's status. */
export async function disconnectCreator(acting: Acting): Promise<LiveStatusDto | null> {
  const creator = await actingCreator(acting)
  if (!creator.tiktokUsername) throw new ApiError(400, LIVE_MESSAGES.notConfigured, LIVE_ERRORS.not_configured)
  const status = await atOwner<LiveStatusDto | null>({ op: 'disconnect', creatorId: creator.id })
  await record(acting, LIVE_EVENTS.TIKTOK_DISCONNECTED, creatorTarget(creator), {
    tiktokUsername: creator.tiktokUsername,
    temporary: true,
  })
  return status
}

/**
 * The acting creator's simulated stream (409 unless their driver is the simulator): events sent to it
 * reach the open connection like TikTok frames. goLive starts the stream and connects at once.
 */
export async function simulatedStream(acting: Acting) {
  const creator = await actingCreator(acting)
  if ((await driverNameFor(creator.id)) !== 'simulator')
    throw new ApiError(409, LIVE_MESSAGES.simulatorOnly, LIVE_ERRORS.simulator_only)
  const username = creator.tiktokUsername
  if (!username) throw new ApiError(400, LIVE_MESSAGES.notConfigured, LIVE_ERRORS.not_configured)
  const simulate = (events: LiveEvent[], batch: boolean) =>
    atOwner({ op: 'simulate', creatorId: creator.id, username, events, batch })
  return {
    send: (event: LiveEvent) => simulate([event], false) as Promise<PipelineResult>,
    /** Events in order, as a platform delivers them (see `simulatedStreamHere` in live_simulator.ts). */
    sendAll: (events: LiveEvent[]) => simulate(events, true) as Promise<PipelineResult[]>,
  }
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
