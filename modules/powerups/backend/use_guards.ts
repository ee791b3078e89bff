import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { contributionsTo } from '#core/module_loader'
import { extensionPoint } from '#core/shared/extensions'
import type { PowerupType } from '../shared/powerups.js'

/** A use about to be made, as a guard sees it. */
export interface GuardedUse {
  acting: Acting
  creatorId: number
  type: PowerupType
}

/** The use's row once written (powerup_uses). */
export interface WrittenUse {
  id: number
  playerId: number
  usedAt: Date
}

/** What a guard engaged for one use does inside the use's transaction. */
export interface EngagedGuard {
  /** Before the unit is taken: takes its locks and refuses (throws an ApiError) or lets the use go. */
  before(trx: TransactionClientContract): Promise<void>
  /** After the use's row is written, in the same transaction: what the guard keeps of it. */
  after(use: WrittenUse, trx: TransactionClientContract): Promise<void>
}

/**
 * What another module checks and records on every use of a powerup (API, kiosk, chat command,
 * battle sync, CLI: every path goes through usePowerup), contributed in its manifest
 * (`contributes: [contribute(USE_GUARDS, () => import('./use_guard.js'))]`): matches limits uses per
 * match. `engage` reads, without locks, whether the guard has anything to do with this use (null:
 * nothing, the use keeps its batched path); an engaged use runs in a transaction of its own (or the
 * caller's) with the guard's `before` and `after` around it.
 */
export interface UseGuard {
  engage(use: GuardedUse, trx: TransactionClientContract | undefined): Promise<EngagedGuard | null>
}

/** Loaded at the first use, so a manifest stays data. */
export const USE_GUARDS = extensionPoint<() => Promise<{ default: UseGuard }>>('powerups.useGuards')

let loaded: Promise<UseGuard[]> | null = null

function guards() {
  loaded ??= Promise.all(contributionsTo(USE_GUARDS).map(async (load) => (await load()).default))
  return loaded
}

/**
 * Runs `write` (the ledger's write, given the transaction to write in) under the enabled guards:
 * unguarded (`write(outer)`) when none engages, else in one transaction with theirs. There
 * `lockPlayer` comes first: every path then locks the player before a guard's rows (a battle card
 * resolves its player before it uses), so parallel uses never wait in a circle (PostgreSQL).
 */
export async function guardedUse<R extends { use: Record<string, any> }>(
  use: GuardedUse,
  outer: TransactionClientContract | undefined,
  lockPlayer: (trx: TransactionClientContract) => Promise<unknown>,
  write: (trx: TransactionClientContract | undefined) => Promise<R>
): Promise<R> {
  const engaged: EngagedGuard[] = []
  for (const guard of await guards()) {
    const run = await guard.engage(use, outer)
    if (run) engaged.push(run)
  }
  if (!engaged.length) return write(outer)
  const work = async (trx: TransactionClientContract) => {
    await lockPlayer(trx)
    for (const guard of engaged) await guard.before(trx)
    const result = await write(trx)
    const row = result.use
    const written = { id: Number(row.id), playerId: Number(row.player_id), usedAt: new Date(row.used_at) }
    for (const guard of engaged) await guard.after(written, trx)
    return result
  }
  return outer ? work(outer) : db.transaction(work)
}
