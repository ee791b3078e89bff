import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The values of a notice's text (player, powerup, hours) as JSON, so its email and screens can
 * write it in the reader's language; null on notices made before.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('notices', (table) => {
      table.text('params').nullable()
    })
  }

  async down() {
    this.schema.alterTable('notices', (table) => {
      table.dropColumn('params')
    })
  }
}
