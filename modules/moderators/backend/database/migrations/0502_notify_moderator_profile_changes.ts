import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * PostgreSQL only: moderator profiles announce their changes on the kernel's change feed (migration
 * 0016's `powerdeck_notify_change`), by creator and by moderator, so each process drops what it
 * kept of a creator's moderators and of a moderator's permissions (moderator_permissions.ts).
 */
export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name !== 'postgres') return
    // Activity stamps (last_active, last_…_action) change nothing kept.
    this.schema.raw(`create trigger moderator_profiles_changed
      after insert or delete or update of user_id, creator_id, player_id, status, permissions on moderator_profiles
      for each row execute function powerdeck_notify_change('creator_id', 'user_id')`)
    this.schema.raw(`create trigger moderator_profiles_truncated after truncate on moderator_profiles
      for each statement execute function powerdeck_notify_change()`)
  }

  async down() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw('drop trigger if exists moderator_profiles_changed on moderator_profiles')
    this.schema.raw('drop trigger if exists moderator_profiles_truncated on moderator_profiles')
  }
}
