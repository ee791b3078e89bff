import { dbIso, isoDate, type ToUtcIso } from '../shared/time.js'
import { isoTimestampSql } from './time.js'

/**
 * How a column reads into its answer field when not as stored: a boolean (SQLite keeps 0 or 1), a
 * timestamp in the API's UTC ISO form, or JSON kept as text.
 */
export type FieldRead = 'boolean' | 'timestamp' | 'json'

/** A field's column, alone when it reads as stored. */
export type FieldSource = string | { column: string; as: FieldRead }

/** Every field of an answer `Dto`, in its key order, by the column it comes from. */
export type Fields<Dto> = { [K in keyof Dto]-?: FieldSource }

/** A Lucid model's property of a column (its naming strategy: snake_case columns, camelCase properties). */
const propertyOf = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** A raw query's value of a column as its answer field. */
function fromRaw(value: unknown, as: FieldRead | undefined) {
  if (as === 'timestamp') return dbIso(value)
  if (as === 'boolean') return Boolean(value)
  if (as === 'json') return typeof value === 'string' ? JSON.parse(value) : value
  return value
}

/**
 * One answer shape built from ONE table of its fields: a raw row (`fromRow`) or a Lucid model
 * (`fromModel`) as the answer, and the same answer built by PostgreSQL as JSON (`jsonSql`), keys
 * in the same order and timestamps in the same text (what `Date#toISOString` writes), so all three
 * are the same to the byte.
 */
export function fieldTable<Dto>(fields: Fields<Dto>) {
  const entries = Object.entries(fields as Record<string, FieldSource>).map(([key, source]) => {
    const { column, as } = typeof source === 'string' ? { column: source, as: undefined } : source
    return { key, column, as, property: propertyOf(column) }
  })
  return {
    /** The answer of a raw row of the table (snake_case columns, as a raw query reads them). */
    fromRow(row: Record<string, any>): Dto {
      const dto: Record<string, unknown> = {}
      for (const { key, column, as } of entries) dto[key] = fromRaw(row[column], as)
      return dto as Dto
    },
    /** The answer of a model of the table (its columns already read: booleans, JSON, DateTimes). */
    fromModel(model: object): Dto {
      const dto: Record<string, unknown> = {}
      for (const { key, as, property } of entries) {
        const value = (model as Record<string, unknown>)[property]
        dto[key] = as === 'timestamp' ? isoDate(value as ToUtcIso | null) : value
      }
      return dto as Dto
    },
    /**
     * PostgreSQL's `json_build_object` of the row aliased `alias` (quoted as the caller needs) as
     * the answer; null when the alias has no row (its first field, the key, is null).
     */
    jsonSql(alias: string) {
      const values = entries.map(({ key, column, as }) => {
        const sql = `${alias}.${column}`
        return `'${key}', ${as === 'timestamp' ? isoTimestampSql(sql) : as === 'json' ? `${sql}::json` : sql}`
      })
      return `case when ${alias}.${entries[0].column} is null then null else json_build_object(${values.join(', ')}) end`
    },
  }
}
