import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every gifter's all-time diamonds over all creators (the sum of `analytics_gifter_months`): an
 * upper bound of their diamonds over any range, which lets Top Gifters read only the leading
 * gifters instead of summing every gifter of the range. Filled here from the existing month sums.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('analytics_gifter_totals', (table) => {
      table.string('gifter', 64).primary()
      table.bigInteger('diamonds').notNullable()
      table.bigInteger('gifts').notNullable()
      table.index(['diamonds'])
    })
    // A set of gifters' exact sums over a range, and their totals, read by gifter.
    this.schema.alterTable('analytics_gifter_months', (table) => {
      table.index(['gifter', 'month'])
    })
    this.schema.alterTable('analytics_gifter_days', (table) => {
      table.index(['gifter', 'day'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `insert into analytics_gifter_totals (gifter, diamonds, gifts)
         select gifter, sum(diamonds), sum(gifts) from analytics_gifter_months group by gifter`
      )
    })
  }

  async down() {
    this.schema.alterTable('analytics_gifter_days', (table) => {
      table.dropIndex(['gifter', 'day'])
    })
    this.schema.alterTable('analytics_gifter_months', (table) => {
      table.dropIndex(['gifter', 'month'])
    })
    this.schema.dropTable('analytics_gifter_totals')
  }
}
