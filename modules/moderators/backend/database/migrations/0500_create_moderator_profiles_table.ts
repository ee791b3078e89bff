import { BaseSchema } from '@adonisjs/lucid/schema'

/** What a MODERATOR account carries beyond the core user: its creator's grants and status. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('moderator_profiles', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // The player it was promoted from (players module); kept on demotion.
      table.integer('player_id').nullable()
      table.string('display_name', 120).notNullable()
      table.text('permissions').notNullable().defaultTo('[]')
      table.string('status', 16).notNullable()
      table.timestamp('last_active').nullable()
      table.timestamp('last_grant_action').nullable()
      table.timestamp('last_use_action').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['creator_id', 'status'])
      table.unique(['creator_id', 'player_id'])
    })
  }

  async down() {
    this.schema.dropTable('moderator_profiles')
  }
}
