import pg from 'pg'
import env from '#start/env'

/** The change feed is PostgreSQL's (LISTEN/NOTIFY): its tests skip on SQLite with this reason. */
export const FEED_NEEDS_PG = 'the change feed is PostgreSQL LISTEN/NOTIFY: run with DB_CONNECTION=pg'
export const feedOnPostgres = env.get('DB_CONNECTION') === 'pg'

/** A change made as another process would: its own connection, plain SQL, committed. */
export async function elsewhere(sql: string, values: unknown[] = []) {
  const other = new pg.Client({ connectionString: env.get('DATABASE_URL') })
  await other.connect()
  try {
    await other.query(sql, values)
  } finally {
    await other.end()
  }
}
