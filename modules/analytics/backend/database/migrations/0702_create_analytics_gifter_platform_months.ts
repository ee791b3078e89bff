import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every gifter's diamonds per month over all creators (`analytics_gifter_months` summed per month
 * and gifter), read by month in diamond order: an upper bound of their diamonds over any days of
 * that month, which lets Top Gifters of a span without a whole month (7 days, 30 days) read only
 * each month's leaders instead of summing every gifter of the span. No foreign key: a deleted
 * creator's gifts stay in it until a rebuild of the month, so it is never below the true sums.
 * Filled here from the month sums.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('analytics_gifter_platform_months', (table) => {
      table.string('month', 7).notNullable()
      table.string('gifter', 64).notNullable()
      table.bigInteger('diamonds').notNullable()
      table.bigInteger('gifts').notNullable()
      table.primary(['month', 'gifter'])
      table.index(['month', 'diamonds'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `insert into analytics_gifter_platform_months (month, gifter, diamonds, gifts)
         select month, gifter, sum(diamonds), sum(gifts) from analytics_gifter_months group by month, gifter`
      )
    })
  }

  async down() {
    this.schema.dropTable('analytics_gifter_platform_months')
  }
}
