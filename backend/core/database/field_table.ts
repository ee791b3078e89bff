import { dbIso } from '../shared/time.js'
import { isoTimestampSql } from './time.js'

/**
 * How a column reads into its answer field: as stored, as a boolean (SQLite keeps 0 or 1) or as a
 * timestamp in the API's UTC ISO form.
 */
export type FieldRead = 'boolean' | 'timestamp'

/** A field's column, alone when it reads as stored. */
export type FieldSource = string | { column: string; as: FieldRead }

/** Every field of an answer `Dto`, in its key order, by the column it comes from. */
export type Fields<Dto> = { [K in keyof Dto]-?: FieldSource }

/**
 * One answer shape built from ONE table of its fields: a raw row as the answer (`fromRow`) and
 * the same answer built by PostgreSQL as JSON (`jsonSql`), keys in the same order and timestamps
 * in the same text (what `Date#toISOString` writes), so both are the same to the byte.
 */
export function fieldTable<Dto>(fields: Fields<Dto>) {
  const entries = Object.entries(fields as Record<string, FieldSource>).map(([key, source]) =>
    typeof source === 'string' ? { key, column: source, as: undefined } : { key, ...source }
  )
  return {
    /** The answer of a raw row of the table (snake_case columns, as a raw query reads them). */
    fromRow(row: Record<string, any>): Dto {
      const dto: Record<string, unknown> = {}
      for (const { key, column, as } of entries) {
        const value = row[column]
        dto[key] = as === 'timestamp' ? dbIso(value) : as === 'boolean' ? Boolean(value) : value
      }
      return dto as Dto
    },
    /** PostgreSQL's `json_build_object` of the row aliased `alias` as the answer. */
    jsonSql(alias: string) {
      const values = entries.map(({ key, column, as }) => {
        const sql = `${alias}.${column}`
        return `'${key}', ${as === 'timestamp' ? isoTimestampSql(sql) : sql}`
      })
      return `json_build_object(${values.join(', ')})`
    },
  }
}
