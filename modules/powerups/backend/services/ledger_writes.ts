import { DateTime } from 'luxon'
import type { TransactionClientContract, QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { record, recordInStatement } from '#core/audit/recorder'
import { prepared } from '#core/database/prepared'
import { dbTimestamp } from '#core/database/time'
import { whereUsable } from './usable.js'
import {
  bound,
  FIRST_EXPIRING_FIRST,
  grantDetails,
  heldUnitsQuery,
  holdingRow,
  holdingsAfter,
  isLimited,
  playerTarget,
  useDetails,
  useRow,
  type HoldingGrant,
} from './ledger_rows.js'
import { type PowerupHoldingDto, type PowerupType } from '../../shared/powerups.js'
import { POWERUP_EVENTS } from '../../shared/events.js'
import { noneAvailable } from './ledger_rows.js'

/*
| The ledger's writes inside the caller's transaction, the player's row locked by the caller: a
| holding (with its entry in one statement on PostgreSQL), and a use one statement after another
| (SQLite; PostgreSQL batches its uses, see ledger_batches.ts).
*/

/** PostgreSQL writes a change and its audit entry in one statement (data-modifying `with` parts). */
const inOneStatement = (trx: TransactionClientContract) => trx.dialect.name === 'postgres'

/**
 * Writes a holding and its POWERUP_GRANTED entry inside the caller's transaction, unless the
 * player would then hold more than `maxUnits` usable units: the check is part of the insert
 * (`insert … select … where`), exact because the caller holds the player's row lock. Returns the
 * holding's row, or null when refused (nothing written).
 */
export async function insertHolding(
  acting: Acting,
  player: { id: number; name: string },
  grant: HoldingGrant,
  trx: TransactionClientContract,
  maxUnits: number | null = null
): Promise<{ holding: Record<string, any>; holdings?: PowerupHoldingDto[] } | null> {
  const row = { ...holdingRow(acting, grant, trx), player_id: player.id }
  const underMax = isLimited(maxUnits) ? [heldUnitsQuery(player.id, trx, grant.createdAt), grant.count, maxUnits] : []
  const insert = `insert into powerup_holdings (${Object.keys(row).join(', ')})
    select ${Object.keys(row)
      .map(() => '?')
      .join(', ')} ${underMax.length ? 'where ? + ? <= ?' : ''} returning *`
  const details = grantDetails(acting, grant)
  if (!inOneStatement(trx)) {
    const [holding] = (await trx.getWriteClient().raw(insert, bound([...Object.values(row), ...underMax]))) as Record<
      string,
      any
    >[]
    if (!holding) return null
    await record(
      acting,
      POWERUP_EVENTS.POWERUP_GRANTED,
      playerTarget(player),
      { ...details, holdingId: holding.id },
      trx
    )
    return { holding }
  }
  const entry = recordInStatement(acting, POWERUP_EVENTS.POWERUP_GRANTED, playerTarget(player), details, trx, {
    source: 'granted',
    fromSource: { holdingId: 'id' },
  })
  const at = dbTimestamp(grant.createdAt, trx)
  const after = holdingsAfter('granted', at, { sql: 'powerups_usable_holdings(?, ?)', bindings: [player.id, at] })
  const { rows } = await prepared(
    trx.getWriteClient().raw(
      `with granted as (${insert}), entry as (${entry.sql})
      select row_to_json(granted) as granted_holding, entry.id as entry_id, ${after.sql} from granted join entry on true`,
      bound([...Object.values(row), ...underMax, ...entry.bindings, ...after.bindings])
    ),
    trx
  )
  if (!rows.length) return null
  const { entry_id: entryId, player_holdings: holdings, granted_holding: holding } = rows[0]
  await entry.recorded(entryId, { details: { holdingId: holding.id } })
  return { holding, holdings }
}

/**
 * Takes one unit from the player's first-expiring usable holding of `type` (a conditional
 * decrement of that holding), writes the use and its POWERUP_USED entry, one after another
 * (SQLite: PostgreSQL writes a use as one statement, see useInOneStatement), and returns the
 * holding's row after the decrement and the use's row. When the decrement takes nothing, either
 * none is left (the spec's 400) or another transaction took the last unit of that holding first
 * (its row changed under the decrement): then the next one is tried.
 */
export async function consumeOne(
  acting: Acting,
  player: { id: number; name: string },
  type: PowerupType,
  trx: TransactionClientContract,
  now: DateTime
) {
  const use = { player_id: player.id, ...useRow(acting, type, now, trx) }
  const details = useDetails(acting, type)
  for (;;) {
    const at = DateTime.now()
    const firstExpiring = whereUsable(trx.from('powerup_holdings').where('player_id', player.id), at)
      .where('type', type)
      .orderByRaw(FIRST_EXPIRING_FIRST)
      .limit(1)
      .select('id')
    const [holding] = (await decrementOf(firstExpiring, trx, at)) as Record<string, any>[]
    if (holding) {
      const [used] = await trx
        .knexQuery()
        .table('powerup_uses')
        .insert({ holding_id: holding.id, ...use })
        .returning('*')
      await record(
        acting,
        POWERUP_EVENTS.POWERUP_USED,
        playerTarget(player),
        { ...details, holdingId: holding.id },
        trx
      )
      return { holding, use: used as Record<string, any>, holdings: undefined }
    }
    if (!(await firstExpiring.clone().first())) {
      throw noneAvailable(player.name, type)
    }
  }
}

/** One unit less of the holding `id` (a value or subquery) if it is still usable at `at`, returning the row after it. */
const decrementOf = (id: unknown, client: QueryClientContract, at: DateTime) =>
  whereUsable(client.from('powerup_holdings').where('id', id as number), at).update(
    { count: client.getWriteClient().raw('count - 1'), updated_at: dbTimestamp(at, client) },
    ['*']
  )
