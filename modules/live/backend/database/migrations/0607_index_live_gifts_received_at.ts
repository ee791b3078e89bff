import { BaseSchema } from '@adonisjs/lucid/schema'

/** The retention sweep finds the oldest gifts of every creator by this index (core/database/retention.ts). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('live_gifts', (table) => {
      table.index(['received_at'])
    })
  }

  async down() {
    this.schema.alterTable('live_gifts', (table) => {
      table.dropIndex(['received_at'])
    })
  }
}
