import { BaseSchema } from '@adonisjs/lucid/schema'

/** The language chat command replies are written in: the creator's stream language (docs/api/chat_commands.md). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('live_settings', (table) => {
      table.string('stream_language', 8).notNullable().defaultTo('en')
    })
  }

  async down() {
    this.schema.alterTable('live_settings', (table) => {
      table.dropColumn('stream_language')
    })
  }
}
