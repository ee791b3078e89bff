import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

export { dbDate, dbIso, isoDate } from '../shared/time.js'

/**
 * Now, to the second: what SQLite keeps of a timestamp. Rows written with it answer the same
 * before and after a reload, on every database.
 */
export const dbNow = () => DateTime.now().startOf('second')

/** A timestamp as the connection stores it (SQLite keeps text, so compare text with text). */
export function dbTimestamp(value: DateTime) {
  return value.toFormat(db.connection().dialect.dateTimeFormat)
}
