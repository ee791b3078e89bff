import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A player's TikTok identity (issue 15): the stable user id (a handle can be renamed, the id
 * stays) and the secUid when TikTok sends one. The unique index makes one TikTok user one player
 * of a creator, whatever runs in parallel; players without an identity hold nulls (never equal).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('players', (table) => {
      table.string('tiktok_user_id', 64).nullable()
      table.string('tiktok_sec_uid', 255).nullable()
      table.unique(['creator_id', 'tiktok_user_id'])
    })
  }

  async down() {
    this.schema.alterTable('players', (table) => {
      table.dropUnique(['creator_id', 'tiktok_user_id'])
      table.dropColumn('tiktok_user_id')
      table.dropColumn('tiktok_sec_uid')
    })
  }
}
