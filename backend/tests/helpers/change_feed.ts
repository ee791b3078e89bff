import type { Group } from '@japa/runner/core'
import pg from 'pg'
import env from '#start/env'
import { changeFeed } from '#core/database/change_feed'

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

/** `elsewhere`, then once this process has received the change. */
export async function elsewhereSettled(sql: string, values: unknown[] = []) {
  await elsewhere(sql, values)
  await changeFeed.settled()
}

/**
 * The group's tests run with this process's change feed listening (on PostgreSQL; nothing on
 * SQLite); a test may stop it and start it again, as a provider's restart would.
 */
export function followingChanges(group: Group) {
  let stopFeed = async () => {}
  const feed = {
    start: async () => {
      stopFeed = await changeFeed.start()
    },
    stop: () => stopFeed(),
  }
  group.setup(async () => {
    if (feedOnPostgres) await feed.start()
  })
  group.teardown(() => feed.stop())
  return feed
}
