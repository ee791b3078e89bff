import { BaseSchema } from '@adonisjs/lucid/schema'

/** Creators whose connection was asked for (username saved, Force Reconnect, simulator go-live). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('live_settings', (table) => {
      table.boolean('auto_connect').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('live_settings', (table) => {
      table.dropColumn('auto_connect')
    })
  }
}
