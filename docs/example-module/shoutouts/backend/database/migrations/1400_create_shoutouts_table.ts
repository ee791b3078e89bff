import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('shoutouts', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('message', 500).notNullable()
      table.string('sent_by', 200).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['creator_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('shoutouts')
  }
}
