import User from '#core/users/user'
import { ApiError } from '#core/http/api_error'
import { LIVE_MESSAGES, type LiveEvent } from '../../shared/live.js'
import { liveCluster, liveManager, watchCreator } from './live_connections.js'
import { simulatedStreamHere } from './live_simulator.js'
import { noOwner } from './live_routing.js'
import { LIVE_ERRORS } from '../../shared/error_codes.js'

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
  if (!(await watchCreator(creator))) throw new ApiError(400, LIVE_MESSAGES.notConfigured, LIVE_ERRORS.not_configured)
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
export async function atOwner<T>(command: LiveCommand): Promise<T> {
  const cluster = liveCluster()
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
