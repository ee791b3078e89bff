import logger from '@adonisjs/core/services/logger'
import { CORE_ERRORS, type ErrorCode } from '../shared/error_codes.js'

/**
 * Database errors that are the server's, not the request's: a full disk, a file that cannot be
 * written, a PostgreSQL that restarts or is out of connections. A request that meets one changed
 * nothing (its transaction rolled back), so it is answered 507 or 503 with Retry-After, never 500:
 * the caller may send it again. The cause is logged once per episode and System Health shows it.
 */
export interface StorageFault {
  status: 503 | 507
  error: string
  /** The stable error code of the answer. */
  errorCode: ErrorCode
  retryAfterSeconds: number
  /** What an operator reads: the database's own code and message. */
  cause: string
}

export const STORAGE_TEXTS = {
  full: 'The server is out of storage space, so nothing was saved. Try again once space has been freed.',
  unwritable: 'The database cannot be written right now, so nothing was saved. Try again shortly.',
  unavailable: 'The database is not reachable right now, so nothing was saved. Try again shortly.',
  busy: 'The database is busy, so nothing was saved. Try again in a moment.',
}

const SQLITE_FULL_CODES = new Set(['SQLITE_FULL'])
const SQLITE_BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT'])
const SQLITE_UNWRITABLE_PREFIXES = [
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
]

/** PostgreSQL SQLSTATEs: disk full; out of memory, too many connections, shutting down or starting. */
const PG_FULL_CODES = new Set(['53100'])
const PG_UNAVAILABLE_CODES = new Set(['53000', '53200', '53300', '57P01', '57P02', '57P03', '58030'])
/** Serialisation failure and deadlock: nothing was stored, the same request succeeds when sent again. */
const PG_BUSY_CODES = new Set(['40001', '40P01'])
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])
/**
 * node-postgres reports a dropped connection by message alone (knex puts the statement before it);
 * knex refuses the statements after it on the transaction it aborted ("already complete").
 */
const DROPPED_CONNECTION =
  /Connection terminated|Connection ended unexpectedly|Client was closed|Client has encountered a connection error|connection is closed|Transaction query already complete/i

function faultOf(error: unknown): Omit<StorageFault, 'cause'> | null {
  const failed = error as { code?: unknown; name?: unknown; message?: unknown }
  const code = typeof failed?.code === 'string' ? failed.code : ''
  const message = typeof failed?.message === 'string' ? failed.message : ''
  if (SQLITE_FULL_CODES.has(code) || PG_FULL_CODES.has(code))
    return { status: 507, error: STORAGE_TEXTS.full, errorCode: CORE_ERRORS.storage_full, retryAfterSeconds: 60 }
  if (SQLITE_BUSY_CODES.has(code) || PG_BUSY_CODES.has(code))
    return { status: 503, error: STORAGE_TEXTS.busy, errorCode: CORE_ERRORS.storage_busy, retryAfterSeconds: 1 }
  if (SQLITE_UNWRITABLE_PREFIXES.some((prefix) => code.startsWith(prefix)))
    return {
      status: 503,
      error: STORAGE_TEXTS.unwritable,
      errorCode: CORE_ERRORS.storage_unwritable,
      retryAfterSeconds: 30,
    }
  if (
    PG_UNAVAILABLE_CODES.has(code) ||
    code.startsWith('08') ||
    NETWORK_CODES.has(code) ||
    failed?.name === 'KnexTimeoutError' ||
    DROPPED_CONNECTION.test(message)
  )
    return {
      status: 503,
      error: STORAGE_TEXTS.unavailable,
      errorCode: CORE_ERRORS.storage_unavailable,
      retryAfterSeconds: 5,
    }
  return null
}

/** A fault is logged again after this long without one. */
const EPISODE_GAP_MS = 60_000
/** System Health shows a fault for this long after the last one. */
const SHOWN_FOR_MS = 5 * 60_000

interface FaultEpisode {
  cause: string
  status: number
  firstAt: Date
  lastAt: Date
  count: number
}

/** The server-side database fault `error` is; null when it is something else. */
export function storageFaultOf(error: unknown): StorageFault | null {
  const fault = faultOf(error)
  if (!fault) return null
  const failed = error as { code?: unknown; message?: unknown }
  const cause = [failed?.code, failed?.message].filter((part) => typeof part === 'string' && part).join(': ')
  return { ...fault, cause: cause || String(error) }
}

class StorageFaults {
  #episode: FaultEpisode | null = null

  /** Counts a fault a request met; the first of an episode is logged. */
  record({ cause, status }: StorageFault) {
    const now = new Date()
    const episode = this.#episode
    if (episode && now.getTime() - episode.lastAt.getTime() < EPISODE_GAP_MS) {
      Object.assign(episode, { cause, status, lastAt: now, count: episode.count + 1 })
      return
    }
    this.#episode = { cause, status, firstAt: now, lastAt: now, count: 1 }
    logger.error({ cause }, 'database fault: requests are answered %d and change nothing until it clears', status)
  }

  /** The latest episode, while it is recent enough to show. */
  recent(now = Date.now()): FaultEpisode | null {
    const episode = this.#episode
    return episode && now - episode.lastAt.getTime() < SHOWN_FOR_MS ? { ...episode } : null
  }
}

export const storageFaults = new StorageFaults()
