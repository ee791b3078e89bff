import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Indexes for the figures read per creator at scale: a creator's latest gift and gift count
 * (creator summary) without scanning every gift, and distinct chatters in sender order.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('live_gifts', (table) => {
      table.index(['creator_id', 'received_at'])
    })
    this.schema.alterTable('live_chat_daily', (table) => {
      table.index(['creator_id', 'sender', 'day'])
    })
  }

  async down() {
    this.schema.alterTable('live_chat_daily', (table) => {
      table.dropIndex(['creator_id', 'sender', 'day'])
    })
    this.schema.alterTable('live_gifts', (table) => {
      table.dropIndex(['creator_id', 'received_at'])
    })
  }
}
