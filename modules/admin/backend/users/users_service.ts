import emitter from '@adonisjs/core/services/emitter'
import type { UserActing } from '#core/acting/acting'
import { contributionsTo } from '#core/module_loader'
import { ApiError } from '#core/http/api_error'
import type { Role } from '#core/shared/roles'
import User from '#core/users/user'
import { MODERATOR_ACCOUNTS } from '#core/back_office'
import { currentAccounts, USER_SEARCH_COLUMNS } from './accounts.js'
import { USERS_TEXTS, type UserCountsDto } from '../../shared/users.js'
import * as admins from '../services/admins_service.js'
import * as creators from '../services/creators_service.js'
import {
  createAdminValidator,
  createCreatorValidator,
  updateAdminValidator,
  updateCreatorValidator,
} from '../validators.js'
import { ADMIN_ERRORS } from '../../shared/error_codes.js'

/** The four cards: every current account the search matches, by role. */
export async function userCounts(search?: string): Promise<UserCountsDto> {
  const query = currentAccounts(User.query())
  if (search) {
    const needle = `%${search.toLowerCase()}%`
    query.where((q) => {
      for (const column of USER_SEARCH_COLUMNS) q.orWhereRaw(`lower(${column}) like ?`, [needle])
    })
  }
  const rows = await query.groupBy('role').select('role').count('* as total')
  const byRole = (role: Role) => Number(rows.find((row) => row.role === role)?.$extras.total ?? 0)
  const counts = { creators: byRole('CREATOR'), moderators: byRole('MODERATOR'), admins: byRole('ADMIN') }
  return { total: counts.creators + counts.moderators + counts.admins, ...counts }
}

/** The moderators module's account services (422 when that module is not enabled). */
export function moderatorAccounts() {
  const [contribution] = contributionsTo(MODERATOR_ACCOUNTS)
  if (!contribution) throw new ApiError(422, USERS_TEXTS.moderatorsUnavailable, ADMIN_ERRORS.moderators_unavailable)
  return contribution.accounts().then((loaded) => loaded.default)
}

/** Dependents of a creator's account (their data caches) hear of its changes, as Creator Management says. */
const creatorChanged = (creatorId: number) => emitter.emit('powerdeck:creator_changed', { creatorId })

/** A moderator's creator: named on create (422 otherwise) and an existing creator account. */
async function moderatorCreator(creatorId: number | undefined) {
  if (creatorId === undefined)
    throw new ApiError(422, USERS_TEXTS.creatorRequired, ADMIN_ERRORS.moderator_needs_creator)
  const creator = await User.query().where('id', creatorId).where('role', 'CREATOR').first()
  if (!creator) throw new ApiError(422, USERS_TEXTS.creatorNotFound, ADMIN_ERRORS.creator_not_found)
  return creator
}

/** Creates an account of the given role through the rules of the service that keeps that role. */
export async function createUser(
  acting: UserActing,
  role: Role,
  creatorId: number | undefined,
  fields: Record<string, unknown>
) {
  if (role === 'ADMIN') return admins.createAdminAccount(acting, await createAdminValidator.validate(fields))
  if (role === 'CREATOR') {
    const creator = await creators.createCreator(acting, await createCreatorValidator.validate(fields))
    await creatorChanged(creator.id)
    return creator
  }
  const creator = await moderatorCreator(creatorId)
  const id = await (await moderatorAccounts()).create(acting, creator.id, fields)
  return User.findOrFail(id)
}

/**
 * Changes an account through its role's service (a new password ends its sessions there); a
 * changed `isActive` then goes through that service's activation rules (not the last active admin,
 * not oneself). The role itself never changes.
 */
export async function updateUser(
  acting: UserActing,
  user: User,
  change: { role?: Role; isActive?: boolean },
  fields: Record<string, unknown>
) {
  if (change.role !== undefined && change.role !== user.role)
    throw new ApiError(422, USERS_TEXTS.roleFixed, ADMIN_ERRORS.role_fixed)
  const activation = change.isActive !== undefined && change.isActive !== user.isActive ? change.isActive : undefined
  if (user.role === 'ADMIN') {
    const admin = await admins.updateAdminAccount(acting, user, await updateAdminValidator.validate(fields))
    return activation === undefined ? admin : admins.setAdminActive(acting, admin, activation)
  }
  if (user.role === 'CREATOR') {
    const data = await updateCreatorValidator.validate({ tiktokUsername: user.tiktokUsername, ...fields })
    let creator = await creators.updateCreator(acting, user, data)
    if (activation !== undefined) creator = await creators.setCreatorActive(acting, creator, activation)
    await creatorChanged(creator.id)
    return creator
  }
  const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : undefined
  if (email !== undefined && email !== user.email.toLowerCase())
    throw new ApiError(422, USERS_TEXTS.moderatorEmailFixed, ADMIN_ERRORS.moderator_email_fixed)
  await (await moderatorAccounts()).update(acting, user, { ...fields, isActive: activation })
  return User.findOrFail(user.id)
}

/** Deletes an admin or creator account; a moderator is removed as their module does it. */
export async function deleteUser(acting: UserActing, user: User) {
  if (user.role === 'ADMIN') return admins.deleteAdminAccount(acting, user)
  if (user.role === 'CREATOR') {
    await creators.deleteCreator(acting, user)
    return creatorChanged(user.id)
  }
  return (await moderatorAccounts()).remove(acting, user)
}
