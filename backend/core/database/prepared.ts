import { createHash } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Knex } from 'knex'

/**
 * On PostgreSQL, `query` (a raw query of `client`) as a named prepared statement:
 * each pooled connection parses and plans its text once, then only binds and runs it (an unnamed
 * statement is planned on every run). For hot statements whose values are all bound, so that
 * their text takes few shapes: the name is the text's hash, and each connection keeps every
 * shape it has run until it closes. The query is compiled once here and runs as that text, which
 * must hold no literal `?` (knex reads each as a binding). Its answer must name its columns (no
 * `table.*`, `returning *` only inside): PostgreSQL refuses to run a prepared statement whose
 * answer changed shape since it was planned ("cached plan must not change result type"), as
 * when another process migrates at boot while this one keeps its connections.
 */
export function prepared(query: Knex.Raw, client: QueryClientContract) {
  if (client.dialect.name !== 'postgres') return query
  const { sql, bindings } = query.toSQL()
  return preparedText(sql, bindings, client)
}

/**
 * prepared() for a statement written as SQL text with `?` for each of its `bindings` (scalars:
 * no query builders, no lists), as a raw query of `client`: nothing to build or compile per run,
 * which is what the hottest statements (a grant, a use) need; the text is built from constant
 * parts, its values are only ever bound. Same rules as prepared() (no literal `?`, an answer that
 * names its columns). On another dialect, the same text as a plain raw query.
 */
export function preparedText(sql: string, bindings: readonly unknown[], client: QueryClientContract) {
  const query = client.getWriteClient().raw(sql, bindings as Knex.RawBinding[])
  return client.dialect.name === 'postgres' ? query.options({ name: statementName(sql) }) : query
}

/** Each text's statement name (its hash), computed once: a process runs few shapes. */
const names = new Map<string, string>()
const MAX_NAMES = 1000

function statementName(sql: string) {
  let name = names.get(sql)
  if (name === undefined) {
    name = `pd_${createHash('sha1').update(sql).digest('base64url')}`
    if (names.size >= MAX_NAMES) names.clear()
    names.set(sql, name)
  }
  return name
}
