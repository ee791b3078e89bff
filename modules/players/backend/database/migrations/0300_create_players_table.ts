import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('players', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('name', 100).notNullable()
      // playerNameKey(name): unique per creator, so `@Alice` and `alice` are one player
      table.string('name_key', 100).notNullable()
      table.text('aliases').notNullable().defaultTo('[]')
      // JSON list of playerNameKey(alias), searched by exact element
      table.text('alias_keys').notNullable().defaultTo('[]')
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('last_active').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['creator_id', 'name_key'])
      table.index(['creator_id', 'is_active'])
    })
  }

  async down() {
    this.schema.dropTable('players')
  }
}
