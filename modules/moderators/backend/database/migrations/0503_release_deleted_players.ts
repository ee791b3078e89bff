import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Moderator profiles whose player was deleted before deletion let go of them (players'
 * onDeleted) named a player that no longer exists: they name none now.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      // A fresh database has no profiles (and players' migrations may run after this module's).
      if (!(await db.schema.hasTable('players'))) return
      await db.rawQuery(`update moderator_profiles set player_id = null
        where player_id is not null and not exists (select 1 from players where players.id = moderator_profiles.player_id)`)
    })
  }

  // Nothing to restore: those players are gone.
  async down() {}
}
