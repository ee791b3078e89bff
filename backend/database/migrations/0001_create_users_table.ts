import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.string('email', 254).notNullable().unique()
      table.string('username', 64).nullable().unique()
      table.string('name', 120).notNullable()
      table.string('role', 16).notNullable()
      table.string('password').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('creator_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('tiktok_username', 64).nullable()
      table.string('avatar', 500).nullable()
      table.string('two_factor_secret').nullable()
      table.boolean('two_factor_enabled').notNullable().defaultTo(false)
      table.text('two_factor_recovery_codes').nullable()
      table.timestamp('password_changed_at').nullable()
      table.timestamp('last_login_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['role'])
      table.index(['creator_id'])
    })

    this.schema.createTable('auth_access_tokens', (table) => {
      table.increments('id')
      table.integer('tokenable_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type').notNullable()
      table.string('name').nullable()
      table.string('hash').notNullable()
      table.text('abilities').notNullable()
      table.timestamp('created_at')
      table.timestamp('updated_at')
      table.timestamp('last_used_at').nullable()
      table.timestamp('expires_at').nullable()
      table.index(['tokenable_id'])
    })
  }

  async down() {
    this.schema.dropTable('auth_access_tokens')
    this.schema.dropTable('users')
  }
}
