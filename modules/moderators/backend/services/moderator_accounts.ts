/** Moderator accounts: create or invite, update, remove, reset the password. */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import User from '#core/users/user'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { ApiError } from '#core/http/api_error'
import { revokeAllTokens } from '#core/auth/tokens'
import { assertRegistrationOpen } from '#core/settings/system_settings_service'
import ModeratorProfile, { tiktokHandleKey } from '../models/moderator_profile.js'
import { declaredPermissions } from '#core/module_loader'
import { MODERATOR_EVENTS, type ModeratorPermission } from '../../shared/moderators.js'
import type { createModeratorValidator, updateModeratorValidator } from '../validators.js'
import { lockAccount } from '#core/users/account_lock'
import type { ModeratorProfileWithUser, Trx } from './moderator_records.js'
import {
  auditTarget,
  closeAccount,
  duplicateAsConflict,
  ensureAccountFree,
  ensureTiktokFree,
  freeUsername,
  lockModerator,
  placeholderEmail,
  statusFor,
  unclaimedPlayerNamed,
} from './moderator_records.js'
import { presentOne } from './moderator_queries.js'
import { MODERATORS_ERRORS } from '../../shared/error_codes.js'

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
        throw new ApiError(
          409,
          'Set a password with Reset Password before activating this moderator',
          MODERATORS_ERRORS.password_first
        )
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
    permissions: declaredPermissions().map((permission) => permission.id),
    status: 'ACTIVE',
  })
}
