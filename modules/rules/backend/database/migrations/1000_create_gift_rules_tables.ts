import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Gift rules and what settles them in the database: the rule row carries its stock counters
 * (updated conditionally, the row locked until the gift batch commits), per-stream grant counts
 * and per-player last grants are rows updated by a conditional upsert, so caps, stock and
 * cooldowns hold across parallel batches and processes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('gift_rules', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('gift_name', 120).nullable()
      // matchKey(gift_name): compared with the gift's name key
      table.string('gift_name_key', 120).nullable()
      table.bigInteger('min_diamonds').nullable()
      table.string('powerup_type', 16).notNullable()
      table.integer('count').notNullable()
      table.integer('expires_in_days').nullable()
      table.integer('cooldown_seconds').notNullable().defaultTo(0)
      table.integer('per_stream_cap').nullable()
      table.integer('stock').nullable()
      table.integer('granted_units').notNullable().defaultTo(0)
      table.integer('grants').notNullable().defaultTo(0)
      table.boolean('enabled').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['creator_id'])
    })

    this.schema.createTable('gift_rule_streams', (table) => {
      table.integer('rule_id').unsigned().notNullable().references('id').inTable('gift_rules').onDelete('CASCADE')
      // The creator's live session id (0: gifts outside any recorded session)
      table.integer('stream_id').notNullable()
      table.integer('grants').notNullable()
      table.primary(['rule_id', 'stream_id'])
    })

    this.schema.createTable('gift_rule_cooldowns', (table) => {
      table.integer('rule_id').unsigned().notNullable().references('id').inTable('gift_rules').onDelete('CASCADE')
      table.integer('player_id').unsigned().notNullable().references('id').inTable('players').onDelete('CASCADE')
      table.timestamp('last_granted_at').notNullable()
      table.primary(['rule_id', 'player_id'])
    })

    this.schema.createTable('gift_rule_exclusions', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 8).notNullable()
      table.string('value', 64).notNullable()
      // matchKey(value) for handles, the id itself for user ids
      table.string('value_key', 64).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['creator_id', 'kind', 'value_key'])
    })
  }

  async down() {
    this.schema.dropTable('gift_rule_exclusions')
    this.schema.dropTable('gift_rule_cooldowns')
    this.schema.dropTable('gift_rule_streams')
    this.schema.dropTable('gift_rules')
  }
}
