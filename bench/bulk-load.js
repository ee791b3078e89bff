// What the bulk loaders of the benchmarks share (bench/analytics-data.js, bench/gift-history.js):
// seeded randomness, COPY … FROM STDIN streaming through the pg client, the app's ace commands and
// the indexes dropped before a load and built again after it.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pgServerEnv, root } from './lib.js'

/** Rows per COPY. */
const BATCH = 50_000

/** Gift catalogue: name, diamonds per gift, relative frequency (cheap gifts dominate, as on TikTok). */
export const GIFT_CATALOGUE = [
  ['Rose', 1, 400],
  ['TikTok', 1, 150],
  ['GG', 1, 80],
  ['Ice Cream Cone', 1, 80],
  ['Finger Heart', 5, 100],
  ['Perfume', 20, 40],
  ['Doughnut', 30, 50],
  ['Hand Hearts', 100, 30],
  ['Confetti', 100, 20],
  ['Corgi', 299, 20],
  ['Money Gun', 500, 10],
  ['Galaxy', 1000, 6],
  ['Lion', 29999, 0.5],
  ['Universe', 44999, 0.2],
]

// ---------------------------------------------------------------- deterministic randomness

/** sfc32: a small, fast, seeded PRNG; `random()` in [0, 1). */
export function prng(seed) {
  let a = 0x9e3779b9,
    b = 0x243f6a88,
    c = 0xb7e15162,
    d = seed >>> 0
  const next = () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 15; i++) next()
  return next
}

/** A sampler of indexes 0..weights.length-1 by weight (binary search on the cumulative weights). */
export function weighted(weights) {
  const cumulative = new Float64Array(weights.length)
  let total = 0
  weights.forEach((weight, i) => (cumulative[i] = total += weight))
  return (random) => {
    const target = random() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle] > target) high = middle
      else low = middle + 1
    }
    return low
  }
}

/** Zipf-like weights 1/(rank+1)^exponent. */
export const zipfWeights = (size, exponent) => Array.from({ length: size }, (_, rank) => 1 / (rank + 1) ** exponent)

/** 1 + a geometric count with the given mean of extras (streak lengths, messages per chatter). */
export const geometric = (random, mean) => 1 + Math.floor(Math.log(1 - random()) / Math.log(mean / (mean + 1)))

// ---------------------------------------------------------------- batched writes

/**
 * One COPY … FROM STDIN of pre-encoded rows, as a pg "submittable" (the protocol's copy-in, which
 * the pg client supports through Connection#sendCopyFromChunk without a library of its own).
 */
class CopyIn {
  constructor(text, data, done) {
    this.text = text
    this.data = data
    this.done = done
  }
  submit(connection) {
    connection.query(this.text)
  }
  handleCopyInResponse(connection) {
    connection.sendCopyFromChunk(Buffer.from(this.data))
    connection.endCopyFrom()
  }
  handleCommandComplete() {}
  handleReadyForQuery() {
    this.done()
  }
  handleError(error) {
    this.done(error)
  }
}

/** COPY's text format: tab-separated, \N for null, backslash escapes. */
const encode = (value) =>
  value === null || value === undefined
    ? '\\N'
    : typeof value === 'string'
      ? value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c])
      : String(value)

/** Rows of one table, sent `BATCH` at a time as one COPY. */
export class TableWriter {
  constructor(sink, table, columns) {
    this.sink = sink
    this.text = `copy ${table} (${columns.join(', ')}) from stdin`
    this.lines = []
  }

  push(...row) {
    this.lines.push(row.map(encode).join('\t'))
    if (this.lines.length >= BATCH) this.flush()
  }

  flush() {
    if (!this.lines.length) return
    const data = this.lines.join('\n') + '\n'
    this.lines = []
    this.sink.send(this.text, data)
  }
}

/** One connection: COPYs run one after another while the generator prepares the next batches. */
export class Sink {
  constructor(client) {
    this.client = client
    this.tail = Promise.resolve()
    this.queued = 0
  }

  send(text, data) {
    this.queued++
    const copy = () =>
      new Promise((resolve, reject) =>
        this.client.query(new CopyIn(text, data, (error) => (error ? reject(error) : resolve())))
      )
    this.tail = this.tail.then(copy).finally(() => this.queued--)
  }

  /** Waits until at most `keep` COPYs are still queued (a failed one throws here). */
  async drain(keep = 0) {
    while (this.queued > keep) await Promise.race([this.tail, new Promise((resolve) => setTimeout(resolve, 5))])
    if (!keep) await this.tail
  }
}

/** A timestamp for COPY (UTC). */
export const iso = (ms) => new Date(ms).toISOString()

// ---------------------------------------------------------------- the app

/** Runs an ace command of the app (the build's bin/console.js, or the sources' ace.js) on the database of `databaseUrl`. */
export function ace(built, databaseUrl, ...command) {
  const cwd = built ? `${root}build/backend` : `${root}backend`
  const entry = built ? 'bin/console.js' : 'ace.js'
  if (!existsSync(`${cwd}/${entry}`)) throw new Error('No build: run `npm run build` first, or drop --built')
  execFileSync(process.execPath, [entry, ...command], {
    cwd,
    env: { ...process.env, ...pgServerEnv(databaseUrl) },
    stdio: 'inherit',
  })
}

/** Drops the indexes of `tables` that back no constraint; resolves to their definitions to create them again. */
export async function dropPlainIndexes(client, tables) {
  const { rows } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables]
  )
  for (const row of rows) await client.query(`drop index "${row.indexname}"`)
  return rows.map((row) => row.indexdef)
}
