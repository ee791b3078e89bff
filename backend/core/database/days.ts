import db from '@adonisjs/lucid/services/db'

/**
 * SQL for the UTC day ('YYYY-MM-DD') of a timestamp column, on either database: PostgreSQL keeps
 * timestamptz, SQLite the text Lucid wrote in the process's local time. `column` is trusted SQL.
 */
export function utcDaySql(column: string): string {
  return db.primaryConnectionName === 'pg'
    ? `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
    : `strftime('%Y-%m-%d', ${column}, 'utc')`
}

/** The UTC day ('YYYY-MM-DD') of a Date. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

/** A timestamp bound for comparisons with stored timestamps (SQLite keeps local-time text). */
export function storedTimestamp(at: Date): Date | string {
  if (db.primaryConnectionName === 'pg') return at
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ` +
    `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
  )
}
