import { BaseSchema } from '@adonisjs/lucid/schema'

/** Errors by category (core/monitoring/error_log.ts), for the admin's statistics; kept for a retention period. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('error_events', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('category', 16).notNullable()
      table.string('source', 64).notNullable()
      table.string('message', 500).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['creator_id', 'created_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('error_events')
  }
}
