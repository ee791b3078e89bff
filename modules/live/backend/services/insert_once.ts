import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Inserts `row` unless `(creator_id, msg_id)` is already there (a replayed live message); answers
 * the new id, or null for a replay. The unique index decides, so concurrent replays are safe.
 */
export async function insertOnce(client: QueryClientContract, table: string, row: Record<string, unknown>) {
  const inserted: { id: number }[] = await client
    .knexQuery()
    .table(table)
    .insert(row)
    .onConflict(['creator_id', 'msg_id'])
    .ignore()
    .returning('id')
  return inserted.length ? Number(inserted[0].id) : null
}
