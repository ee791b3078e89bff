import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * PostgreSQL only: a creator's live settings announce a new or revoked overlay link on the kernel's
 * change feed (migration 0016's `powerdeck_notify_change`), by creator, so each process drops the
 * overlay key it kept for pushes (live_settings_service.ts).
 */
export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw(`create trigger live_settings_changed
      after insert or delete or update of creator_id, overlay_key on live_settings
      for each row execute function powerdeck_notify_change('creator_id')`)
    this.schema.raw(`create trigger live_settings_truncated after truncate on live_settings
      for each statement execute function powerdeck_notify_change()`)
  }

  async down() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw('drop trigger if exists live_settings_changed on live_settings')
    this.schema.raw('drop trigger if exists live_settings_truncated on live_settings')
  }
}
