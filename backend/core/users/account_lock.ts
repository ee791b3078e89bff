import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Holds the account row `userId` (a user, or the creator a team, rules or settings belong to)
 * until the transaction ends, on PostgreSQL; SQLite runs one transaction at a time. Writes that
 * read, then write, what belongs to that account take turns: each sees what the one before it
 * committed.
 */
export async function lockAccount(userId: number, trx: TransactionClientContract) {
  if (trx.dialect.name === 'postgres') await trx.from('users').where('id', userId).forUpdate().select('id')
}
