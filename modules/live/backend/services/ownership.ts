import logger from '@adonisjs/core/services/logger'
import pg from 'pg'

/** First key of every live lease (ASCII 'LIVE'): the creator id is the second. */
const LEASE_NAMESPACE = 0x4c495645

export interface LeaseOptions {
  connectionString: string
  /** This process's node id: the lease connection's application_name, so others can name the owner. */
  nodeId: string
  /** The connection broke: PostgreSQL freed these leases, stop using them at once. */
  onLost(creatorIds: number[]): void
}

/**
 * Which creators' live connections this process owns: a PostgreSQL session-level advisory lock per
 * creator, all held on one dedicated connection (never the pool's, whose connections are shared and
 * recycled). When the process dies, even by kill -9, its socket closes and PostgreSQL frees every
 * lock at once; when the connection breaks, the process loses them all (`onLost`) and reconnects.
 * Taking and giving up are settled by the database, so at most one process holds a creator.
 */
export class LeaseHolder {
  #client: pg.Client | null = null
  #connecting: Promise<pg.Client | null> | null = null
  #held = new Set<number>()
  #stopped = false
  /**
   * Takes and releases run one after the other: a session's advisory locks count, so two takes of
   * one creator racing here would need two unlocks and the lease would outlive its release.
   */
  #turn: Promise<unknown> = Promise.resolve()

  constructor(private options: LeaseOptions) {}

  holds(creatorId: number) {
    return this.#held.has(creatorId)
  }

  heldIds() {
    return [...this.#held]
  }

  /** Takes the creator's lease if free; true when this process holds it (already or now). */
  tryAcquire(creatorId: number): Promise<boolean> {
    return this.#serial(() => this.#tryAcquire(creatorId))
  }

  async #tryAcquire(creatorId: number): Promise<boolean> {
    if (this.#held.has(creatorId)) return true
    const client = await this.#connection()
    if (!client) return false
    const { rows } = await client.query('select pg_try_advisory_lock($1::int, $2::int) as taken', [
      LEASE_NAMESPACE,
      creatorId,
    ])
    // Taken on a connection that broke meanwhile: PostgreSQL already freed it.
    if (!rows[0].taken || client !== this.#client) return false
    this.#held.add(creatorId)
    return true
  }

  /**
   * Takes free leases among `creatorIds` in one round trip, at most `limit` of them (PostgreSQL
   * stops trying once it has as many); answers the ones taken now.
   */
  tryAcquireMany(creatorIds: number[], limit = creatorIds.length): Promise<number[]> {
    return this.#serial(() => this.#tryAcquireMany(creatorIds, limit))
  }

  async #tryAcquireMany(creatorIds: number[], limit: number): Promise<number[]> {
    const wanted = creatorIds.filter((creatorId) => !this.#held.has(creatorId))
    if (!wanted.length || limit <= 0) return []
    const client = await this.#connection()
    if (!client) return []
    const { rows } = await client.query(
      `select id from unnest($2::int[]) as id where pg_try_advisory_lock($1::int, id) limit $3`,
      [LEASE_NAMESPACE, wanted, limit]
    )
    if (client !== this.#client) return []
    const taken = rows.map((row) => Number(row.id))
    for (const creatorId of taken) this.#held.add(creatorId)
    return taken
  }

  release(creatorId: number): Promise<void> {
    return this.#serial(() => this.#release(creatorId))
  }

  async #release(creatorId: number) {
    if (!this.#held.delete(creatorId)) return
    await this.#client
      ?.query('select pg_advisory_unlock($1::int, $2::int)', [LEASE_NAMESPACE, creatorId])
      .catch((error) => logger.warn({ err: error, creatorId }, 'giving up a live lease failed'))
  }

  /** The node id of the process holding the creator's lease, or null when nobody does. */
  async ownerOf(creatorId: number): Promise<string | null> {
    if (this.#held.has(creatorId)) return this.options.nodeId
    const client = await this.#connection()
    if (!client) throw new Error('The lease connection is down')
    const { rows } = await client.query(
      `select a.application_name as node from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and l.classid = $1 and l.objid = $2 and l.objsubid = 2`,
      [LEASE_NAMESPACE, creatorId]
    )
    return rows.length ? String(rows[0].node) : null
  }

  /**
   * How many processes share the leases now: those of `cluster_nodes` (the app processes of this
   * database) whose lease connection is open. A killed process's connection closes at once, so
   * it stops counting before its heartbeat expires; this one counts from its first lease query.
   */
  async holderCount(): Promise<number> {
    const client = await this.#connection()
    if (!client) return 1
    const { rows } = await client.query(
      `select count(distinct a.application_name)::int as holders
         from pg_stat_activity a join cluster_nodes n on n.id = a.application_name`
    )
    return Math.max(1, Number(rows[0].holders))
  }

  /** Gives every lease up (closing the connection frees them all). */
  async stop() {
    this.#stopped = true
    const client = this.#client
    this.#client = null
    this.#held.clear()
    await client?.end().catch(() => undefined)
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#turn.then(work, work)
    this.#turn = next.catch(() => undefined)
    return next
  }

  /** The lease connection, opened (again) when needed; null while PostgreSQL cannot be reached. */
  async #connection(): Promise<pg.Client | null> {
    if (this.#client || this.#stopped) return this.#client
    this.#connecting ??= this.#open().finally(() => (this.#connecting = null))
    return this.#connecting
  }

  async #open(): Promise<pg.Client | null> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.nodeId.slice(0, 63),
    })
    client.on('error', (error) => {
      logger.error({ err: error }, 'the live lease connection failed')
      this.#dropped(client)
    })
    client.on('end', () => this.#dropped(client))
    try {
      await client.connect()
    } catch (error) {
      logger.warn({ err: error }, 'the live lease connection could not open')
      return null
    }
    if (this.#stopped) {
      await client.end().catch(() => undefined)
      return null
    }
    this.#client = client
    return client
  }

  #dropped(client: pg.Client) {
    if (this.#client !== client) return
    this.#client = null
    const lost = [...this.#held]
    this.#held.clear()
    void client.end().catch(() => undefined)
    if (lost.length && !this.#stopped) this.options.onLost(lost)
  }
}
