import { BaseSchema } from '@adonisjs/lucid/schema'
import { ADDITIVE_FIGURES, DISTINCT_FIGURES } from '#core/activity_figures'
import { figureColumn } from '../../services/figure_columns.js'

/**
 * Daily rollups of the activity figures (rebuilt from the modules' own tables by
 * `node ace analytics:rebuild`): one row per creator and UTC day with any activity, Top Gifters
 * per creator, day (and month) and gifter, and Powerup Usage per creator, day and type.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('analytics_creator_days', (table) => {
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('day', 10).notNullable()
      for (const figure of [...ADDITIVE_FIGURES, ...DISTINCT_FIGURES]) {
        table.bigInteger(figureColumn(figure)).notNullable().defaultTo(0)
      }
      table.timestamp('updated_at').notNullable()
      table.primary(['creator_id', 'day'])
      table.index(['day'])
    })
    this.schema.createTable('analytics_gifter_days', (table) => {
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('day', 10).notNullable()
      table.string('gifter', 64).notNullable()
      table.bigInteger('diamonds').notNullable()
      table.bigInteger('gifts').notNullable()
      table.primary(['creator_id', 'day', 'gifter'])
      table.index(['day'])
    })
    // The gifter days summed per month: a year's Top Gifters reads 12 months plus the edge days.
    this.schema.createTable('analytics_gifter_months', (table) => {
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('month', 7).notNullable()
      table.string('gifter', 64).notNullable()
      table.bigInteger('diamonds').notNullable()
      table.bigInteger('gifts').notNullable()
      table.primary(['creator_id', 'month', 'gifter'])
      table.index(['month'])
    })
    this.schema.createTable('analytics_powerup_type_days', (table) => {
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('day', 10).notNullable()
      table.string('type', 32).notNullable()
      table.bigInteger('granted').notNullable()
      table.bigInteger('used').notNullable()
      table.primary(['creator_id', 'day', 'type'])
      table.index(['day'])
    })
  }

  async down() {
    this.schema.dropTable('analytics_powerup_type_days')
    this.schema.dropTable('analytics_gifter_months')
    this.schema.dropTable('analytics_gifter_days')
    this.schema.dropTable('analytics_creator_days')
  }
}
