import { createHash } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** A knex query or raw query (a Lucid client's `knexQuery()` or `getWriteClient().raw()`). */
interface KnexQuery {
  toSQL(): { sql: string }
  options(options: Record<string, unknown>): unknown
}

/**
 * On PostgreSQL, runs `query` as a named prepared statement: each pooled connection parses and
 * plans its text once, then only binds and runs it (an unnamed statement is planned on every run).
 * For hot statements whose values are all bound, so that their text takes few shapes: the name is
 * the text's hash, and each connection keeps every shape it has run until it closes.
 */
export function prepared<T extends KnexQuery>(query: T, client: QueryClientContract): T {
  if (client.dialect.name === 'postgres') {
    query.options({ name: `pd_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}` })
  }
  return query
}
