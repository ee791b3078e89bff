import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    // One row per creator who changed a live setting; absent rows mean the defaults.
    this.schema.createTable('live_settings', (table) => {
      table.integer('creator_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.string('driver', 16).nullable()
      table.text('disabled_commands').notNullable().defaultTo('[]')
      table.string('overlay_key', 32).nullable().unique()
      table.string('overlay_secret_hash', 64).nullable().unique()
      table.timestamp('overlay_created_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('live_gifts', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('msg_id', 64).notNullable()
      table.string('gifter_username', 64).nullable()
      table.string('gifter_display_name', 120).nullable()
      table.string('gift_name', 120).notNullable()
      table.integer('gift_count').notNullable()
      table.bigInteger('diamond_value').notNullable()
      table.timestamp('received_at').notNullable()
      table.timestamp('cleared_at').nullable()
      table.unique(['creator_id', 'msg_id'])
      table.index(['creator_id', 'cleared_at', 'received_at'])
    })

    this.schema.createTable('live_chat_commands', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('msg_id', 64).notNullable()
      table.string('command', 16).notNullable()
      table.string('sender_username', 64).notNullable()
      table.string('sender_nickname', 120).nullable()
      table.string('target_name', 120).nullable()
      table.string('outcome', 16).notNullable()
      table.string('message', 500).notNullable()
      table.text('board').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['creator_id', 'msg_id'])
      table.index(['creator_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('live_chat_commands')
    this.schema.dropTable('live_gifts')
    this.schema.dropTable('live_settings')
  }
}
