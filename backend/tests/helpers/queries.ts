import db from '@adonisjs/lucid/services/db'

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)/i

/**
 * The SQL statements sent while `run` runs, on every connection; transaction control (begin,
 * commit, savepoints) is left out unless asked for.
 */
export async function queriesDuring(run: () => Promise<unknown>, { transactionControl = true } = {}) {
  const knex = db.manager.get(db.primaryConnectionName)!.connection!.client!
  const sent: string[] = []
  const listener = (query: { sql: string }) => {
    if (transactionControl || !TRANSACTION_CONTROL.test(query.sql)) sent.push(query.sql)
  }
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.off('query', listener)
  }
  return sent
}
