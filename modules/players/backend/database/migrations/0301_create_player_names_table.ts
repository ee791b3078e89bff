import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

const BATCH = 200

/** Every player's stored keys, a batch at a time, in id order. */
async function* storedKeys(db: QueryClientContract) {
  let lastId = 0
  for (;;) {
    const rows = await db
      .from('players')
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'creator_id', 'name_key', 'alias_keys')
    if (!rows.length) return
    lastId = rows[rows.length - 1].id
    yield rows.map((row) => ({
      playerId: Number(row.id),
      creatorId: Number(row.creator_id),
      nameKey: row.name_key as string,
      aliasKeys: (typeof row.alias_keys === 'string' ? JSON.parse(row.alias_keys) : row.alias_keys) as string[],
    }))
  }
}

/**
 * Fills `player_names` from the players' stored keys: names first (already unique per creator),
 * then aliases by player id. An alias that an earlier race gave to a second player stays in that
 * player's list, but its key goes to the player whose name it is, else to the oldest player: who
 * lookups by that name found until now. Keys already present are left as they are.
 */
export async function fillPlayerNames(db: QueryClientContract) {
  const insert = (rows: { creator_id: number; name_key: string; player_id: number }[]) =>
    rows.length
      ? db.knexQuery().table('player_names').insert(rows).onConflict(['creator_id', 'name_key']).ignore()
      : null
  for await (const players of storedKeys(db)) {
    await insert(players.map((p) => ({ creator_id: p.creatorId, name_key: p.nameKey, player_id: p.playerId })))
  }
  for await (const players of storedKeys(db)) {
    await insert(
      players.flatMap((p) =>
        p.aliasKeys.map((key) => ({ creator_id: p.creatorId, name_key: key, player_id: p.playerId }))
      )
    )
  }
}

/**
 * One row per name a player answers to: their name and each alias, by playerNameKey. The primary
 * key makes a name belong to one player of a creator, whatever runs in parallel.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('player_names', (table) => {
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('name_key').notNullable()
      table.integer('player_id').unsigned().notNullable().references('id').inTable('players').onDelete('CASCADE')
      table.primary(['creator_id', 'name_key'])
      table.index(['player_id'])
    })
    // A key can be longer than its name ('İ' lowercases to two characters).
    if (this.db.dialect.name === 'postgres') this.schema.raw('alter table players alter column name_key type text')

    this.defer(fillPlayerNames)
  }

  async down() {
    this.schema.dropTable('player_names')
  }
}
