import { AsyncLocalStorage } from 'node:async_hooks'
import { subscribe } from 'node:diagnostics_channel'
import db from '@adonisjs/lucid/services/db'

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)/i

/**
 * Marks the work a measurement causes: the measured function itself, and every HTTP request the
 * server starts while measuring (with the timers and callbacks those schedule). A background
 * round (a heartbeat, the outbox consumer, a retention sweep) that happens to run meanwhile is not
 * marked, so it cannot add a statement to the count.
 */
const caused = new AsyncLocalStorage<true>()
let measuring = 0
subscribe('http.server.request.start', () => {
  if (measuring) caused.enterWith(true)
})

/** The statements (SQL and bindings) that `run`, and the requests it makes, send on every connection. */
export async function statementsDuring(run: () => Promise<unknown>) {
  const knex = db.manager.get(db.primaryConnectionName)!.connection!.client!
  const sent: { sql: string; bindings: unknown[] }[] = []
  const listener = ({ sql, bindings }: { sql: string; bindings?: unknown[] }) => {
    if (caused.getStore()) sent.push({ sql, bindings: bindings ?? [] })
  }
  knex.on('query', listener)
  measuring++
  try {
    await caused.run(true, run)
  } finally {
    measuring--
    knex.off('query', listener)
  }
  return sent
}

/**
 * The SQL statements that `run`, and the requests it makes, send on every connection; transaction
 * control (begin, commit, savepoints) is left out unless asked for.
 */
export async function queriesDuring(run: () => Promise<unknown>, { transactionControl = true } = {}) {
  return (await statementsDuring(run))
    .map(({ sql }) => sql)
    .filter((sql) => transactionControl || !TRANSACTION_CONTROL.test(sql))
}
