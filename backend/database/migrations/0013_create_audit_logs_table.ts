import { BaseSchema } from '@adonisjs/lucid/schema'

/** Where this migration was recorded while the audit module owned the table. */
const FORMER_NAME = '../modules/audit/backend/database/migrations/0100_create_audit_logs_table'

/**
 * The audit trail of the kernel. A database migrated while the audit module owned it already
 * has the table: it keeps it, and the former record goes (`migration:status` shows no corrupt file).
 */
export default class extends BaseSchema {
  async up() {
    if (await this.schema.hasTable('audit_logs')) {
      this.defer(async (db) => {
        await db.from('adonis_schema').where('name', FORMER_NAME).delete()
      })
      return
    }
    this.schema.createTable('audit_logs', (table) => {
      table.increments('id')
      table.string('event_type', 64).notNullable()
      table.string('category', 32).notNullable()
      table.string('severity', 16).notNullable()
      table.string('actor_type', 16).notNullable()
      table.integer('actor_id').nullable()
      table.string('actor_name', 200).notNullable()
      table.string('target_type', 32).nullable()
      table.integer('target_id').nullable()
      table.string('target_name', 200).nullable()
      table.integer('creator_id').nullable()
      table.text('details').notNullable().defaultTo('{}')
      table.text('metadata').notNullable().defaultTo('{}')
      table.string('ip_address', 64).nullable()
      table.string('user_agent', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['creator_id', 'created_at'])
      table.index(['event_type', 'created_at'])
      table.index(['actor_id', 'created_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('audit_logs')
  }
}
