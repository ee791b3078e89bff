import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { activityRolledBack } from '../activity.js'

let savepoints = 0

/**
 * Runs `work` inside a savepoint of `trx`: when it throws, only its own writes are undone and the
 * error goes on to the caller, while the transaction stays usable (PostgreSQL aborts a transaction
 * on an error until it rolls back to a savepoint). Unlike a Lucid nested transaction, hooks that
 * `work` registers with `trx.after('commit', …)` wait for the outer commit.
 */
export async function withSavepoint<T>(trx: TransactionClientContract, work: () => Promise<T>): Promise<T> {
  const name = `powerdeck_${++savepoints}`
  await trx.rawQuery(`savepoint ${name}`)
  try {
    const result = await work()
    await trx.rawQuery(`release savepoint ${name}`)
    return result
  } catch (error) {
    await trx.rawQuery(`rollback to savepoint ${name}`)
    await trx.rawQuery(`release savepoint ${name}`)
    activityRolledBack(trx)
    throw error
  }
}
