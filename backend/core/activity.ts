import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { utcDay } from './database/days.js'

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** Activity facts were committed to the outbox: whoever consumes it may run now. */
    'powerdeck:activity': Record<string, never>
  }
}

/**
 * The activity outbox (`activity_outbox`): a creator's recorded activity changed on a UTC day — a
 * gift, a grant, a use, a new player, a chat flush, a live session, an error, an audit entry of the
 * creator's tenant. The fact is written in the transaction of the change, so it commits (or rolls
 * back) with it; whoever keeps figures of that activity (the analytics rollups) consumes the rows
 * in id order (claimActivity) and deletes them in the transaction that applies them. A process
 * that dies after a commit leaves its facts in the table: they are applied after the restart.
 */
export interface ActivityFact {
  creatorId: number
  /** When the activity happened (its UTC day is kept); now when not given. */
  at?: Date
}

const TABLE = 'activity_outbox'
/** Rows per insert statement (SQLite caps the bound values of one statement). */
const INSERT_CHUNK = 400

/** The creator-days a transaction has written to the outbox already (one row each is enough). */
const written = new WeakMap<TransactionClientContract, Set<string>>()

/** Tells the outbox's consumers that facts were committed; never throws. */
export function activityCommitted(): void {
  emitter
    .emit('powerdeck:activity', {})
    .catch((error) => logger.error({ err: error }, 'powerdeck:activity listener failed'))
}

/**
 * Records activity facts in `trx`, the transaction of the change: one row per creator and day not
 * yet written by this transaction, in one insert; consumers are woken once it commits.
 */
export async function recordActivity(trx: TransactionClientContract, facts: ActivityFact[]): Promise<void> {
  let seen = written.get(trx)
  if (!seen) {
    written.set(trx, (seen = new Set()))
    trx.after('commit', activityCommitted)
  }
  const rows: { creator_id: number; day: string }[] = []
  for (const { creatorId, at } of facts) {
    const day = utcDay(at ?? new Date())
    const key = `${creatorId}:${day}`
    if (seen.has(key)) continue
    seen.add(key)
    rows.push({ creator_id: creatorId, day })
  }
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx.table(TABLE).multiInsert(rows.slice(start, start + INSERT_CHUNK))
  }
}

/**
 * A savepoint of `trx` rolled back: the rows written since may be gone, so later facts of the
 * transaction are written again (core/database/savepoint.ts).
 */
export function activityRolledBack(trx: TransactionClientContract) {
  written.get(trx)?.clear()
}

/**
 * A part of a PostgreSQL statement's `with` (for a change written as one statement without a
 * transaction, see recordEachInStatement): the facts of `source`'s rows, one per distinct
 * `creator_id` on `at`'s day. The caller calls activityStatementDone once the statement ran.
 */
export function activityInStatement(source: string, at: Date) {
  return {
    sql: `insert into ${TABLE} (creator_id, day) select distinct creator_id, ? from "${source}" where creator_id is not null`,
    bindings: [utcDay(at)],
  }
}

/** A statement with activityInStatement ran: consumers are woken once it is committed. */
export function activityStatementDone(outer: TransactionClientContract | undefined) {
  if (outer) outer.after('commit', activityCommitted)
  else activityCommitted()
}

/** An outbox row claimed by a consumer. */
export interface ClaimedActivity {
  id: number
  creatorId: number
  day: string
}

/**
 * The oldest `limit` outbox rows, in id order, for a consumer to apply and then delete
 * (consumedActivity). On PostgreSQL, read in the consumer's transaction `client`, they stay locked
 * until it ends and other consumers skip them (`for update skip locked`): each row is applied by
 * one transaction only. SQLite has one writer: a consumer deletes the rows it read in the
 * transaction that applies them, and gives up when another consumer deleted some first.
 */
export async function claimActivity(client: QueryClientContract, limit: number): Promise<ClaimedActivity[]> {
  const query = client.from(TABLE).select('id', 'creator_id', 'day').orderBy('id').limit(limit)
  if (client.isTransaction && client.dialect.name === 'postgres') query.forUpdate().skipLocked()
  const rows = await query
  return rows.map((row) => ({ id: Number(row.id), creatorId: Number(row.creator_id), day: String(row.day) }))
}

/** Deletes the rows a consumer applied, in its transaction `trx`; answers how many were still there. */
export async function consumedActivity(trx: TransactionClientContract, ids: number[]): Promise<number> {
  let deleted = 0
  for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
    deleted += Number(
      await trx
        .from(TABLE)
        .whereIn('id', ids.slice(start, start + INSERT_CHUNK))
        .delete()
    )
  }
  return deleted
}
