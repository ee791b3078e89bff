import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * PostgreSQL only: `powerdeck_notify_change(column, …)`, a trigger function that announces a
 * changed row on the channel `powerdeck_changes` as `<table> <column> <value>`, once per named
 * column (the old row's and the new row's value), and `<table> * *` for a truncate. Each process's
 * change feed (core/database/change_feed.ts) listens and drops what it kept of that row. The
 * database sends a notification when the change commits, whoever made it (any process, a console
 * command, plain SQL). Here: tokens (any change but `last_used_at`) and users; modules add their tables.
 */
export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw(`
      create or replace function powerdeck_notify_change() returns trigger language plpgsql as $$
      declare
        col text;
      begin
        if tg_op = 'TRUNCATE' then
          perform pg_notify('powerdeck_changes', tg_table_name || ' * *');
          return null;
        end if;
        foreach col in array tg_argv loop
          if tg_op <> 'INSERT' then
            perform pg_notify('powerdeck_changes', tg_table_name || ' ' || col || ' ' || coalesce(to_jsonb(old) ->> col, ''));
          end if;
          if tg_op <> 'DELETE' then
            perform pg_notify('powerdeck_changes', tg_table_name || ' ' || col || ' ' || coalesce(to_jsonb(new) ->> col, ''));
          end if;
        end loop;
        return null;
      end
      $$`)
    this.schema.raw(`
      create trigger auth_access_tokens_changed
      after delete or update of tokenable_id, type, hash, abilities, expires_at on auth_access_tokens
      for each row execute function powerdeck_notify_change('id')`)
    this.schema.raw(`
      create trigger users_changed after update or delete on users
      for each row execute function powerdeck_notify_change('id')`)
    for (const table of ['auth_access_tokens', 'users']) {
      this.schema.raw(`create trigger ${table}_truncated after truncate on ${table}
        for each statement execute function powerdeck_notify_change()`)
    }
  }

  async down() {
    if (this.db.dialect.name !== 'postgres') return
    for (const table of ['auth_access_tokens', 'users']) {
      this.schema.raw(`drop trigger if exists ${table}_changed on ${table}`)
      this.schema.raw(`drop trigger if exists ${table}_truncated on ${table}`)
    }
    this.schema.raw('drop function if exists powerdeck_notify_change()')
  }
}
