import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Writes join the caller's transaction when given one, else run in their own. */
export function inTransaction<T>(
  trx: TransactionClientContract | undefined,
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  return trx ? work(trx) : db.transaction(work)
}

/** Runs `effect` once the change is committed (at once when the write had its own transaction). */
export function afterCommit(trx: TransactionClientContract | undefined, effect: () => void) {
  if (trx) trx.after('commit', effect)
  else effect()
}
