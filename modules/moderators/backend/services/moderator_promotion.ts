/** A player promoted to moderator (an account made from them) and a moderator demoted back to a player. */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import User from '#core/users/user'
import { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { ApiError } from '#core/http/api_error'
import { assertRegistrationOpen } from '#core/settings/system_settings_service'
import { createPlayer, findPlayerByName, requirePlayer } from '#modules/players/backend/public'
import { PLAYER_MESSAGES } from '#modules/players/shared/players'
import ModeratorProfile, { tiktokHandleKey } from '../models/moderator_profile.js'
import { MODERATOR_EVENTS } from '../../shared/moderators.js'
import type { promotePlayerValidator } from '../validators.js'
import { lockAccount } from '#core/users/account_lock'
import type { ModeratorProfileWithUser, Trx } from './moderator_records.js'
import {
  auditTarget,
  closeAccount,
  duplicateAsConflict,
  ensureAccountFree,
  ensureTiktokFree,
  findModerator,
  freeUsername,
  lockModerator,
  placeholderEmail,
  profilesOf,
  statusFor,
  tiktokHandleOf,
  unclaimedPlayerNamed,
} from './moderator_records.js'
import { presentOne } from './moderator_queries.js'
import { MODERATORS_ERRORS } from '../../shared/error_codes.js'

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
      if (earlier && earlier.status !== 'INACTIVE')
        throw new ApiError(409, 'This player is already a moderator', MODERATORS_ERRORS.already_moderator)

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
