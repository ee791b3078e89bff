import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { UserActing } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import User from '#core/users/user'
import { ApiError } from '#core/http/api_error'
import { revokeAllTokens } from '#core/auth/tokens'
import { pagination } from '#core/http/validation'
import { ADMIN_EVENTS } from '../../shared/events.js'
import { creatorSummaries } from './creator_summaries.js'
import type { Infer } from '@vinejs/vine/types'
import type { createCreatorValidator, listCreatorsValidator, updateCreatorValidator } from '../validators.js'
import { ADMIN_ERRORS } from '../../shared/error_codes.js'

const creatorTarget = (creator: User) => ({ type: 'CREATOR', id: creator.id, name: creator.name })
/** An admin's change to a creator's account is filed under that creator. */
const filedUnder = (creator: User) => ({ creatorId: creator.id })

const SORT_COLUMNS = { createdAt: 'created_at', name: 'name', email: 'email', lastLoginAt: 'last_login_at' }

export async function findCreator(id: unknown) {
  const creator = await User.query()
    .where('id', Number(id) || 0)
    .where('role', 'CREATOR')
    .first()
  if (!creator) throw new ApiError(404, 'Creator not found', ADMIN_ERRORS.creator_not_found)
  return creator
}

export async function ensureEmailFree(email: string, exceptId?: number, client?: TransactionClientContract) {
  const query = User.query({ client }).whereRaw('lower(email) = ?', [email.toLowerCase()])
  if (exceptId) query.whereNot('id', exceptId)
  if (await query.first())
    throw new ApiError(409, 'An account with this email already exists', ADMIN_ERRORS.email_taken)
}

/** The admin list shape (docs/api/admin.md). */
export async function presentCreators(creators: User[]) {
  const summaries = await creatorSummaries(creators.map((c) => c.id))
  return creators.map((creator) => {
    const summary = summaries.get(creator.id)!
    return {
      id: creator.id,
      name: creator.name,
      email: creator.email,
      tiktokUsername: creator.tiktokUsername,
      isActive: creator.isActive,
      createdAt: creator.createdAt.toISO(),
      lastLoginAt: creator.lastLoginAt?.toISO() ?? null,
      lastActivity: summary.lastActivity?.toISOString() ?? null,
      totalGifts: summary.totalGifts,
      _count: { powerups: summary.powerups, players: summary.players, moderators: summary.moderators },
    }
  })
}

/** The creators a search matches (name, email or TikTok username), as the list and its cards select them. */
function matchingCreators(search: string | undefined) {
  const query = User.query().where('role', 'CREATOR')
  if (search) {
    const needle = `%${search.toLowerCase()}%`
    query.where((q) =>
      q
        .whereRaw('lower(name) like ?', [needle])
        .orWhereRaw('lower(email) like ?', [needle])
        .orWhereRaw('lower(tiktok_username) like ?', [needle.replace(/^%@/, '%')])
    )
  }
  return query
}

export async function listCreators(filters: Infer<typeof listCreatorsValidator>) {
  const page = filters.page ?? 1
  const limit = filters.limit ?? 10
  const query = matchingCreators(filters.search)
  if (filters.status === 'active') query.where('is_active', true)
  if (filters.status === 'inactive') query.where('is_active', false)
  const total = Number((await query.clone().count('* as total').first())?.$extras.total ?? 0)
  const rows = await query
    .orderBy(SORT_COLUMNS[filters.sortBy ?? 'createdAt'], filters.sortOrder ?? 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * limit)
    .limit(limit)
  return { creators: await presentCreators(rows), pagination: pagination(page, limit, total) }
}

/** Creators asked of the modules at once when adding up every matched creator's figures. */
const TOTALS_CHUNK = 500

/**
 * The Creator Management cards over every creator the search matches, whatever page the list
 * shows: how many, active, inactive, and their usable powerups added up.
 */
export async function creatorTotals(search?: string) {
  const creators = await matchingCreators(search).select('id', 'is_active')
  let powerups = 0
  for (let i = 0; i < creators.length; i += TOTALS_CHUNK) {
    const summaries = await creatorSummaries(creators.slice(i, i + TOTALS_CHUNK).map((creator) => creator.id))
    for (const summary of summaries.values()) powerups += summary.powerups
  }
  const active = creators.filter((creator) => creator.isActive).length
  return { total: creators.length, active, inactive: creators.length - active, powerups }
}

export async function createCreator(acting: UserActing, data: Infer<typeof createCreatorValidator>) {
  return db.transaction((trx) => insertCreator(acting, data, trx))
}

/** A new creator account inside the caller's transaction (the create form, the operator's import). */
export async function insertCreator(
  acting: UserActing,
  data: Infer<typeof createCreatorValidator>,
  trx: TransactionClientContract
) {
  await ensureEmailFree(data.email, undefined, trx)
  const creator = await User.create({ ...data, role: 'CREATOR', isActive: true }, { client: trx })
  const details = { email: creator.email, tiktokUsername: creator.tiktokUsername }
  await record(acting, ADMIN_EVENTS.CREATOR_CREATED, creatorTarget(creator), details, trx, filedUnder(creator))
  return creator
}

export async function updateCreator(acting: UserActing, creator: User, data: Infer<typeof updateCreatorValidator>) {
  await ensureEmailFree(data.email, creator.id)
  return db.transaction(async (trx) => {
    creator.useTransaction(trx)
    creator.merge({ name: data.name, email: data.email, tiktokUsername: data.tiktokUsername })
    if (data.password) creator.password = data.password
    const changed = Object.keys(creator.$dirty).filter((key) => key !== 'password')
    // The same values again: nothing to write or record.
    if (!changed.length && !data.password) return creator
    await creator.save()
    // A password reset signs the creator out everywhere (a stolen session ends with it).
    if (data.password) await revokeAllTokens(creator, trx)
    const details = { changed, passwordChanged: Boolean(data.password) }
    await record(acting, ADMIN_EVENTS.CREATOR_UPDATED, creatorTarget(creator), details, trx, filedUnder(creator))
    return creator
  })
}

export async function setCreatorActive(acting: UserActing, creator: User, isActive: boolean) {
  if (creator.isActive === isActive) return creator
  return db.transaction(async (trx) => {
    creator.useTransaction(trx)
    creator.isActive = isActive
    await creator.save()
    // Deactivation ends the creator's sessions and their moderators', who cannot work without them.
    if (!isActive) await revokeAllTokens(creator, trx, { withModerators: true })
    const event = isActive ? ADMIN_EVENTS.CREATOR_ACTIVATED : ADMIN_EVENTS.CREATOR_DEACTIVATED
    await record(acting, event, creatorTarget(creator), {}, trx, filedUnder(creator))
    return creator
  })
}

/** Deletes the creator and, by cascade, everything they own; the audit trail stays. */
export async function deleteCreator(acting: UserActing, creator: User) {
  await db.transaction(async (trx) => {
    const details = { email: creator.email }
    await record(acting, ADMIN_EVENTS.CREATOR_DELETED, creatorTarget(creator), details, trx, filedUnder(creator))
    await revokeAllTokens(creator, trx, { withModerators: true })
    creator.useTransaction(trx)
    await creator.delete()
  })
}
