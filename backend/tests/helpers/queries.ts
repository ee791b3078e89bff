import db from '@adonisjs/lucid/services/db'

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)/i

/** The statements (SQL and bindings) sent while `run` runs, on every connection. */
export async function statementsDuring(run: () => Promise<unknown>) {
  const knex = db.manager.get(db.primaryConnectionName)!.connection!.client!
  const sent: { sql: string; bindings: unknown[] }[] = []
  const listener = ({ sql, bindings }: { sql: string; bindings?: unknown[] }) =>
    sent.push({ sql, bindings: bindings ?? [] })
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.off('query', listener)
  }
  return sent
}

/**
 * The SQL statements sent while `run` runs, on every connection; transaction control (begin,
 * commit, savepoints) is left out unless asked for.
 */
export async function queriesDuring(run: () => Promise<unknown>, { transactionControl = true } = {}) {
  return (await statementsDuring(run))
    .map(({ sql }) => sql)
    .filter((sql) => transactionControl || !TRANSACTION_CONTROL.test(sql))
}
