import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { claimActivity, consumedActivity, type ClaimedActivity } from '#core/activity'
import { computeDay, writeDay, type DayComputation } from './rollups.js'

/** Outbox rows applied per transaction, at the most. */
const CLAIM_LIMIT = 500

/** Creators among `ids` that still exist (one deleted meanwhile has nothing left to roll up). */
async function existingCreators(ids: number[]) {
  const rows = await db.from('users').whereIn('id', ids).where('role', 'CREATOR').select('id')
  return new Set(rows.map((row) => Number(row.id)))
}

/** The claimed rows as creators per UTC day (of existing creators), in the rows' order. */
async function creatorsByDay(claimed: ClaimedActivity[]) {
  const existing = await existingCreators([...new Set(claimed.map((row) => row.creatorId))])
  const days = new Map<string, Set<number>>()
  for (const { creatorId, day } of claimed) {
    if (!existing.has(creatorId)) continue
    const creators = days.get(day) ?? new Set<number>()
    creators.add(creatorId)
    days.set(day, creators)
  }
  return [...days].map(([day, creators]) => ({ day, creatorIds: [...creators] }))
}

/**
 * PostgreSQL: claims the oldest outbox rows (other consumers skip them), recomputes their
 * creator-days and deletes them, in one transaction; the figures are read inside it (other
 * connections), after each day's rollup rows are taken (writeDay). Answers the rows applied.
 */
function applyOnPostgres(): Promise<number> {
  return db.transaction(async (trx) => {
    const claimed = await claimActivity(trx, CLAIM_LIMIT)
    if (!claimed.length) return 0
    for (const { day, creatorIds } of await creatorsByDay(claimed)) await writeDay(trx, day, creatorIds)
    await consumedActivity(
      trx,
      claimed.map((row) => row.id)
    )
    return claimed.length
  })
}

/**
 * SQLite (one connection): reads the oldest rows, computes their days, then in one transaction
 * deletes the rows and writes the days. Anything committed after the read has rows of its own,
 * applied next time. Should another process have deleted some of the rows meanwhile, it computed
 * after this one: the transaction is given up (its figures may be older) and nothing is lost.
 */
async function applyOnSqlite(): Promise<number> {
  const claimed = await claimActivity(db.connection(), CLAIM_LIMIT)
  if (!claimed.length) return 0
  const days: { day: string; creatorIds: number[]; computed: DayComputation }[] = []
  for (const { day, creatorIds } of await creatorsByDay(claimed)) {
    days.push({ day, creatorIds, computed: await computeDay(day, creatorIds) })
  }
  return db
    .transaction(async (trx) => {
      const deleted = await consumedActivity(
        trx,
        claimed.map((row) => row.id)
      )
      if (deleted < claimed.length) throw new ClaimedElsewhere()
      for (const { day, creatorIds, computed } of days) await writeDay(trx, day, creatorIds, computed)
      return claimed.length
    })
    .catch((error) => {
      if (error instanceof ClaimedElsewhere) return 0
      throw error
    })
}

/** Another consumer applied some of the rows first (SQLite). */
class ClaimedElsewhere extends Error {}

/** Applies the oldest outbox rows (up to CLAIM_LIMIT) in one transaction; answers how many. */
export const applyActivityBatch = () => (db.primaryConnectionName === 'pg' ? applyOnPostgres() : applyOnSqlite())

let applying: Promise<void> = Promise.resolve()

async function applyAll() {
  try {
    while ((await applyActivityBatch()) === CLAIM_LIMIT);
  } catch (error) {
    // The rows stay in the outbox: the next run applies them.
    logger.error({ err: error }, 'applying analytics activity failed')
  }
}

/**
 * Applies every activity fact in the outbox (core/activity) to the rollups, in the outbox's order:
 * each row's creator-day recomputed from the sources and the row deleted in one transaction, so a
 * row is applied once and a crash at any point leaves it to the next run. Runs one at a time.
 */
export function applyActivity(): Promise<void> {
  applying = applying.then(applyAll)
  return applying
}
