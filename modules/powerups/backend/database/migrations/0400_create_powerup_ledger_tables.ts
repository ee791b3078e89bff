import { BaseSchema } from '@adonisjs/lucid/schema'

/** The ledger: holdings (what was granted, what is left) and uses. Nothing is deleted by use or expiry. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('powerup_holdings', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('player_id').unsigned().notNullable().references('id').inTable('players').onDelete('CASCADE')
      table.string('type', 32).notNullable()
      table.integer('count').notNullable()
      table.integer('original_count').notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('expires_at').nullable()
      table.integer('granted_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('granted_by_name', 120).notNullable()
      table.string('source', 16).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['player_id', 'type', 'is_active'])
      table.index(['creator_id', 'is_active', 'expires_at'])
      table.index(['creator_id', 'created_at'])
      table.index(['granted_by', 'created_at'])
      table.index(['is_active', 'expires_at'])
    })

    this.schema.createTable('powerup_uses', (table) => {
      table.increments('id')
      table
        .integer('holding_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('powerup_holdings')
        .onDelete('CASCADE')
      table.integer('player_id').unsigned().notNullable().references('id').inTable('players').onDelete('CASCADE')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 32).notNullable()
      table.integer('used_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('used_by_name', 120).notNullable()
      table.string('source', 16).notNullable()
      table.timestamp('used_at').notNullable()
      table.index(['creator_id', 'used_at'])
      table.index(['used_by', 'used_at'])
      table.index(['holding_id'])
    })
  }

  async down() {
    this.schema.dropTable('powerup_uses')
    this.schema.dropTable('powerup_holdings')
  }
}
