import { performance } from 'node:perf_hooks'

/** What a batch's statement made of one of its items. */
export type BatchOutcome<Result> =
  | { result: Result }
  | { error: unknown }
  /** Not done: the item waits for the next batch (e.g. an earlier item of this batch held its row). */
  | { again: true }

/** An item and the caller awaiting its outcome. */
interface Waiting<Item, Result> {
  item: Item
  resolve: (result: Result) => void
  reject: (error: unknown) => void
}

/**
 * Requests that would each send the same kind of statement, sent together (a batch of grants):
 * an item goes at once when no batch is running; those that come meanwhile wait for a batch to
 * end and then go together, `maxItems` at most. Under light load nothing waits; under heavy load
 * one statement serves many requests, and the database's work per statement (parse, plan,
 * executor, commit) is paid once for all of them.
 *
 * Up to `inFlight` batches run at once, but a further one starts only once the newest running
 * batch has run `overlapAfterMs`: a statement held up (waiting for a row another transaction
 * locked) does not hold up the requests behind it, and a statement answering in time keeps them
 * for one large batch.
 *
 * With `key`, items of the same key go one per batch, in their order (writes for one player go
 * in turn): a run of them waits for batches of its own while the others go on.
 *
 * `run` answers each item's outcome, in the items' order, and throws only when it wrote nothing
 * (its statement failed): then, for a batch of several items, each item is run again alone, so
 * that one item's failure never fails another's. What fails for an item once the statement has
 * written is that item's error outcome.
 */
export class StatementBatches<Item, Result> {
  #waiting: Waiting<Item, Result>[] = []
  /** When each running batch started (performance.now()), oldest first. */
  #running: number[] = []
  /** Set while waiting items may start a further batch once the newest running one is old enough. */
  #overlapTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly run: (items: Item[]) => Promise<BatchOutcome<Result>[]>,
    private readonly limits: {
      inFlight: number
      maxItems: number
      overlapAfterMs: number
      key?: (item: Item) => string
    }
  ) {}

  add(item: Item) {
    return new Promise<Result>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject })
      this.#next()
    })
  }

  #next() {
    while (this.#waiting.length && this.#overlapDueIn() <= 0) {
      const batch = this.#take()
      const started = performance.now()
      this.#running.push(started)
      this.#send(batch).finally(() => {
        this.#running.splice(this.#running.indexOf(started), 1)
        this.#next()
      })
    }
    if (this.#waiting.length && this.#running.length < this.limits.inFlight && !this.#overlapTimer) {
      this.#overlapTimer = setTimeout(() => {
        this.#overlapTimer = null
        this.#next()
      }, this.#overlapDueIn())
    }
  }

  /** The next batch: the first waiting items, `maxItems` at most, one of each key. */
  #take() {
    const { maxItems, key } = this.limits
    if (!key) return this.#waiting.splice(0, maxItems)
    const batch: Waiting<Item, Result>[] = []
    const keys = new Set<string>()
    const left: Waiting<Item, Result>[] = []
    for (const waiting of this.#waiting) {
      const itemKey = key(waiting.item)
      if (batch.length < maxItems && !keys.has(itemKey)) {
        keys.add(itemKey)
        batch.push(waiting)
      } else {
        left.push(waiting)
      }
    }
    this.#waiting = left
    return batch
  }

  /** Milliseconds until a further batch may start (0 or less: now; Infinity: when one ends). */
  #overlapDueIn() {
    if (!this.#running.length) return 0
    if (this.#running.length >= this.limits.inFlight) return Infinity
    return this.#running[this.#running.length - 1] + this.limits.overlapAfterMs - performance.now()
  }

  async #send(batch: Waiting<Item, Result>[]) {
    let outcomes: BatchOutcome<Result>[]
    try {
      outcomes = await this.run(batch.map(({ item }) => item))
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error)
      for (const waiting of batch) await this.#send([waiting])
      return
    }
    const again = batch.filter((waiting, i) => {
      const outcome = outcomes[i]
      if ('result' in outcome) waiting.resolve(outcome.result)
      else if ('error' in outcome) waiting.reject(outcome.error)
      return 'again' in outcome
    })
    // First in line for the next batch, in their order.
    this.#waiting.unshift(...again)
  }
}
