import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Which rule made which holding, written with the grant: an undone grant gives its units back
 * to the rule's stock and, wholly undone, its place in the rule's grants and stream count. Goes
 * with the holding or the rule.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('gift_rule_grants', (table) => {
      table.integer('holding_id').unsigned().primary().references('id').inTable('powerup_holdings').onDelete('CASCADE')
      table.integer('rule_id').unsigned().notNullable().references('id').inTable('gift_rules').onDelete('CASCADE')
      // The gift_rule_streams row the grant counted in; null when the rule had no per-stream cap
      table.integer('stream_id').nullable()
      // The units the rule granted (its count then)
      table.integer('units').notNullable()
      table.index(['rule_id'])
    })
  }

  async down() {
    this.schema.dropTable('gift_rule_grants')
  }
}
