import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Idempotency-Key answers (core/http/idempotency.ts): one row per key a client sent, per who sent
 * it (`scope`: user and tenant) and route. The unique index settles parallel duplicates: only one
 * insert wins. `status_code` is null while the first request runs. Swept after 24 hours.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('idempotency_keys', (table) => {
      table.increments('id')
      table.string('scope', 64).notNullable()
      table.string('route', 128).notNullable()
      table.string('key', 255).notNullable()
      table.string('fingerprint', 64).notNullable()
      table.integer('status_code').nullable()
      table.text('response').nullable()
      table.timestamp('created_at').notNullable().index()
      table.unique(['scope', 'route', 'key'])
    })
  }

  async down() {
    this.schema.dropTable('idempotency_keys')
  }
}
