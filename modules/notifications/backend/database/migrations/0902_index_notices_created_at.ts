import { BaseSchema } from '@adonisjs/lucid/schema'

/** The retention sweep finds the oldest notices by this index (core/database/retention.ts). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('notices', (table) => {
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.alterTable('notices', (table) => {
      table.dropIndex(['created_at'])
    })
  }
}
