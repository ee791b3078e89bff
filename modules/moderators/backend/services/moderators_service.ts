/*
 * Over 400 lines: moderator accounts, promotion and queries together. Issue 34 cuts it into those
 * three capabilities.
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import User from '#core/users/user'
import { Acting, type UserActing } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { ApiError } from '#core/http/api_error'
import { revokeAllTokens } from '#core/auth/tokens'
import { assertRegistrationOpen } from '#core/settings/system_settings_service'
import { actorActivity } from '#modules/audit/backend/public'
import { createPlayer, findPlayerByName, requirePlayer } from '#modules/players/backend/public'
import { userLedgerActivity } from '#modules/powerups/backend/public'
import { PLAYER_MESSAGES } from '#modules/players/shared/players'
import ModeratorProfile, { tiktokHandleKey } from '../models/moderator_profile.js'
import { flushTouches } from './activity_touches.js'
import {
  MODERATOR_EVENTS,
  MODERATOR_PERMISSIONS,
  type ModeratorPermission,
  type ModeratorActivityDto,
  type ModeratorDto,
  type ModeratorStatsDto,
  type ModeratorStatus,
} from '../../shared/moderators.js'
import type { createModeratorValidator, promotePlayerValidator, updateModeratorValidator } from '../validators.js'
import { lockAccount } from '#core/users/account_lock'

/** Invited or promoted moderators without an e-mail get an address nobody can receive mail at. */
const PLACEHOLDER_EMAIL_DOMAIN = 'moderators.powerdeck.invalid'
const MODERATOR_NOT_FOUND = 'Moderator not found'
const TIKTOK_TAKEN = 'A moderator with this TikTok username already exists'
const ALREADY_MODERATOR = 'This player is already a moderator'

type Trx = TransactionClientContract
type ModeratorProfileWithUser = ModeratorProfile & { user: User }

const placeholderEmail = (username: string) => `${username.toLowerCase()}@${PLACEHOLDER_EMAIL_DOMAIN}`
const isPlaceholderEmail = (email: string) => email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`)
const auditTarget = (profile: ModeratorProfile) => ({
  type: 'MODERATOR',
  id: profile.userId,
  name: profile.displayName,
})

/** The create, promote and reset paths decide the status from whether a password is set. */
const statusFor = (hasPassword: boolean): ModeratorStatus => (hasPassword ? 'ACTIVE' : 'PENDING')

/**
 * Usernames and emails are unique among all accounts, most of them outside the creator's scope
 * (other creators' moderators, creators, admins): one neutral answer, whoever holds the name.
 */
const ACCOUNT_TAKEN = 'An account with this username or email already exists'

/**
 * A race past the checks below ends on a unique index: answer 409 like the check of that index
 * does (PostgreSQL names the index in `constraint`, SQLite its columns in the message).
 */
function duplicateAsConflict(error: unknown): never {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string }
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const index = `${constraint ?? ''} ${message ?? ''}`
    if (index.includes('tiktok_handle')) throw new ApiError(409, TIKTOK_TAKEN)
    if (index.includes('player_id')) throw new ApiError(409, ALREADY_MODERATOR)
    throw new ApiError(409, ACCOUNT_TAKEN)
  }
  throw error
}

async function ensureAccountFree(account: { username?: string; email?: string }, trx: Trx) {
  const { username, email } = account
  if (!username && !email) return
  const taken = await User.query({ client: trx })
    .where((query) => {
      if (username) query.orWhereRaw('lower(username) = ?', [username.toLowerCase()])
      if (email) query.orWhereRaw('lower(email) = ?', [email.toLowerCase()])
    })
    .first()
  if (taken) throw new ApiError(409, ACCOUNT_TAKEN)
}

/**
 * A TikTok username belongs to one current (not removed) moderator of a creator. The partial
 * unique index on (creator_id, tiktok_handle) settles races past this check.
 */
async function ensureTiktokFree(creatorId: number, tiktokUsername: string, exceptUserId: number | null, trx: Trx) {
  const handle = tiktokHandleKey(tiktokUsername)
  if (!handle) return
  const query = ModeratorProfile.query({ client: trx })
    .where('creator_id', creatorId)
    .whereNot('status', 'INACTIVE')
    .where('tiktok_handle', handle)
  if (exceptUserId !== null) query.whereNot('user_id', exceptUserId)
  if (await query.first()) throw new ApiError(409, TIKTOK_TAKEN)
}

/** `alice`, else `alice-2`, `alice-3`… for accounts made from a player or TikTok name. */
async function freeUsername(base: string, trx: Trx) {
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
  throw new ApiError(409, 'Could not find a free username; pass one')
}

/** A TikTok handle from a player's name (letters, digits, dots, underscores). */
const tiktokHandleOf = (name: string) =>
  name
    .trim()
    .replace(/^@+/, '')
    .replace(/[^A-Za-z0-9._]+/g, '_')
    .slice(0, 64)

/** A player of the creator no moderator profile holds yet, answering to `name`. */
async function unclaimedPlayerNamed(creatorId: number, name: string, client?: Trx) {
  const player = await findPlayerByName(Acting.system(creatorId), name, client)
  if (!player) return null
  const claimed = await ModeratorProfile.query({ client })
    .where('creator_id', creatorId)
    .where('player_id', player.id)
    .first()
  return claimed ? null : player
}

/** Blocks sign-in now and later: the account is deactivated and its sessions end. */
async function closeAccount(user: User, trx: Trx) {
  user.useTransaction(trx)
  user.isActive = false
  await user.save()
  await revokeAllTokens(user, trx)
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

function profilesOf(creatorId: number, client?: Trx) {
  return ModeratorProfile.query({ client }).where('creator_id', creatorId).preload('user')
}

/** The query for a current (not removed) moderator of the creator; 404 for a malformed id. */
function currentModerator(creatorId: number, id: unknown, client?: Trx) {
  const userId = Number(id)
  if (!Number.isSafeInteger(userId) || userId < 1) throw new ApiError(404, MODERATOR_NOT_FOUND)
  return profilesOf(creatorId, client).where('user_id', userId).whereNot('status', 'INACTIVE')
}

/** A current (not removed) moderator of the creator, or 404: another creator's is never found. */
export async function findModerator(creatorId: number, id: unknown, client?: Trx) {
  const profile = await currentModerator(creatorId, id, client).first()
  if (!profile) throw new ApiError(404, MODERATOR_NOT_FOUND)
  return profile as ModeratorProfileWithUser
}

/**
 * `findModerator` for a change: the profile row stays locked until the transaction ends, so
 * parallel changes of one moderator run one after the other, each on the committed state (a
 * second demote or removal then finds no current moderator: 404, like it would a moment later).
 */
async function lockModerator(creatorId: number, id: unknown, trx: Trx) {
  const profile = await currentModerator(creatorId, id, trx).forUpdate().first()
  if (!profile) throw new ApiError(404, MODERATOR_NOT_FOUND)
  return profile as ModeratorProfileWithUser
}

/** Moderators in the spec's list shape, with the units they granted and used that stand in the ledger. */
export async function presentModerators(
  creatorId: number,
  profiles: ModeratorProfileWithUser[]
): Promise<ModeratorDto[]> {
  const activity = await userLedgerActivity(
    creatorId,
    profiles.map((p) => p.userId)
  )
  return profiles.map((profile) => {
    const { user } = profile
    const done = activity.get(profile.userId)
    const lastActive = profile.lastActive ?? user.lastLoginAt
    return {
      id: profile.userId,
      username: user.username,
      email: isPlaceholderEmail(user.email) ? null : user.email,
      tiktokUsername: user.tiktokUsername ?? '',
      displayName: profile.displayName,
      permissions: profile.permissions,
      status: profile.status,
      playerId: profile.playerId,
      playerName: profile.playerId === null ? null : profile.displayName,
      isPlayer: profile.playerId !== null,
      powerupsGranted: done?.granted ?? 0,
      powerupsUsed: done?.used ?? 0,
      lastActive: lastActive?.toISO() ?? null,
      lastGrantAction: profile.lastGrantAction?.toISO() ?? null,
      lastUseAction: profile.lastUseAction?.toISO() ?? null,
      createdAt: profile.createdAt.toISO()!,
      updatedAt: profile.updatedAt?.toISO() ?? null,
    }
  })
}

async function presentOne(profile: ModeratorProfileWithUser) {
  return (await presentModerators(profile.creatorId, [profile]))[0]
}

/** GET /api/moderators: current moderators (removed and demoted ones are hidden), newest first. */
export async function listModerators(acting: Acting) {
  const creatorId = acting.requireCreatorId()
  await flushTouches()
  const profiles = await profilesOf(creatorId)
    .whereNot('status', 'INACTIVE')
    .orderBy('created_at', 'desc')
    .orderBy('user_id', 'desc')
  return presentModerators(creatorId, profiles as ModeratorProfileWithUser[])
}

/** GET /api/moderators/stats/overview */
export async function moderatorStats(acting: Acting): Promise<ModeratorStatsDto> {
  const creatorId = acting.requireCreatorId()
  const profiles = await ModeratorProfile.query().where('creator_id', creatorId).select('user_id', 'status')
  const byStatus = (status: ModeratorStatus) => profiles.filter((p) => p.status === status).length
  const activity = await userLedgerActivity(
    creatorId,
    profiles.map((p) => p.userId)
  )
  const sum = (key: 'granted' | 'used') => [...activity.values()].reduce((total, done) => total + done[key], 0)
  return {
    total: profiles.length,
    active: byStatus('ACTIVE'),
    pending: byStatus('PENDING'),
    suspended: byStatus('SUSPENDED'),
    inactive: byStatus('INACTIVE'),
    powerupsGranted: sum('granted'),
    powerupsUsed: sum('used'),
  }
}

/** GET /api/moderators/me/activity: the signed-in moderator's creator and figures for today. */
export async function myActivity(acting: UserActing): Promise<ModeratorActivityDto> {
  const { user } = acting
  const creator = acting.creator!
  await flushTouches()
  const profile = await ModeratorProfile.find(user.id)
  const since = DateTime.now().startOf('day')
  const [ledger, today] = await Promise.all([
    userLedgerActivity(creator.id, [user.id], since),
    actorActivity({ creatorId: creator.id, actorType: 'MODERATOR', actorIds: [user.id], since }),
  ])
  const units = ledger.get(user.id)!
  const done = today.get(user.id)
  return {
    creator: { id: creator.id, name: creator.name, tiktokUsername: creator.tiktokUsername, isActive: creator.isActive },
    permissions: profile?.permissions ?? [],
    status: profile?.status ?? 'ACTIVE',
    lastActive: (profile?.lastActive ?? user.lastLoginAt)?.toISO() ?? null,
    today: {
      granted: units.grantedToday,
      used: units.usedToday,
      activePlayers: done?.players ?? 0,
      totalActions: done?.actions ?? 0,
    },
  }
}

/** Admin creator list: current moderators per creator. */
export async function moderatorCounts(creatorIds: number[]) {
  const rows = await db
    .from('moderator_profiles')
    .whereIn('creator_id', creatorIds)
    .whereNot('status', 'INACTIVE')
    .groupBy('creator_id')
    .select('creator_id', db.raw('count(*) as total'))
  return new Map(rows.map((row) => [Number(row.creator_id), Number(row.total)]))
}

// ---------------------------------------------------------------------------------------------
// Changing
// ---------------------------------------------------------------------------------------------

/**
 * A new moderator's fields: an account with a sign-in username, email and password (ACTIVE), or
 * without a password an invitation (PENDING) whose username is made from the TikTok name.
 */
export interface NewModerator {
  tiktokUsername: string
  displayName?: string
  permissions: ModeratorPermission[]
  username?: string
  email?: string
  password?: string
}

/**
 * Adds a moderator to the creator inside the caller's transaction (the create dialog, the admin's
 * users page, the operator's creators import): the checks, the account, its profile and the audit
 * entry commit or roll back with the caller's other changes.
 */
export async function insertModerator(acting: Acting, input: NewModerator, trx: Trx) {
  const creatorId = acting.requireCreatorId()
  // New moderators of one creator are made one at a time, so the checks below see every committed
  // moderator: parallel invitations or promotions get the check's 409, not a username clash.
  await lockAccount(creatorId, trx)
  await ensureAccountFree(input, trx)
  await ensureTiktokFree(creatorId, input.tiktokUsername, null, trx)
  const username = input.username ?? (await freeUsername(input.tiktokUsername, trx))
  const displayName = input.displayName ?? input.username ?? input.tiktokUsername
  const status = statusFor(Boolean(input.password))
  const user = await User.create(
    {
      username,
      email: input.email ?? placeholderEmail(username),
      name: displayName,
      role: 'MODERATOR',
      password: input.password ?? null,
      passwordChangedAt: input.password ? DateTime.now() : null,
      isActive: status === 'ACTIVE',
      creatorId,
      tiktokUsername: input.tiktokUsername,
    },
    { client: trx }
  )
  // The audience member with this TikTok name, if any, is the player this moderator is.
  const player = await unclaimedPlayerNamed(creatorId, input.tiktokUsername, trx)
  const created = await ModeratorProfile.create(
    {
      userId: user.id,
      creatorId,
      playerId: player?.id ?? null,
      displayName,
      tiktokHandle: tiktokHandleKey(input.tiktokUsername),
      permissions: input.permissions,
      status,
    },
    { client: trx }
  )
  await record(
    acting,
    MODERATOR_EVENTS.MODERATOR_CREATED,
    auditTarget(created),
    { username, tiktokUsername: input.tiktokUsername, permissions: input.permissions, status },
    trx
  )
  await created.load('user')
  return created as ModeratorProfileWithUser
}

/** POST /api/moderators: the create dialog's account (ACTIVE) or an invitation (PENDING). */
export async function createModerator(acting: Acting, input: Infer<typeof createModeratorValidator>) {
  await assertRegistrationOpen(acting)
  const profile = await db.transaction((trx) => insertModerator(acting, input, trx)).catch(duplicateAsConflict)
  return presentOne(profile)
}

/** PUT /api/moderators/{id}: display name, TikTok username, permissions; SUSPENDED ↔ ACTIVE. */
export async function updateModerator(acting: Acting, id: unknown, input: Infer<typeof updateModeratorValidator>) {
  const creatorId = acting.requireCreatorId()
  const profile = await db
    .transaction(async (trx) => {
      const moderator = await lockModerator(creatorId, id, trx)
      const { user } = moderator
      const before = {
        displayName: moderator.displayName,
        tiktokUsername: user.tiktokUsername,
        permissions: moderator.permissions,
        status: moderator.status,
      }

      if (input.tiktokUsername !== undefined && input.tiktokUsername !== user.tiktokUsername) {
        await ensureTiktokFree(creatorId, input.tiktokUsername, user.id, trx)
        user.tiktokUsername = input.tiktokUsername
        moderator.tiktokHandle = tiktokHandleKey(input.tiktokUsername)
      }
      if (input.displayName !== undefined) {
        moderator.displayName = input.displayName
        user.name = input.displayName
      }
      if (input.permissions !== undefined) moderator.permissions = input.permissions
      if (input.status === 'ACTIVE' && moderator.status === 'PENDING') {
        throw new ApiError(409, 'Set a password with Reset Password before activating this moderator')
      }
      if (input.status === 'SUSPENDED' && moderator.status !== 'SUSPENDED') {
        moderator.status = 'SUSPENDED'
        await closeAccount(user, trx)
      }
      if (input.status === 'ACTIVE' && moderator.status === 'SUSPENDED') {
        moderator.status = statusFor(Boolean(user.password))
        user.isActive = moderator.status === 'ACTIVE'
      }

      const after = {
        displayName: moderator.displayName,
        tiktokUsername: user.tiktokUsername,
        permissions: moderator.permissions,
        status: moderator.status,
      }
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])
      )
      if (!changed.length) return moderator
      user.useTransaction(trx)
      await user.save()
      moderator.useTransaction(trx)
      await moderator.save()
      await record(
        acting,
        MODERATOR_EVENTS.MODERATOR_UPDATED,
        auditTarget(moderator),
        {
          changed,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          permissions: moderator.permissions,
        },
        trx
      )
      return moderator
    })
    .catch(duplicateAsConflict)
  return presentOne(profile)
}

/** DELETE /api/moderators/{id}: INACTIVE (hidden, counted as removed), cannot sign in. */
export async function removeModerator(acting: Acting, id: unknown) {
  const creatorId = acting.requireCreatorId()
  await db.transaction(async (trx) => {
    const moderator = await lockModerator(creatorId, id, trx)
    const previousStatus = moderator.status
    moderator.useTransaction(trx)
    moderator.status = 'INACTIVE'
    await moderator.save()
    await closeAccount(moderator.user, trx)
    await record(
      acting,
      MODERATOR_EVENTS.MODERATOR_REMOVED,
      auditTarget(moderator),
      { username: moderator.user.username, previousStatus },
      trx
    )
  })
}

/**
 * POST /api/moderators/promote-player: the player becomes a MODERATOR account linked to them
 * (a demoted one comes back). Without a password it is PENDING until the creator sets one.
 */
export async function promotePlayer(acting: Acting, input: Infer<typeof promotePlayerValidator>) {
  const creatorId = acting.requireCreatorId()
  await assertRegistrationOpen(acting)
  const profile = await db
    .transaction(async (trx) => {
      await lockAccount(creatorId, trx) // one new moderator at a time, as insertModerator
      // The player's row stays locked: a parallel delete or merge waits for the profile (and moves
      // or releases it), or has already won (404).
      const player = await requirePlayer(acting, { playerId: input.playerId }, trx, { forUpdate: true })
      const earlier = await profilesOf(creatorId, trx).where('player_id', player.id).first()
      if (earlier && earlier.status !== 'INACTIVE') throw new ApiError(409, 'This player is already a moderator')

      const tiktokUsername = earlier?.user.tiktokUsername ?? tiktokHandleOf(player.name)
      await ensureTiktokFree(creatorId, tiktokUsername, earlier?.userId ?? null, trx)
      let user: User | undefined = earlier?.user
      if (!user) {
        await ensureAccountFree({ username: input.username, email: input.email }, trx)
        const username = input.username ?? (await freeUsername(tiktokUsername || player.name, trx))
        user = new User().merge({
          username,
          email: input.email ?? placeholderEmail(username),
          name: player.name,
          role: 'MODERATOR',
          password: null,
          creatorId,
          tiktokUsername: tiktokUsername || username,
        })
      }
      if (input.password) {
        user.password = input.password
        user.passwordChangedAt = DateTime.now()
      }
      const status = statusFor(Boolean(user.password))
      user.isActive = status === 'ACTIVE'
      user.useTransaction(trx)
      await user.save()

      const promoted = earlier ?? new ModeratorProfile().merge({ userId: user.id, creatorId, playerId: player.id })
      promoted.merge({
        displayName: player.name,
        tiktokHandle: tiktokHandleKey(user.tiktokUsername),
        permissions: input.permissions,
        status,
      })
      promoted.useTransaction(trx)
      await promoted.save()
      await record(
        acting,
        MODERATOR_EVENTS.MODERATOR_PROMOTED,
        auditTarget(promoted),
        {
          playerId: player.id,
          playerName: player.name,
          username: user.username,
          permissions: promoted.permissions,
          status,
        },
        trx
      )
      await promoted.load('user')
      return promoted as ModeratorProfileWithUser
    })
    .catch(duplicateAsConflict)
  return presentOne(profile)
}

/** Answers null when a parallel call created the player first (it is then found by name). */
function unlessAlreadyCreated(error: unknown): null {
  if (error instanceof ApiError && error.message === PLAYER_MESSAGES.exists) return null
  throw error
}

/**
 * The player a demoted moderator goes back to: the linked one, else the creator's player with
 * their TikTok name, else a new player (made by the players module, starter pack included, in its
 * own transaction: parallel demotes create it once, the name's unique index settles it).
 */
async function playerToDemoteTo(acting: Acting, moderator: ModeratorProfileWithUser) {
  if (moderator.playerId !== null) return moderator.playerId
  const name = moderator.user.tiktokUsername || moderator.displayName
  if (!(await findPlayerByName(Acting.system(moderator.creatorId), name))) {
    const created = await createPlayer(acting.with({ source: 'api' }), { name }).catch(unlessAlreadyCreated)
    if (created) return created.id
  }
  return (await unclaimedPlayerNamed(moderator.creatorId, name))?.id ?? null
}

/** Whether no other profile of the creator holds the player. */
async function isUnclaimed(creatorId: number, playerId: number, trx: Trx) {
  return !(await ModeratorProfile.query({ client: trx })
    .where('creator_id', creatorId)
    .where('player_id', playerId)
    .first())
}

/**
 * POST /api/moderators/{id}/demote: back to a normal player; data kept, no more sign-in.
 * Parallel demotes of one moderator: one wins under the row lock, the others answer 404.
 */
export async function demoteModerator(acting: Acting, id: unknown) {
  const creatorId = acting.requireCreatorId()
  const candidate = await playerToDemoteTo(acting, await findModerator(creatorId, id))
  await db
    .transaction(async (trx) => {
      const moderator = await lockModerator(creatorId, id, trx)
      let playerId = moderator.playerId
      if (playerId === null && candidate !== null && (await isUnclaimed(creatorId, candidate, trx)))
        playerId = candidate
      moderator.useTransaction(trx)
      moderator.merge({ status: 'INACTIVE', playerId })
      await moderator.save()
      await closeAccount(moderator.user, trx)
      await record(
        acting,
        MODERATOR_EVENTS.MODERATOR_DEMOTED,
        auditTarget(moderator),
        { playerId: moderator.playerId, username: moderator.user.username, permissions: moderator.permissions },
        trx
      )
    })
    .catch(duplicateAsConflict)
}

/** POST /api/moderators/{id}/reset-password: a PENDING moderator becomes ACTIVE; old sessions end. */
export async function resetModeratorPassword(acting: Acting, id: unknown, password: string) {
  const creatorId = acting.requireCreatorId()
  const profile = await db.transaction(async (trx) => {
    const moderator = await lockModerator(creatorId, id, trx)
    const { user } = moderator
    const activated = moderator.status === 'PENDING'
    user.useTransaction(trx)
    user.merge({ password, passwordChangedAt: DateTime.now() })
    if (activated) user.isActive = true
    await user.save()
    await revokeAllTokens(user, trx)
    if (activated) {
      moderator.useTransaction(trx)
      moderator.status = 'ACTIVE'
      await moderator.save()
    }
    await record(acting, MODERATOR_EVENTS.MODERATOR_PASSWORD_RESET, auditTarget(moderator), { activated }, trx)
    return moderator
  })
  return presentOne(profile)
}

// ---------------------------------------------------------------------------------------------
// Reactions (listeners) and demo data
// ---------------------------------------------------------------------------------------------

/** The demo moderator (core demo data) works with every permission. */
export async function seedDemoModerator(moderatorId: number) {
  const user = await User.findOrFail(moderatorId)
  await ModeratorProfile.create({
    userId: user.id,
    creatorId: user.creatorId!,
    playerId: null,
    displayName: user.name,
    tiktokHandle: tiktokHandleKey(user.tiktokUsername),
    permissions: [...MODERATOR_PERMISSIONS],
    status: 'ACTIVE',
  })
}
