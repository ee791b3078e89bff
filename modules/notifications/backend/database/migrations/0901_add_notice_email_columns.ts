import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Email copies of notices: `email_status` is null when no email is wanted, else pending → sending →
 * sent or failed; `emailed_at` when it was sent. A notice leaves `pending` once, so no restart or
 * second process sends it twice.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('notices', (table) => {
      table.string('email_status', 16).nullable()
      table.timestamp('emailed_at').nullable()
      table.index(['email_status', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('notices', (table) => {
      table.dropIndex(['email_status', 'id'])
      table.dropColumn('email_status')
      table.dropColumn('emailed_at')
    })
  }
}
