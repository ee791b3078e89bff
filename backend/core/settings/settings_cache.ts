import type { Connection } from '@adonisjs/redis/types'

/**
 * One process's copy of a value read from the database (the stored system settings), dropped on
 * every change: `invalidate()` in this process at once, and through Redis pub/sub in every other
 * process when `listenOn` is given. A load is shared by the readers that ask while it runs; one
 * invalidated mid-load is answered to those readers but never kept. With Redis, nothing is kept
 * while the subscription is not up (a change published then would be missed), and the copy is
 * dropped whenever it comes back.
 */
export class InvalidatedCache<T> {
  #kept: Promise<T> | null = null
  /** Null without Redis (one process: local invalidation is all there is). */
  #bus: { connection: Connection; channel: string; listening: boolean } | null = null

  constructor(private load: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.#kept) return this.#kept
    const loading = this.load()
    if (this.#bus && !this.#bus.listening) return loading
    this.#kept = loading
    loading.catch(() => this.#drop(loading))
    return loading
  }

  /** Drops this process's copy; with Redis, every other process drops theirs too. */
  async invalidate() {
    this.#kept = null
    if (this.#bus) await this.#bus.connection.publish(this.#bus.channel, String(process.pid))
  }

  /**
   * Follows invalidations published on `channel` by the other processes (each process its own
   * connection). Answers once subscribed. The subscriber's own events are followed (the wrapper's
   * are delivered later, and not at all once it ends): closed, nothing is kept; ready again, the
   * copy is dropped (messages may have been missed meanwhile).
   */
  listenOn(connection: Connection, channel: string): Promise<void> {
    const bus = { connection, channel, listening: false }
    this.#bus = bus
    const listening = (up: boolean) => () => {
      bus.listening = up
      this.#kept = null
    }
    return new Promise((resolve, reject) => {
      // A message drops the copy (and shows the subscription is up).
      connection.subscribe(channel, listening(true), {
        onSubscription: () => {
          listening(true)()
          resolve()
        },
        onError: reject,
      })
      const subscriber = connection.ioSubscriberConnection!
      subscriber.on('ready', listening(true))
      subscriber.on('close', listening(false))
      subscriber.on('end', listening(false))
    })
  }

  #drop(loading: Promise<T>) {
    if (this.#kept === loading) this.#kept = null
  }
}
