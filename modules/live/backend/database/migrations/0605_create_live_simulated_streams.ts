import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The simulator's platform state (who is live, in which room), shared by every app process and
 * outliving any one of them, as TikTok's would be.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('live_simulated_streams', (table) => {
      table.string('username', 64).primary()
      table.string('room_id', 64).notNullable()
      table.timestamp('started_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('live_simulated_streams')
  }
}
