import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import pg from 'pg'

/** The channel `powerdeck_notify_change()` announces changed rows on (migration 0016). */
export const CHANGES_CHANNEL = 'powerdeck_changes'

/** How the feed's connection names itself (`pg_stat_activity.application_name`). */
export const FEED_APPLICATION_NAME = 'powerdeck change feed'

/** How long the feed waits before listening again after its connection was lost. */
const RECONNECT_MS = 1_000

/**
 * How often the feed asks its connection to answer. A connection the network dropped without a word
 * (no FIN, no RST: a crashed host, a NAT's idle timeout) raises no error and delivers nothing, so
 * without asking, the caches would keep revoked rows for good; one that does not answer within
 * twice this is given up (nothing kept, listen again).
 */
const HEARTBEAT_MS = 1_000

/** A changed row as its trigger announced it; `column` and `value` are `*` for a truncate. */
export interface RowChange {
  table: string
  column: string
  value: string
}

/** A payload `<table> <column> <value>` (the value may itself hold spaces). */
function parseChange(payload: string): RowChange | null {
  const [table, column] = payload.split(' ', 2)
  if (!table || !column) return null
  return { table, column, value: payload.slice(table.length + column.length + 2) }
}

/**
 * What this process keeps of some rows, by key, while the change feed follows their tables: a row
 * is dropped when its trigger announces a change, everything when a table is truncated or the
 * feed's connection comes or goes (notifications may have been missed). Nothing is kept while the
 * feed is not listening (SQLite, or PostgreSQL between connections): every `get` then loads. A
 * load that a change (or a feed restart) overtook is answered to its caller but not kept, since it
 * may have read the row before the change committed.
 */
export class FeedCache<K, V> {
  #kept = new Map<K, V>()
  /** Bumped by every drop: a load started under another generation is not kept. */
  #generation = 0

  constructor(
    private options: {
      /** Tables whose changes may touch what is kept. */
      tables: string[]
      /** At most this many keys; the oldest go first. */
      max: number
      /** Drops what a change of one of `tables` touches. */
      changed: (change: RowChange, cache: FeedCache<K, V>) => void
    }
  ) {
    changeFeed.follow(this)
  }

  get tables() {
    return this.options.tables
  }

  /** The kept value of `key`, else `load()`'s (kept unless undefined, overtaken or not `worthKeeping`). */
  async get(
    key: K,
    load: () => Promise<V | undefined>,
    worthKeeping: (value: V) => boolean = () => true
  ): Promise<V | undefined> {
    const kept = this.#kept.get(key)
    if (kept !== undefined) return kept
    const generation = this.#generation
    const value = await load()
    if (value !== undefined && changeFeed.listening && generation === this.#generation && worthKeeping(value)) {
      if (this.#kept.size >= this.options.max) this.#kept.delete(this.#kept.keys().next().value as K)
      this.#kept.set(key, value)
    }
    return value
  }

  drop(key: K) {
    this.#generation++
    this.#kept.delete(key)
  }

  dropWhere(touched: (value: V) => boolean) {
    this.#generation++
    for (const [key, value] of this.#kept) if (touched(value)) this.#kept.delete(key)
  }

  clear() {
    this.#generation++
    this.#kept.clear()
  }

  /** The feed's delivery of a change of one of `tables`. */
  receive(change: RowChange) {
    if (change.column === '*') this.clear()
    else this.options.changed(change, this)
  }
}

/**
 * For a writer: runs `forget` (drops of what this process keeps of the rows it changes) at once, so
 * its answer is not read from them, and again when `trx` commits, since a request in between reads
 * the committed (old) rows and may keep them. The change feed drops them in every process at commit.
 */
export function forgetNowAndAtCommit(forget: () => void, trx?: TransactionClientContract | null) {
  forget()
  trx?.after('commit', forget)
}

/**
 * This process's subscription to the database's row-change notifications (PostgreSQL LISTEN on its
 * own connection): hands each change to the caches that follow its table. Started with the web
 * server; on SQLite, or until it listens, the caches keep nothing. PostgreSQL delivers a change to
 * every listening process when it commits, in commit order; `settled()` waits until this process
 * has received every change committed before the call.
 */
class ChangeFeed {
  #caches = new Set<FeedCache<any, any>>()
  #client: pg.Client | null = null
  #listening = false
  #running = false
  #retry: NodeJS.Timeout | null = null
  #heartbeat: NodeJS.Timeout | null = null
  #sentinels = new Map<string, () => void>()
  #sentinelCount = 0

  /** Whether changes are being received now (caches keep values only then). */
  get listening() {
    return this.#listening
  }

  follow(cache: FeedCache<any, any>) {
    this.#caches.add(cache)
  }

  /** Starts listening when the default connection is PostgreSQL; answers its stopper. */
  async start(): Promise<() => Promise<void>> {
    if (db.connection().dialect.name !== 'postgres' || this.#running) return async () => {}
    this.#running = true
    await this.#listen()
    return () => this.stop()
  }

  async stop() {
    this.#running = false
    // Forgotten too: a cleared timer left here would keep `#lost` from ever retrying after a restart.
    if (this.#retry) clearTimeout(this.#retry)
    this.#retry = null
    const client = this.#client
    this.#lost(client)
    await client?.end().catch(() => {})
  }

  /**
   * Resolves once every change committed before this call has reached this process's caches (a
   * notification of our own, sent after them, came back), at once when not listening.
   */
  async settled() {
    if (!this.#listening) return
    const id = `${process.pid}.${++this.#sentinelCount}`
    const back = new Promise<void>((resolve) => this.#sentinels.set(id, resolve))
    try {
      await db.connection().rawQuery('select pg_notify(?, ?)', [CHANGES_CHANNEL, `~ ${id}`])
      await Promise.race([back, new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
    } finally {
      this.#sentinels.delete(id)
    }
  }

  async #listen() {
    const config = db.manager.get(db.primaryConnectionName)!.config.connection
    const client = new pg.Client({
      ...(typeof config === 'string' ? { connectionString: config } : (config as pg.ClientConfig)),
      application_name: FEED_APPLICATION_NAME,
    })
    client.on('notification', (message) => this.#received(message.payload ?? ''))
    client.on('error', (error) => {
      logger.warn({ err: error }, 'Change feed connection failed: caches are off until it listens again')
      this.#lost(client)
    })
    client.on('end', () => this.#lost(client))
    try {
      await client.connect()
      await client.query(`listen ${CHANGES_CHANNEL}`)
    } catch (error) {
      logger.warn({ err: error }, 'Change feed could not listen: caches are off until it does')
      this.#lost(client)
      client.end().catch(() => {})
      return
    }
    // Stopped meanwhile, or another connect (a retry, a start after a stop) listens already.
    if (!this.#running || this.#client) return void client.end().catch(() => {})
    this.#client = client
    this.#clearAll()
    this.#listening = true
    this.#heartbeat = setInterval(() => this.#beat(client), HEARTBEAT_MS)
    this.#heartbeat.unref()
  }

  /** Gives the connection up unless it answers in time (see HEARTBEAT_MS). */
  #beat(client: pg.Client) {
    const deadline = setTimeout(() => {
      logger.warn('Change feed connection stopped answering: caches are off until it listens again')
      this.#lost(client)
      client.end().catch(() => {})
    }, 2 * HEARTBEAT_MS)
    deadline.unref()
    client.query('select 1').then(
      () => clearTimeout(deadline),
      () => clearTimeout(deadline) // a failed connection says so by its 'error' or 'end'
    )
  }

  /** The connection is gone: keep nothing (changes go unseen) and listen again unless stopped. */
  #lost(client: pg.Client | null) {
    if (client && this.#client && this.#client !== client) return
    if (this.#heartbeat) clearInterval(this.#heartbeat)
    this.#heartbeat = null
    this.#client = null
    this.#listening = false
    this.#clearAll()
    if (this.#running && !this.#retry) {
      this.#retry = setTimeout(() => {
        this.#retry = null
        if (this.#running && !this.#client) void this.#listen()
      }, RECONNECT_MS)
      this.#retry.unref()
    }
  }

  #received(payload: string) {
    const change = parseChange(payload)
    if (!change) return
    if (change.table === '~') {
      this.#sentinels.get(change.column)?.()
      return
    }
    for (const cache of this.#caches) if (cache.tables.includes(change.table)) cache.receive(change)
  }

  #clearAll() {
    for (const cache of this.#caches) cache.clear()
  }
}

export const changeFeed = new ChangeFeed()
