import { BaseSchema } from '@adonisjs/lucid/schema'

/** Webhook endpoints and their durable delivery queue (a restart loses no pending delivery). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('webhook_endpoints', (table) => {
      table.increments('id')
      // null: an admin's platform-wide endpoint, hearing every creator's events.
      table.integer('creator_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('url', 2000).notNullable()
      // JSON list of the subscribed event names.
      table.text('events').notNullable()
      // The signing secret encrypted with APP_KEY (HMAC needs the raw secret, so it is not hashed).
      table.text('secret_encrypted').notNullable()
      table.boolean('enabled').notNullable().defaultTo(true)
      table.integer('consecutive_failures').notNullable().defaultTo(0)
      table.timestamp('disabled_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['creator_id'])
    })
    this.schema.createTable('webhook_deliveries', (table) => {
      table.increments('id')
      table
        .integer('endpoint_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('webhook_endpoints')
        .onDelete('CASCADE')
      table.integer('creator_id').unsigned().nullable()
      table.string('event', 64).notNullable()
      // The event's `data`, as JSON text; the body adds the delivery id, event and time.
      table.text('payload').notNullable()
      table.string('status', 16).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      // When a pending delivery is due; while an attempt runs, the end of its lease.
      table.timestamp('next_attempt_at').nullable()
      table.timestamp('last_attempt_at').nullable()
      table.integer('response_status').nullable()
      table.integer('duration_ms').nullable()
      table.string('error', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['status', 'next_attempt_at'])
      table.index(['endpoint_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('webhook_deliveries')
    this.schema.dropTable('webhook_endpoints')
  }
}
