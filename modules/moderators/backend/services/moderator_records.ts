/** What the moderator services share: the profile lookups, the account checks and their messages. */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#core/users/user'
import { Acting } from '#core/acting/acting'
import { ApiError } from '#core/http/api_error'
import { revokeAllTokens } from '#core/auth/tokens'
import { findPlayerByName } from '#modules/players/backend/public'
import ModeratorProfile, { tiktokHandleKey } from '../models/moderator_profile.js'
import type { ModeratorStatus } from '../../shared/moderators.js'
import { MODERATORS_ERRORS } from '../../shared/error_codes.js'

/** Invited or promoted moderators without an e-mail get an address nobody can receive mail at. */
const PLACEHOLDER_EMAIL_DOMAIN = 'moderators.powerdeck.invalid'

const MODERATOR_NOT_FOUND = 'Moderator not found'

const TIKTOK_TAKEN = 'A moderator with this TikTok username already exists'

const ALREADY_MODERATOR = 'This player is already a moderator'

export type Trx = TransactionClientContract

export type ModeratorProfileWithUser = ModeratorProfile & { user: User }

export const placeholderEmail = (username: string) => `${username.toLowerCase()}@${PLACEHOLDER_EMAIL_DOMAIN}`

export const isPlaceholderEmail = (email: string) => email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`)

export const auditTarget = (profile: ModeratorProfile) => ({
  type: 'MODERATOR',
  id: profile.userId,
  name: profile.displayName,
})

/** The create, promote and reset paths decide the status from whether a password is set. */
export const statusFor = (hasPassword: boolean): ModeratorStatus => (hasPassword ? 'ACTIVE' : 'PENDING')

/**
 * Usernames and emails are unique among all accounts, most of them outside the creator's scope
 * (other creators' moderators, creators, admins): one neutral answer, whoever holds the name.
 */
const ACCOUNT_TAKEN = 'An account with this username or email already exists'

/**
 * A race past the checks below ends on a unique index: answer 409 like the check of that index
 * does (PostgreSQL names the index in `constraint`, SQLite its columns in the message).
 */
export function duplicateAsConflict(error: unknown): never {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string }
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const index = `${constraint ?? ''} ${message ?? ''}`
    if (index.includes('tiktok_handle')) throw new ApiError(409, TIKTOK_TAKEN, MODERATORS_ERRORS.tiktok_taken)
    if (index.includes('player_id')) throw new ApiError(409, ALREADY_MODERATOR, MODERATORS_ERRORS.already_moderator)
    throw new ApiError(409, ACCOUNT_TAKEN, MODERATORS_ERRORS.account_taken)
  }
  throw error
}

export async function ensureAccountFree(account: { username?: string; email?: string }, trx: Trx) {
  const { username, email } = account
  if (!username && !email) return
  const taken = await User.query({ client: trx })
    .where((query) => {
      if (username) query.orWhereRaw('lower(username) = ?', [username.toLowerCase()])
      if (email) query.orWhereRaw('lower(email) = ?', [email.toLowerCase()])
    })
    .first()
  if (taken) throw new ApiError(409, ACCOUNT_TAKEN, MODERATORS_ERRORS.account_taken)
}

/**
 * A TikTok username belongs to one current (not removed) moderator of a creator. The partial
 * unique index on (creator_id, tiktok_handle) settles races past this check.
 */
export async function ensureTiktokFree(
  creatorId: number,
  tiktokUsername: string,
  exceptUserId: number | null,
  trx: Trx
) {
  const handle = tiktokHandleKey(tiktokUsername)
  if (!handle) return
  const query = ModeratorProfile.query({ client: trx })
    .where('creator_id', creatorId)
    .whereNot('status', 'INACTIVE')
    .where('tiktok_handle', handle)
  if (exceptUserId !== null) query.whereNot('user_id', exceptUserId)
  if (await query.first()) throw new ApiError(409, TIKTOK_TAKEN, MODERATORS_ERRORS.tiktok_taken)
}

/** `alice`, else `alice-2`, `alice-3`… for accounts made from a player or TikTok name. */
export async function freeUsername(base: string, trx: Trx) {
  const stem =
    base
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'moderator'
  for (let attempt = 1; attempt < 1000; attempt++) {
    const candidate = attempt === 1 ? stem : `${stem}-${attempt}`
    const taken = await User.query({ client: trx }).whereRaw('lower(username) = ?', [candidate]).first()
    if (!taken) return candidate
  }
  throw new ApiError(409, 'Could not find a free username; pass one', MODERATORS_ERRORS.no_free_username)
}

/** A TikTok handle from a player's name (letters, digits, dots, underscores). */
export const tiktokHandleOf = (name: string) =>
  name
    .trim()
    .replace(/^@+/, '')
    .replace(/[^A-Za-z0-9._]+/g, '_')
    .slice(0, 64)

/** A player of the creator no moderator profile holds yet, answering to `name`. */
export async function unclaimedPlayerNamed(creatorId: number, name: string, client?: Trx) {
  const player = await findPlayerByName(Acting.system(creatorId), name, client)
  if (!player) return null
  const claimed = await ModeratorProfile.query({ client })
    .where('creator_id', creatorId)
    .where('player_id', player.id)
    .first()
  return claimed ? null : player
}

/** Blocks sign-in now and later: the account is deactivated and its sessions end. */
export async function closeAccount(user: User, trx: Trx) {
  user.useTransaction(trx)
  user.isActive = false
  await user.save()
  await revokeAllTokens(user, trx)
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export function profilesOf(creatorId: number, client?: Trx) {
  return ModeratorProfile.query({ client }).where('creator_id', creatorId).preload('user')
}

/** The query for a current (not removed) moderator of the creator; 404 for a malformed id. */
function currentModerator(creatorId: number, id: unknown, client?: Trx) {
  const userId = Number(id)
  if (!Number.isSafeInteger(userId) || userId < 1)
    throw new ApiError(404, MODERATOR_NOT_FOUND, MODERATORS_ERRORS.not_found)
  return profilesOf(creatorId, client).where('user_id', userId).whereNot('status', 'INACTIVE')
}

/** A current (not removed) moderator of the creator, or 404: another creator's is never found. */
export async function findModerator(creatorId: number, id: unknown, client?: Trx) {
  const profile = await currentModerator(creatorId, id, client).first()
  if (!profile) throw new ApiError(404, MODERATOR_NOT_FOUND, MODERATORS_ERRORS.not_found)
  return profile as ModeratorProfileWithUser
}

/**
 * `findModerator` for a change: the profile row stays locked until the transaction ends, so
 * parallel changes of one moderator run one after the other, each on the committed state (a
 * second demote or removal then finds no current moderator: 404, like it would a moment later).
 */
export async function lockModerator(creatorId: number, id: unknown, trx: Trx) {
  const profile = await currentModerator(creatorId, id, trx).forUpdate().first()
  if (!profile) throw new ApiError(404, MODERATOR_NOT_FOUND, MODERATORS_ERRORS.not_found)
  return profile as ModeratorProfileWithUser
}
