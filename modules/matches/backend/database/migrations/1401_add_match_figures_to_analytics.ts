import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The match figures of the analytics' daily rollup (matches, matchWins, matchUses: docs/api/matches.md).
 * A fresh install has them from analytics' 0700 (which creates a column per figure); an installed
 * database gets them here.
 */
const COLUMNS = ['matches', 'match_wins', 'match_uses']

export default class extends BaseSchema {
  async up() {
    this.defer(async (client) => {
      for (const column of COLUMNS) {
        if (await client.schema.hasColumn('analytics_creator_days', column)) continue
        await client.schema.alterTable('analytics_creator_days', (table) => {
          table.bigInteger(column).notNullable().defaultTo(0)
        })
      }
    })
  }

  async down() {
    // The columns stay: analytics' 0700 owns the table and creates them on a fresh install.
  }
}
