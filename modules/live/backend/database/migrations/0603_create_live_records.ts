import { BaseSchema } from '@adonisjs/lucid/schema'

/** What the admin's figures need of live: sessions on a connection and chat counted per day and sender. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('live_sessions', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('room_id', 64).nullable()
      table.timestamp('started_at').notNullable()
      table.timestamp('ended_at').nullable()
      table.string('end_reason', 16).nullable()
      table.index(['creator_id', 'started_at'])
      table.index(['started_at'])
    })
    // At most one open session per creator (both databases support partial indexes).
    this.schema.raw('create unique index live_sessions_one_open on live_sessions (creator_id) where ended_at is null')

    this.schema.createTable('live_chat_daily', (table) => {
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('day', 10).notNullable()
      table.string('sender', 64).notNullable()
      table.integer('messages').notNullable()
      table.timestamp('last_message_at').notNullable()
      table.primary(['creator_id', 'day', 'sender'])
      table.index(['day'])
    })
  }

  async down() {
    this.schema.dropTable('live_chat_daily')
    this.schema.dropTable('live_sessions')
  }
}
