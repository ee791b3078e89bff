import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * PostgreSQL only: a player's holdings usable at a time (usable.ts's whereUsable: active, units
 * left, not expired), read by a VOLATILE function, which takes a snapshot of its own for its query.
 * A grant or use written as one statement (the player's row lock first, then the ledger write)
 * reads the holdings through it after the lock, and so sees what a parallel grant or use committed
 * while it waited; a plain subquery would see the statement's snapshot, taken before the wait.
 * SQLite writes a grant or use in several statements and needs none.
 */
export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw(`
      create or replace function powerups_usable_holdings(player integer, at timestamptz)
      returns setof powerup_holdings language plpgsql volatile as $$
      begin
        return query select * from powerup_holdings
          where player_id = player and is_active and count > 0 and (expires_at is null or expires_at > at);
      end
      $$`)
  }

  async down() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw('drop function if exists powerups_usable_holdings(integer, timestamptz)')
  }
}
