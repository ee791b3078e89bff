/**
 * A transaction is confirmed only once its COMMIT is stored.
 *
 * knex settles a failed COMMIT on the transaction's `executionPromise`, never on `commit()`
 * (knex issues 3370 and 3847), and Lucid 21's TransactionClient.commit awaits `commit()` alone: a
 * COMMIT that SQLite refused with SQLITE_FULL (and rolled back) or that PostgreSQL never answered
 * resolved as if it had been stored, and the request answered success with ids of rows that were
 * never written. `installDurableCommit` makes Lucid's commit also await `executionPromise`, so the
 * COMMIT's own error reaches the caller (and `db.transaction` rolls back and rethrows it).
 */
interface KnexTransaction {
  commit(): Promise<unknown>
  executionPromise?: Promise<unknown>
}

interface LucidTransactionClient {
  knexClient: KnexTransaction
  hooks: { runner(event: string): { run(): Promise<void> }; clear(event: string): void }
  emit(event: string, ...args: unknown[]): boolean
  removeAllListeners(): void
  commit(): Promise<void>
}

/** Lucid keeps TransactionClient out of its package exports: it is reached by its file beside the entry. */
const TRANSACTION_CLIENT = new URL('./src/transaction_client/index.js', import.meta.resolve('@adonisjs/lucid'))

let installed = false

/** Lucid's commit, with the one await it lacks: the COMMIT's outcome. */
async function durableCommit(this: LucidTransactionClient) {
  try {
    await this.knexClient.commit()
    await this.knexClient.executionPromise
    this.emit('commit', this)
    this.removeAllListeners()
  } catch (error) {
    this.removeAllListeners()
    throw error
  }
  try {
    await this.hooks.runner('after:commit').run()
    this.hooks.clear('after:commit')
  } catch {
    // As Lucid does: a failing after-commit hook does not undo a stored commit.
  }
}

export async function installDurableCommit() {
  if (installed) return
  const { TransactionClient } = (await import(TRANSACTION_CLIENT.href)) as {
    TransactionClient: { prototype: LucidTransactionClient }
  }
  TransactionClient.prototype.commit = durableCommit
  installed = true
}
