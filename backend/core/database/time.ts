import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export { dbDate, dbIso, isoDate } from '../shared/time.js'

/**
 * Now, to the second: what SQLite keeps of a timestamp. Rows written with it answer the same
 * before and after a reload, on every database.
 */
export const dbNow = () => DateTime.fromMillis(Math.floor(Date.now() / 1000) * 1000) // startOf('second'), ~8x cheaper

/** The widest offset from UTC any zone uses (Kiribati, +14:00). */
const MAX_UTC_OFFSET_MINUTES = 14 * 60

/** A parsed time whose offset some zone has: luxon reads `+99:00` as a valid offset of 99 hours. */
export const hasRealOffset = (at: DateTime) => Math.abs(at.offset) <= MAX_UTC_OFFSET_MINUTES

/**
 * A timestamp as the connection (`client`, else the default one) stores it, for bindings (SQLite
 * keeps text, so compare text with text). PostgreSQL's is ISO 8601 with milliseconds and offset,
 * which `toISO` writes without reading a format (several per grant or use).
 */
export function dbTimestamp(value: DateTime, client: QueryClientContract = db.connection()) {
  return client.dialect.name === 'postgres' ? value.toISO()! : value.toFormat(client.dialect.dateTimeFormat)
}

/**
 * SQL (PostgreSQL) of a timestamptz column as the text the API answers with (`dbIso`,
 * `Date#toISOString`: UTC, milliseconds, `Z`), whatever the session's time zone; null stays null.
 * For answers a statement builds as JSON itself.
 */
export const isoTimestampSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
