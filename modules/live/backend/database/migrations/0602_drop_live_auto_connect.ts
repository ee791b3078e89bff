import { BaseSchema } from '@adonisjs/lucid/schema'

/** Every creator with a TikTok username is watched now, so nobody has to ask for it first. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('live_settings', (table) => {
      table.dropColumn('auto_connect')
    })
  }

  async down() {
    this.schema.alterTable('live_settings', (table) => {
      table.boolean('auto_connect').notNullable().defaultTo(false)
    })
  }
}
