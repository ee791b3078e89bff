import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Undo and remove (issue 15): a holding taken back (its grant undone, or removed outright) keeps
 * when and how; a use undone keeps when. Each is set once, by a conditional update, so two
 * parallel reverts of one entry cannot both win. Each creator's undo window lives beside them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('powerup_holdings', (table) => {
      table.timestamp('revoked_at').nullable()
      table.string('revoked_as', 8).nullable()
    })
    this.schema.alterTable('powerup_uses', (table) => {
      table.timestamp('undone_at').nullable()
      table.index(['player_id', 'used_at'])
    })
    this.schema.alterTable('powerup_holdings', (table) => {
      table.index(['player_id', 'created_at'])
    })
    this.schema.createTable('powerup_creator_settings', (table) => {
      table.integer('creator_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.integer('undo_window_minutes').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('powerup_creator_settings')
    this.schema.alterTable('powerup_holdings', (table) => {
      table.dropIndex(['player_id', 'created_at'])
      table.dropColumn('revoked_at')
      table.dropColumn('revoked_as')
    })
    this.schema.alterTable('powerup_uses', (table) => {
      table.dropIndex(['player_id', 'used_at'])
      table.dropColumn('undone_at')
    })
  }
}
