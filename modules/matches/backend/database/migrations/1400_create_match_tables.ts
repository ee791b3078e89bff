import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    // One row per TikTok match (LIVE battle) of a creator's stream: the unique (creator, battle id)
    // stores a start once across reconnects and processes; at most one open match per creator.
    this.schema.createTable('matches', (table) => {
      table.increments('id')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table
        .integer('live_session_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('live_sessions')
        .onDelete('SET NULL')
      table.string('tiktok_battle_id', 64).notNullable()
      table.string('opponent_unique_id', 64).nullable()
      table.string('opponent_nickname', 120).nullable()
      table.timestamp('started_at').notNullable()
      table.timestamp('ends_at').nullable()
      table.timestamp('ended_at').nullable()
      table.bigInteger('ours').notNullable().defaultTo(0)
      table.bigInteger('theirs').notNullable().defaultTo(0)
      table.string('result', 8).nullable()
      table.unique(['creator_id', 'tiktok_battle_id'])
      table.index(['creator_id', 'started_at'])
    })
    this.schema.raw('create unique index matches_one_open on matches (creator_id) where ended_at is null')
    // The score over time: at most one sample a second (the latest of that second), capped per match.
    this.schema.createTable('match_scores', (table) => {
      table.increments('id')
      table.integer('match_id').unsigned().notNullable().references('id').inTable('matches').onDelete('CASCADE')
      table.bigInteger('at_second').notNullable()
      table.timestamp('at').notNullable()
      table.bigInteger('ours').notNullable()
      table.bigInteger('theirs').notNullable()
      table.unique(['match_id', 'at_second'])
    })
    // Every powerup use made during a match, written in the use's transaction (powerups' USE_GUARDS).
    this.schema.createTable('match_uses', (table) => {
      table.increments('id')
      table.integer('match_id').unsigned().notNullable().references('id').inTable('matches').onDelete('CASCADE')
      table.integer('creator_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('use_id').unsigned().notNullable().references('id').inTable('powerup_uses').onDelete('CASCADE')
      table.string('type', 32).notNullable()
      // Where the use came from (kiosk, chat, battle, api, cli) and who made it, as the ledger wrote them.
      table.string('source', 16).notNullable()
      table.string('by_name', 120).notNullable()
      table.unique(['use_id'])
      table.index(['match_id', 'type'])
    })
  }

  async down() {
    this.schema.dropTable('match_uses')
    this.schema.dropTable('match_scores')
    this.schema.dropTable('matches')
  }
}
