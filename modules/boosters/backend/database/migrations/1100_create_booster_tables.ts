import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    // A creator's changes to the default mapping (shared/boosters.ts): one row per card changed.
    this.schema.createTable('booster_mappings', (table) => {
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('card', 64).notNullable()
      // Null: the card is ignored.
      table.string('powerup_type', 32).nullable()
      table.timestamp('updated_at').notNullable()
      table.primary(['creator_id', 'card'])
    })
    // Every battle card message handled, written in the transaction of its grants or uses: the
    // unique (creator, msgId) makes a message count once across reconnects and processes.
    this.schema.createTable('booster_card_messages', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('msg_id', 64).notNullable()
      table.string('action', 8).notNullable()
      table.string('card', 64).notNullable()
      table.string('powerup_type', 32).nullable()
      table.string('outcome', 16).notNullable()
      // JSON: each named viewer's outcome.
      table.text('users').notNullable().defaultTo('[]')
      table.timestamp('processed_at').notNullable()
      table.unique(['creator_id', 'msg_id'])
    })
  }

  async down() {
    this.schema.dropTable('booster_card_messages')
    this.schema.dropTable('booster_mappings')
  }
}
