import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

export { dbDate, dbIso, isoDate } from '../shared/time.js'

/**
 * Now, to the second: what SQLite keeps of a timestamp. Rows written with it answer the same
 * before and after a reload, on every database.
 */
export const dbNow = () => DateTime.fromMillis(Math.floor(Date.now() / 1000) * 1000) // startOf('second'), ~8x cheaper

/** A timestamp as the connection stores it (SQLite keeps text, so compare text with text). */
export function dbTimestamp(value: DateTime) {
  return value.toFormat(db.connection().dialect.dateTimeFormat)
}

/**
 * SQL (PostgreSQL) of a timestamptz column as the text the API answers with (`dbIso`,
 * `Date#toISOString`: UTC, milliseconds, `Z`), whatever the session's time zone; null stays null.
 * For answers a statement builds as JSON itself.
 */
export const isoTimestampSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
