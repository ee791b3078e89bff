import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The activity outbox (core/activity.ts): one row per creator and UTC day whose recorded activity
 * changed, written in the transaction of the change; whoever keeps figures of that activity (the
 * analytics rollups) consumes the rows in id order and deletes them as it applies them.
 */
export default class extends BaseSchema {
  protected tableName = 'activity_outbox'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('creator_id').notNullable()
      table.string('day', 10).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
