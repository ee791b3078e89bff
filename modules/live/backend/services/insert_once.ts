import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Inserts the rows whose `(creator_id, msg_id)` is not there yet (a replayed live message is) in one
 * statement; answers the rows it inserted (rows of several creators may share the statement). The unique index decides, so concurrent replays are safe.
 */
export async function insertNew(client: QueryClientContract, table: string, rows: object[]) {
  const inserted: { id: number | string; creator_id: number | string; msg_id: string }[] = await client
    .knexQuery()
    .table(table)
    .insert(rows)
    .onConflict(['creator_id', 'msg_id'])
    .ignore()
    .returning(['id', 'creator_id', 'msg_id'])
  return inserted.map((row) => ({ id: Number(row.id), creatorId: Number(row.creator_id), msgId: row.msg_id }))
}
