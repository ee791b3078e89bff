/**
 * Timestamps as the API answers them, pure (no database, no Luxon import): the dialect-aware
 * part (the stored text form, `dbNow`) is in backend/core/database/time.ts.
 */

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

/** The ISO form the API answers with (UTC), or null, from a raw query's value. */
export const dbIso = (value: unknown) => dbDate(value)?.toISOString() ?? null

/** What `isoDate` needs of a Luxon DateTime (a model's column). */
export interface ToUtcIso {
  toUTC(): { toISO(): string | null }
}

/** A model's DateTime as the API answers it (UTC ISO), or null. */
export const isoDate = (value: ToUtcIso | null | undefined) => value?.toUTC().toISO() ?? null
