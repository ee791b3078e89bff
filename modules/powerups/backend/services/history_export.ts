import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { Acting } from '#core/acting/acting'
import { storedTimestamp } from '#core/database/days'
import { hasRealOffset } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { playerNames, requirePlayer } from '#modules/players/backend/public'
import { HISTORY_EXPORT_MESSAGES, type HistoryExportRow } from '../../shared/history_export.js'
import { entryOrder, grantEntry, USE_ENTRY_COLUMNS, useEntry, type LedgerEntry } from './ledger_entries.js'
import { POWERUPS_ERRORS } from '../../shared/error_codes.js'

/** Rows read per database round trip and table: the export's memory stays bounded whatever the total. */
export const HISTORY_EXPORT_CHUNK = 500

export interface HistoryExportFilters {
  from?: string
  to?: string
  playerId?: number
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** An ISO 8601 date or time (UTC unless it names a zone) with a four-digit year, else 422. */
function parseBound(field: 'from' | 'to', value: string) {
  const at = DateTime.fromISO(value.trim(), { zone: 'utc', setZone: true })
  if (!at.isValid || !hasRealOffset(at) || at.year < 1000 || at.year > 9999)
    throw new ApiError(422, HISTORY_EXPORT_MESSAGES.badDate(field), POWERUPS_ERRORS.export_bad_date, { field })
  return { at, dateOnly: DATE_ONLY.test(value.trim()) }
}

/**
 * The UTC years a stored time can have: a bound outside them (a `to` of 9999-12-31 ends in year
 * 10000, an offset can move a `from` into year 999) leaves out no row and is not applied, since
 * SQLite compares times as text written with four-digit years.
 */
const STORED_FROM = DateTime.utc(1000)
const STORED_UNTIL = DateTime.utc(10000)

/** `from` inclusive; `to` inclusive, a date-only `to` up to the end of that UTC day. */
function timeRange(filters: HistoryExportFilters) {
  const from = filters.from === undefined ? null : parseBound('from', filters.from).at
  const to = filters.to === undefined ? null : parseBound('to', filters.to)
  const end = to && (to.dateOnly ? to.at.plus({ days: 1 }) : to.at)
  if (from && end && (to!.dateOnly ? from >= end : from > end))
    throw new ApiError(422, HISTORY_EXPORT_MESSAGES.fromAfterTo, POWERUPS_ERRORS.export_from_after_to)
  return (query: DatabaseQueryBuilderContract, column: string) => {
    if (from && from > STORED_FROM) query.where(column, '>=', storedTimestamp(from.toJSDate()))
    if (end && end < STORED_UNTIL) query.where(column, to!.dateOnly ? '<' : '<=', storedTimestamp(end.toJSDate()))
    return query
  }
}

/** A timestamp exactly as stored (PostgreSQL: as text, so a keyset loses no microseconds). */
const position = (column: string) =>
  db.raw(db.connection().dialect.name === 'postgres' ? `${column}::text as position` : `${column} as position`)

interface LedgerTable {
  /** The creator's filtered rows of the table, unordered. */
  rows: () => DatabaseQueryBuilderContract
  at: string
  id: string
  entry: (row: any) => LedgerEntry
}

/**
 * One table's entries oldest first, read HISTORY_EXPORT_CHUNK at a time by keyset (at, id), up
 * to the last id that existed when the export began: rows written meanwhile do not join it.
 */
async function* tableEntries(table: LedgerTable, lastId: number) {
  let after: { position: string; id: number } | null = null
  for (;;) {
    const query = table.rows().where(table.id, '<=', lastId)
    if (after) {
      // The plain bound lets the (creator, time) index find the chunk; the pair settles ties.
      query
        .where(table.at, '>=', after.position)
        .whereRaw(`(${table.at}, ${table.id}) > (?, ?)`, [after.position, after.id])
    }
    const rows = await query.select(position(table.at)).orderBy(table.at).orderBy(table.id).limit(HISTORY_EXPORT_CHUNK)
    for (const row of rows) yield { entry: table.entry(row), playerId: Number(row.player_id) }
    if (rows.length < HISTORY_EXPORT_CHUNK) return
    const last = rows[rows.length - 1]
    after = { position: last.position, id: Number(last.id) }
  }
}

/** Two tables' ordered entries as one, in ledger order. */
async function* merged(
  first: AsyncGenerator<{ entry: LedgerEntry; playerId: number }>,
  second: AsyncGenerator<{ entry: LedgerEntry; playerId: number }>
) {
  let a = await first.next()
  let b = await second.next()
  while (!a.done || !b.done) {
    if (b.done || (!a.done && entryOrder(a.value.entry, b.value.entry) <= 0)) {
      yield a.value
      a = await first.next()
    } else {
      yield b.value
      b = await second.next()
    }
  }
}

const exportRow = (entry: LedgerEntry, player: string): HistoryExportRow => ({
  id: entry.id,
  kind: entry.kind,
  player,
  type: entry.type,
  count: entry.count,
  at: entry.at,
  by: entry.byName,
  source: entry.source,
  unitsLeft: entry.left,
  expiresAt: entry.expiresAt,
  revokedAt: entry.revokedAt,
  revokedAs: entry.revokedAs,
})

/**
 * GET /api/powerups/history/export: every grant and use of the acting creator's players (or of
 * one, `playerId`: another creator's is 404), oldest first, optionally from/to a time (422 when
 * not ISO 8601). `total` counts them; `chunks()` streams them with their players' current names.
 */
export async function historyForExport(acting: Acting, filters: HistoryExportFilters) {
  const creatorId = acting.requireCreatorId()
  const inRange = timeRange(filters)
  const player = filters.playerId === undefined ? null : await requirePlayer(acting, { playerId: filters.playerId })
  const forPlayer = (query: DatabaseQueryBuilderContract, column: string) =>
    player ? query.where(column, player.id) : query

  const grants: LedgerTable = {
    rows: () =>
      inRange(forPlayer(db.from('powerup_holdings').where('creator_id', creatorId), 'player_id'), 'created_at').select(
        '*'
      ),
    at: 'created_at',
    id: 'id',
    entry: grantEntry,
  }
  const uses: LedgerTable = {
    rows: () =>
      inRange(
        forPlayer(
          db
            .from('powerup_uses as u')
            .join('powerup_holdings as h', 'h.id', 'u.holding_id')
            .where('u.creator_id', creatorId),
          'u.player_id'
        ),
        'u.used_at'
      ).select(...USE_ENTRY_COLUMNS),
    at: 'u.used_at',
    id: 'u.id',
    entry: useEntry,
  }
  const extent = async (table: LedgerTable) => {
    const row = await table.rows().clearSelect().count('* as total').max(`${table.id} as last`).first()
    return { total: Number(row?.total ?? 0), last: Number(row?.last ?? 0) }
  }
  const [grantExtent, useExtent] = await Promise.all([extent(grants), extent(uses)])

  async function* chunks() {
    let chunk: { entry: LedgerEntry; playerId: number }[] = []
    const named = async () => {
      const names = await playerNames(
        acting,
        chunk.map((item) => item.playerId)
      )
      return chunk.map(({ entry, playerId }) => exportRow(entry, names.get(playerId) ?? ''))
    }
    for await (const item of merged(tableEntries(grants, grantExtent.last), tableEntries(uses, useExtent.last))) {
      chunk.push(item)
      if (chunk.length < HISTORY_EXPORT_CHUNK) continue
      yield await named()
      chunk = []
    }
    if (chunk.length) yield await named()
  }
  return { total: grantExtent.total + useExtent.total, chunks }
}
