import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { recordEachInStatement } from '#core/audit/recorder'
import { activityInStatement, activityStatementDone } from '#core/activity'
import { preparedText } from '#core/database/prepared'
import { StatementBatches, type BatchOutcome } from '#core/database/statement_batches'
import { dbNow, dbTimestamp } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import type { playerRefFields } from '#modules/players/backend/public'
import { playerSetLockParts, type PlayerRecord } from '#modules/players/backend/public'
import { holdingJson } from '../serializers.js'
import { USABLE_SQL, whereUsable } from './usable.js'
import {
  FIRST_EXPIRING_FIRST,
  fromUsable,
  grantDetails,
  heldUnits,
  holdingRow,
  holdingsAfterEach,
  isLimited,
  playerTarget,
  USABLE_AFTER_LOCK,
  useDetails,
  useRow,
  type HoldingGrant,
} from './ledger_rows.js'
import { type PowerupHoldingDto, type PowerupType } from '../../shared/powerups.js'
import { POWERUP_EVENTS } from '../../shared/events.js'
import { PLAYER_MESSAGES } from '../../../players/shared/players.js'
import { noneAvailable, overLimit } from './ledger_rows.js'
import { PLAYERS_ERRORS } from '../../../players/shared/error_codes.js'

/*
| The ledger's writes on PostgreSQL: grants and uses, several in one statement each (the player
| locked, the write, its audit entry and activity fact, the player's holdings after it), batched
| when the caller has no transaction of its own.
*/

/** The audit entry's target in a statement that finds the player itself: its part `changed` (see ledgerParts). */
const PLAYER_FROM_STATEMENT = { type: 'PLAYER', id: 'player_id', name: 'player_name' }

/** Each ledger statement's text by its shape (see statementText). */
const statementTexts = new Map<string, string>()

/**
 * A ledger statement's text, built by `build` on the first batch and the same string for every
 * later one: its parts are constant texts (the audit entry's columns, the row's columns) and every
 * value is bound, so a batch only binds values (no building, and the prepared statement's name is
 * found at once). `shape` names the statement.
 */
function statementText(shape: string, build: () => string) {
  let text = statementTexts.get(shape)
  if (text === undefined) {
    text = build()
    statementTexts.set(shape, text)
  }
  return text
}

/** A grant or use on PostgreSQL, waiting for its statement. */
interface PendingLedgerWrite {
  acting: Acting
  /** The player reference (playerRefFields). */
  ref: ReturnType<typeof playerRefFields>
}

/** A grant waiting for its statement (grantsInOneStatement). */
export interface PendingGrant extends PendingLedgerWrite {
  grant: HoldingGrant
  maxUnits: number | null
}

/** A use waiting for its statement (usesInOneStatement). */
export interface PendingUse extends PendingLedgerWrite {
  type: PowerupType
}

/** What a grant or use wrote: the player's record, the holding written and the player's holdings after it. */
export interface LedgerWritten {
  player: PlayerRecord
  holding: PowerupHoldingDto
  holdings: PowerupHoldingDto[]
}

/** What a use wrote, with the use's row. */
export interface UseWritten extends LedgerWritten {
  use: Record<string, any>
}

/**
 * The statement parts a batch of grants or uses shares, around the part `written` that returns
 * the changed holdings. `items` is the batch as one JSON binding
 * (`idx` 1, 2…; `columns` its columns beyond the reference's). `head` follows it: `referenced`,
 * `locked` (one item per player: a later item naming the same player is left for the next
 * statement, so that writes for one player go in turn), `usable` (their holdings read after the
 * lock). `tail` follows `written`: `changed`, the entries (`entries`) and their activity facts, `touched`,
 * `after`. `answer`
 * is the statement's select, one row per item in their order, with `extra` columns and joins.
 */
function batchParts(
  written: string,
  items: { columns: string },
  entries: ReturnType<typeof recordEachInStatement>,
  at: string
) {
  const lock = playerSetLockParts('items')
  const after = holdingsAfterEach(written, at, fromUsable)
  const activity = activityInStatement('entry', new Date())
  return {
    items: `items as (select * from json_to_recordset(?::json)
      as i(idx int, creator_id int, player_id int, name_key text, at timestamptz, ${items.columns}))`,
    head: `${lock.referenced}, ${lock.locked}, ${USABLE_AFTER_LOCK}`,
    tail: `changed as (select "${written}".id, locked.id as player_id, locked.name as player_name, locked.idx
      from "${written}" join locked on locked.id = "${written}".player_id),
      entry as (${entries.sql}), activity as (${activity.sql}), ${lock.touch('changed')}, ${after.sql}`,
    answer: (extra: string, joins = '') => `select i.idx, referenced.player_id as referenced_id, locked.id as locked_id,
      locked.name as locked_name, ${lock.record('touched')} as player, ${holdingJson(`"${written}"`)} as written_holding,
      entry.id as entry_id, coalesce(after.player_holdings, '[]') as player_holdings${extra}
    from items i join referenced on referenced.idx = i.idx left join locked on locked.idx = i.idx
      left join "${written}" on "${written}".player_id = locked.id left join entry on entry.target_id = locked.id
      left join touched on touched.id = locked.id left join after on after.player_id = locked.id ${joins}
    order by i.idx`,
    /** The bindings of `items`, `head`, then whatever `written` binds, then `tail`. */
    bindings: (rows: object[], ...writtenBindings: unknown[]) => [
      JSON.stringify(rows),
      at,
      ...writtenBindings,
      ...entries.bindings,
      ...activity.bindings,
      ...after.bindings,
    ],
  }
}

/** A batch item's bound fields: its index (1, 2…), creator, player reference and time (the player's activity). */
const batchItem = ({ acting, ref }: PendingLedgerWrite, i: number, at: DateTime, client: QueryClientContract) => ({
  idx: i + 1,
  creator_id: acting.requireCreatorId(),
  ...ref,
  at: dbTimestamp(at, client),
})

/**
 * Each batch item's outcome from the statement's answer rows (batchParts' `answer`): left for the
 * next statement when an earlier item named the same player, or when the player its name named
 * was gone once its lock was granted (merged away while the statement waited: the name may now
 * be the kept player's alias); 404 when no player answers to its reference, what `refused` makes
 * of a row whose holding was not written (over the maximum, none left…), else its entry announced
 * and what `written` makes of the row and its holding. The statement has committed: what fails
 * from here on is that item's error, never the batch's (StatementBatches would run it again).
 */
function batchOutcomes<Result>(
  pending: PendingLedgerWrite[],
  rows: Record<string, any>[],
  entries: ReturnType<typeof recordEachInStatement>,
  handle: {
    refused: (row: Record<string, any>, i: number) => Promise<BatchOutcome<Result>>
    written: (row: Record<string, any>, i: number, holding: PowerupHoldingDto) => Result
  }
) {
  const firstNaming = new Map<number, number>()
  for (const row of rows) {
    if (row.referenced_id !== null && !firstNaming.has(row.referenced_id)) firstNaming.set(row.referenced_id, row.idx)
  }
  const outcome = async (row: Record<string, any>, i: number): Promise<BatchOutcome<Result>> => {
    const holding = row.written_holding as PowerupHoldingDto | null
    if (!holding) return handle.refused(row, i)
    await entries.recorded(i, row.entry_id, {
      details: { holdingId: holding.id },
      target: playerTarget({ id: row.locked_id, name: row.locked_name }),
    })
    return { result: handle.written(row, i, holding) }
  }
  return Promise.all(
    rows.map(async (row, i): Promise<BatchOutcome<Result>> => {
      if (row.locked_id !== null) return outcome(row, i).catch((error: unknown) => ({ error }))
      if (row.referenced_id !== null && firstNaming.get(row.referenced_id) !== row.idx) return { again: true }
      if (row.referenced_id !== null && pending[i].ref.player_id === null) return { again: true }
      return { error: new ApiError(404, PLAYER_MESSAGES.notFound, PLAYERS_ERRORS.not_found) }
    })
  )
}

/** The audit entries of a batch, from the part `changed` (its holding's id in the details). */
const batchEntries = <P extends PendingLedgerWrite>(
  pending: P[],
  event: string,
  details: (write: P) => Record<string, unknown>,
  outer: TransactionClientContract | undefined
) =>
  recordEachInStatement(
    pending.map((write) => ({ acting: write.acting, event, details: details(write) })),
    outer,
    { source: 'changed', position: 'idx', fromSource: { holdingId: 'id' }, targetFromSource: PLAYER_FROM_STATEMENT }
  )

/**
 * Grants on PostgreSQL, several in one statement, without a transaction of its own (inside the
 * caller's when given): each item's player locked, its holding unless the player would then hold
 * more than the item's `maxUnits` (counted after the lock by powerups_usable_holdings, see its
 * migration), its audit entry, the player marked active and their holdings after it. A refused
 * item writes nothing: 404 when no player answers to its reference, the over-limit 400 when the
 * maximum refuses. One statement for many grants pays PostgreSQL's work per statement once.
 */
export async function grantsInOneStatement(
  pending: PendingGrant[],
  outer: TransactionClientContract | undefined
): Promise<BatchOutcome<LedgerWritten>[]> {
  const client = outer ?? db.connection()
  const at = dbTimestamp(dbNow(), client)
  const rows = pending.map((write, i) => ({
    ...batchItem(write, i, write.grant.createdAt, client),
    max_units: isLimited(write.maxUnits) ? write.maxUnits : null,
    holding: holdingRow(write.acting, write.grant, client),
  }))
  const entries = batchEntries(
    pending,
    POWERUP_EVENTS.POWERUP_GRANTED,
    (write) => grantDetails(write.acting, write.grant),
    outer
  )
  const parts = batchParts('granted', { columns: 'max_units int, holding json' }, entries, at)
  const statement = statementText('grants', () => {
    const columns = Object.keys(rows[0].holding)
    return `with ${parts.items}, ${parts.head},
    held as (select player_id, sum(count) as units from usable group by player_id),
    granted as (insert into powerup_holdings (player_id, ${columns.join(', ')})
      select locked.id, ${columns.map((column) => `r.${column}`).join(', ')} from locked join items i on i.idx = locked.idx
      cross join lateral json_populate_record(null::powerup_holdings, i.holding) as r
      left join held on held.player_id = locked.id
      where i.max_units is null or coalesce(held.units, 0) + r.count <= i.max_units
      returning *),
    ${parts.tail}
    ${parts.answer('')}`
  })
  const { rows: answers } = await preparedText(statement, parts.bindings(rows), client)
  activityStatementDone(outer)
  return batchOutcomes<LedgerWritten>(pending, answers, entries, {
    async refused(row, i) {
      const held = await heldUnits(row.locked_id, client, pending[i].grant.createdAt)
      return { error: overLimit(row.locked_name, held, pending[i].maxUnits!) }
    },
    written: (row, _, holding) => ({ player: row.player, holding, holdings: row.player_holdings }),
  })
}

/**
 * Uses on PostgreSQL, several in one statement, without a transaction of its own (inside the
 * caller's when given): each item's player locked, one unit taken from their first-expiring usable
 * holding of the item's type (found after the lock by powerups_usable_holdings), the use, its
 * audit entry, the player marked active and their holdings after it. 404 when no player answers to
 * the reference. When nothing was taken, either none is left (the spec's 400) or the holding
 * changed under the decrement (by a write that does not lock the player, e.g. the expiry sweep):
 * then the item goes into the next statement. The chosen holdings are updated by key
 * (`= any(array(…))`): as `in (select …)` the plan read every usable holding of the database.
 */
export async function usesInOneStatement(
  pending: PendingUse[],
  outer: TransactionClientContract | undefined
): Promise<BatchOutcome<UseWritten>[]> {
  const client = outer ?? db.connection()
  const now = dbNow()
  const at = dbTimestamp(DateTime.now(), client)
  const rows = pending.map((write, i) => ({
    ...batchItem(write, i, now, client),
    type: write.type,
    use: useRow(write.acting, write.type, now, client),
  }))
  const entries = batchEntries(
    pending,
    POWERUP_EVENTS.POWERUP_USED,
    (write) => useDetails(write.acting, write.type),
    outer
  )
  const parts = batchParts('taken', { columns: 'type text, use json' }, entries, at)
  const statement = statementText('uses', () => {
    const columns = Object.keys(rows[0].use)
    return `with ${parts.items}, ${parts.head},
    chosen as (select distinct on (player_id) id from (select usable.* from usable
      join locked on locked.id = usable.player_id join items i on i.idx = locked.idx where usable.type = i.type) as candidates
      order by player_id, ${FIRST_EXPIRING_FIRST}),
    taken as (update "powerup_holdings" set "count" = count - 1, "updated_at" = ?
      where "id" = any(array(select id from chosen)) and ${USABLE_SQL} returning *),
    used as (insert into powerup_uses (holding_id, player_id, ${columns.join(', ')})
      select taken.id, taken.player_id, ${columns.map((column) => `r.${column}`).join(', ')}
      from taken join locked on locked.id = taken.player_id join items i on i.idx = locked.idx
      cross join lateral json_populate_record(null::powerup_uses, i.use) as r
      returning id, player_id, used_at),
    ${parts.tail}
    ${parts.answer(', used.id as use_id, used.used_at as use_used_at', 'left join used on used.player_id = locked.id')}`
  })
  const { rows: answers } = await preparedText(statement, parts.bindings(rows, at, at), client)
  activityStatementDone(outer)
  return batchOutcomes<UseWritten>(pending, answers, entries, {
    async refused(row, i) {
      const { type } = pending[i]
      const left = whereUsable(client.from('powerup_holdings').where('player_id', row.locked_id), DateTime.now())
      if (await left.where('type', type).first()) return { again: true }
      return { error: noneAvailable(row.locked_name, type) }
    },
    written: (row, i, holding) => ({
      player: row.player,
      holding,
      use: {
        ...rows[i].use,
        id: row.use_id,
        holding_id: holding.id,
        player_id: row.locked_id,
        used_at: row.use_used_at,
      },
      holdings: row.player_holdings,
    }),
  })
}

/**
 * Grants and uses with no transaction of the caller's go in batches: one at once, those arriving
 * while its statement runs go together in the next (see StatementBatches), up to 50 a statement.
 * One statement in flight per process unless it takes over 25 ms (waiting for a player's lock held
 * by a gift rule's transaction, say): two at once served one process no better, and made each of
 * several processes write smaller batches at more CPU per request (bench/README.md, `cluster-load.js`).
 */
const BATCH_LIMITS = {
  inFlight: 2,
  maxItems: 50,
  overlapAfterMs: 25,
  // One item per player reference a statement: the statement writes one per player anyway (see batchParts).
  key: ({ acting, ref }: PendingLedgerWrite) => `${acting.requireCreatorId()}:${ref.player_id ?? `@${ref.name_key}`}`,
}
export const grantBatches = new StatementBatches<PendingGrant, LedgerWritten>(
  (items) => grantsInOneStatement(items, undefined),
  BATCH_LIMITS
)
export const useBatches = new StatementBatches<PendingUse, UseWritten>(
  (items) => usesInOneStatement(items, undefined),
  BATCH_LIMITS
)

/** A grant or use on PostgreSQL: in a batch, or alone in the caller's transaction (until it is done). */
export async function onPostgresLedger<P, R>(
  pending: P,
  outer: TransactionClientContract | undefined,
  batches: StatementBatches<P, R>,
  inOneStatement: (items: P[], outer: TransactionClientContract) => Promise<BatchOutcome<R>[]>
): Promise<R> {
  if (!outer) return batches.add(pending)
  for (;;) {
    const [outcome] = await inOneStatement([pending], outer)
    if ('error' in outcome) throw outcome.error
    if ('result' in outcome) return outcome.result
  }
}
