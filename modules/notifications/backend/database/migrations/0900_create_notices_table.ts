import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('notices', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 32).notNullable()
      table.string('title', 120).notNullable()
      table.string('message', 500).notNullable()
      table.string('link', 200).nullable()
      // What the notice is about ('holding:12'): a user is told once about it.
      table.string('subject', 64).notNullable()
      table.timestamp('read_at').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'kind', 'subject'])
      table.index(['user_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('notices')
  }
}
