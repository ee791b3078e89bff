import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { dbNow, dbTimestamp } from '../database/time.js'

const TABLE = 'idempotency_keys'

/** How long a key answers its first answer (docs/api/core.md "Idempotency-Key"). */
export const IDEMPOTENCY_TTL_HOURS = 24
/** The sweep of expired keys runs at most this often per process. */
const SWEEP_EVERY_MS = 60_000

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  otherRequest: 'This Idempotency-Key was already used for a different request; send a new key for a new request',
  inProgress: 'A request with this Idempotency-Key is still being processed; try again in a moment',
}

/** A key is 1-255 visible ASCII characters (a UUID, 32 hex digits…). */
export const isValidIdempotencyKey = (key: string) => /^[\x21-\x7e]{1,255}$/.test(key)

/** The request's body as a fingerprint: a key sent again must come with the same request. */
export const requestFingerprint = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex')

export interface IdempotencyClaim {
  scope: string
  route: string
  key: string
  fingerprint: string
}

export type ClaimResult =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; status: number; response: string }
  | { kind: 'other-request' }
  | { kind: 'in-progress' }

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

const expiryCutoff = () => dbTimestamp(dbNow().minus({ hours: IDEMPOTENCY_TTL_HOURS }))

let lastSweep = 0

/** Forgets the keys older than the TTL (at most once a minute per process). */
async function sweepExpired() {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return
  lastSweep = Date.now()
  await db.from(TABLE).where('created_at', '<', expiryCutoff()).delete()
}

async function deleteIfExpired(id: number) {
  const deleted = await db.from(TABLE).where('id', id).where('created_at', '<', expiryCutoff()).delete()
  return Number(Array.isArray(deleted) ? deleted[0] : deleted) > 0
}

/**
 * Claims a key for this request, or says what was answered under it. The unique index decides
 * between parallel duplicates: one insert wins; the others read the winner's row.
 */
export async function claimIdempotencyKey(claim: IdempotencyClaim): Promise<ClaimResult> {
  await sweepExpired()
  try {
    const [row] = await db
      .table(TABLE)
      .insert({ ...claim, created_at: dbTimestamp(dbNow()) })
      .returning('id')
    return { kind: 'claimed', id: typeof row === 'object' ? row.id : row }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  const existing = await db
    .from(TABLE)
    .where({ scope: claim.scope, route: claim.route, key: claim.key })
    .select('id', 'fingerprint', 'status_code', 'response')
    .first()
  // Gone since the insert (swept, or its request failed), or expired and not swept yet: the
  // earlier request is forgotten, so this one claims the key anew.
  if (!existing || (await deleteIfExpired(existing.id))) return claimIdempotencyKey(claim)
  if (existing.fingerprint !== claim.fingerprint) return { kind: 'other-request' }
  if (existing.status_code === null) return { kind: 'in-progress' }
  return { kind: 'replay', status: existing.status_code, response: existing.response ?? '' }
}

/** Keeps the first answer for the repeats. */
export async function completeIdempotencyKey(id: number, status: number, response: string) {
  await db.from(TABLE).where('id', id).update({ status_code: status, response })
}

/** The request failed and changed nothing: the key is free for a new try. */
export async function releaseIdempotencyKey(id: number) {
  await db.from(TABLE).where('id', id).delete()
}
