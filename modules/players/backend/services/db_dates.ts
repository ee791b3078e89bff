import { DateTime } from 'luxon'

const SQL_DATETIME = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d+))?$/

/**
 * A timestamp read by a raw query as a Date: PostgreSQL hands Dates, SQLite the text Lucid
 * wrote (`yyyy-MM-dd HH:mm:ss`, local time). Parsed by hand: lists read thousands of them.
 */
export function dbDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value
  if (typeof value === 'number') return new Date(value)
  const parts = SQL_DATETIME.exec(String(value))
  if (parts) {
    const [, year, month, day, hour, minute, second, fraction = '0'] = parts
    const ms = Math.round(Number(`0.${fraction}`) * 1000)
    return new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), ms)
  }
  const parsed = new Date(String(value))
  return Number.isNaN(parsed.getTime()) ? null : parsed
}

/** The ISO form the API answers with (UTC), or null. */
export const dbIso = (value: unknown) => dbDate(value)?.toISOString() ?? null

/**
 * Now, to the second: what SQLite keeps of a timestamp. Rows written with it answer the same
 * before and after a reload, on every database.
 */
export const dbNow = () => DateTime.now().startOf('second')
