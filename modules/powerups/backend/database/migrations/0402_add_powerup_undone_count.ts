import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Grants undone before `undone_count` existed get it from their uses that stand (no unit can be
 * used or given back after the undo): the units the undo took back.
 */
export async function fillUndoneCounts(db: QueryClientContract) {
  await db.rawQuery(
    `update powerup_holdings set undone_count = original_count - (
       select count(*) from powerup_uses u where u.holding_id = powerup_holdings.id and u.undone_at is null
     ) where revoked_as = 'undone'`
  )
}

/**
 * The units an undo took back from a grant (0 unless its grant was undone): the grant's figures
 * count `original_count - undone_count`, the units used before the undo (fillUndoneCounts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('powerup_holdings', (table) => {
      table.integer('undone_count').notNullable().defaultTo(0)
    })
    this.defer(fillUndoneCounts)
  }

  async down() {
    this.schema.alterTable('powerup_holdings', (table) => {
      table.dropColumn('undone_count')
    })
  }
}
