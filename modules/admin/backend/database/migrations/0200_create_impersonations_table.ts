import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('impersonations', (table) => {
      table.increments('id')
      table.integer('admin_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('reason', 500).nullable()
      table.timestamp('started_at').notNullable()
      table.timestamp('ended_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('impersonations')
  }
}
