import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The audit trail of the kernel. It was the audit module's migration (recorded by Lucid under
 * modules/audit/...); a database migrated under that name already has the table and skips it.
 */
export default class extends BaseSchema {
  async up() {
    if (await this.schema.hasTable('audit_logs')) return
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
