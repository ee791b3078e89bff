import { BaseSchema } from '@adonisjs/lucid/schema'

/** System settings (one row per setting, JSON value) and each user's personal settings. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('system_settings', (table) => {
      table.string('key', 64).primary()
      table.text('value').notNullable()
      table.integer('updated_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('user_settings', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.boolean('email_notifications').notNullable()
      table.boolean('push_notifications').notNullable()
      table.boolean('powerup_expiry_alerts').notNullable()
      table.boolean('new_player_alerts').notNullable()
      table.string('theme', 8).notNullable()
      table.string('language', 8).notNullable()
      table.string('timezone', 64).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('user_settings')
    this.schema.dropTable('system_settings')
  }
}
