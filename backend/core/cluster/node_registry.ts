import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { storedTimestamp } from '../database/days.js'
import { contributionsTo } from '../module_loader.js'
import { openStreamCount } from '../push/push_streams.js'
import { dbDate } from '../shared/time.js'
import { NODE_FIGURES } from './node_figures.js'
import { thisNode } from './node.js'

/** How often a process writes its heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 10_000
/** A node whose heartbeat is this old is gone (stopped, killed, cut off): no longer listed, then swept. */
export const NODE_EXPIRY_MS = 30_000

const TABLE = 'cluster_nodes'

/** What a process reports of itself at each heartbeat. */
export interface NodeFigures {
  /** Creators whose live connection this process holds, ascending. */
  liveConnections: number[]
  /** Open server-push (SSE) streams on this process. */
  pushStreams: number
  rssBytes: number
}

export interface ClusterNode extends NodeFigures {
  id: string
  /** The process that answers. */
  self: boolean
  startedAt: Date
}

/** This process's figures now: what the modules contribute (NODE_FIGURES), its push streams and its memory. */
export async function localNodeFigures(): Promise<NodeFigures> {
  const parts = await Promise.all(contributionsTo(NODE_FIGURES).map(async (load) => (await load()).default()))
  return {
    liveConnections: parts.flatMap((part) => part.liveConnections ?? []).sort((a, b) => a - b),
    pushStreams: openStreamCount(),
    rssBytes: process.memoryUsage.rss(),
  }
}

/** A row's figures: PostgreSQL hands the parsed JSON, SQLite the text. */
function storedFigures(value: unknown): NodeFigures {
  const figures = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<NodeFigures> | null
  return {
    liveConnections: Array.isArray(figures?.liveConnections) ? figures.liveConnections.map(Number) : [],
    pushStreams: Number(figures?.pushStreams ?? 0),
    rssBytes: Number(figures?.rssBytes ?? 0),
  }
}

const expiryCutoff = (now: Date) => storedTimestamp(new Date(now.getTime() - NODE_EXPIRY_MS))

/**
 * The app processes serving one database, each visible to all: a process upserts its row in
 * `cluster_nodes` every HEARTBEAT_INTERVAL_MS and is listed while its heartbeat is younger than
 * NODE_EXPIRY_MS; a clean stop deletes the row at once, a killed process drops out by expiry.
 * Hosts compare heartbeats with their own clocks, so they must keep them in sync (NTP).
 */
export class NodeRegistry {
  #timer: NodeJS.Timeout | null = null
  #beating: Promise<void> | null = null
  #stopped = false

  constructor(
    readonly node: { readonly id: string; readonly startedAt: Date },
    private readonly figures: () => Promise<NodeFigures> = localNodeFigures
  ) {}

  /** Writes this node's row (heartbeat `now`, current figures) and sweeps the expired rows. */
  async heartbeat(now = new Date()) {
    const row = {
      id: this.node.id,
      started_at: storedTimestamp(this.node.startedAt),
      heartbeat_at: storedTimestamp(now),
      figures: JSON.stringify(await this.figures()),
    }
    await db.insertQuery().table(TABLE).knexQuery.insert(row).onConflict('id').merge(['heartbeat_at', 'figures'])
    await db.from(TABLE).where('heartbeat_at', '<=', expiryCutoff(now)).delete()
  }

  /** Heartbeats now, then every interval (without keeping the process alive); answers the stopper. */
  async start(): Promise<() => Promise<void>> {
    this.#stopped = false
    await this.#beat()
    // Unless stopped during that first heartbeat.
    if (!this.#stopped) this.#timer ??= setInterval(() => void this.#beat(), HEARTBEAT_INTERVAL_MS).unref()
    return () => this.stop()
  }

  /** Stops the heartbeats and removes this node's row, after a heartbeat under way (which would write it back). */
  async stop() {
    this.#stopped = true
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await this.#beating
    await db.from(TABLE).where('id', this.node.id).delete()
  }

  /** One heartbeat at a time; a failed one is logged and the next interval tries again. */
  #beat(): Promise<void> | null {
    if (this.#stopped) return null
    this.#beating ??= this.heartbeat()
      .catch((error) => logger.warn({ err: error, node: this.node.id }, 'node heartbeat failed'))
      .finally(() => (this.#beating = null))
    return this.#beating
  }

  /** Whether another app process has a fresh heartbeat (push then needs Redis to reach it). */
  async othersAlive(now = new Date()) {
    const other = await db
      .from(TABLE)
      .where('heartbeat_at', '>', expiryCutoff(now))
      .whereNot('id', this.node.id)
      .first()
    return Boolean(other)
  }

  /**
   * The live nodes, sorted by start: this one with its figures now (listed even before its first
   * heartbeat is written), the others as their last heartbeat reported them.
   */
  async list(now = new Date()): Promise<ClusterNode[]> {
    const [rows, own] = await Promise.all([
      db.from(TABLE).where('heartbeat_at', '>', expiryCutoff(now)).whereNot('id', this.node.id),
      this.figures(),
    ])
    const others: ClusterNode[] = rows.map((row) => ({
      id: String(row.id),
      self: false,
      startedAt: dbDate(row.started_at) ?? new Date(0),
      ...storedFigures(row.figures),
    }))
    return [{ id: this.node.id, self: true, startedAt: this.node.startedAt, ...own }, ...others].sort(
      (a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id.localeCompare(b.id)
    )
  }
}

/** This process in the registry (started by the kernel provider on a web server). */
export const nodeRegistry = new NodeRegistry(thisNode)
