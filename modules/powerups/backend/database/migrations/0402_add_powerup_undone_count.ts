import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The units an undo took back from a grant (0 unless its grant was undone): the grant's figures
 * count `original_count - undone_count`, the units used before the undo. Grants undone before
 * this column get it from their uses that stand (no unit can be used or given back after the undo).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('powerup_holdings', (table) => {
      table.integer('undone_count').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `update powerup_holdings set undone_count = original_count - (
           select count(*) from powerup_uses u where u.holding_id = powerup_holdings.id and u.undone_at is null
         ) where revoked_as = 'undone'`
      )
    })
  }

  async down() {
    this.schema.alterTable('powerup_holdings', (table) => {
      table.dropColumn('undone_count')
    })
  }
}
