import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A creator's own per-match limits (docs/api/matches.md "Limits"): a JSON object of powerup type →
 * uses per match on live's `live_settings` row; null keeps the system default `matches.matchLimits`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('live_settings', (table) => {
      table.text('match_limits').nullable()
    })
  }

  async down() {
    this.schema.alterTable('live_settings', (table) => {
      table.dropColumn('match_limits')
    })
  }
}
