import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import type { UserActing } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import User from '#core/users/user'
import { ApiError } from '#core/http/api_error'
import { revokeAllTokens } from '#core/auth/tokens'
import { ADMIN_EVENTS } from '../../shared/events.js'
import { ensureEmailFree } from './creators_service.js'
import type { createAdminValidator, updateAdminValidator } from '../validators.js'
import { ADMIN_ERRORS } from '../../shared/error_codes.js'

export const presentAdmin = (admin: User) => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role: admin.role,
  isActive: admin.isActive,
  createdAt: admin.createdAt.toISO(),
  lastLoginAt: admin.lastLoginAt?.toISO() ?? null,
})

/** Every admin account, oldest first. */
export function listAdmins() {
  return User.query().where('role', 'ADMIN').orderBy('created_at', 'asc')
}

export async function findAdmin(id: unknown) {
  const admin = await User.query()
    .where('id', Number(id) || 0)
    .where('role', 'ADMIN')
    .first()
  if (!admin) throw new ApiError(404, 'Admin not found', ADMIN_ERRORS.admin_not_found)
  return admin
}

const adminTarget = (admin: User) => ({ type: 'ADMIN', id: admin.id, name: admin.name })
/** Admin accounts belong to no creator: their entries are system-wide. */
const SYSTEM_WIDE = { creatorId: null }

const LAST_ADMIN = 'At least one admin must remain in the system for security reasons.'

/**
 * `admin` as it is now, with every admin row locked until the transaction ends (PostgreSQL;
 * SQLite runs one transaction at a time): 404 when a parallel request deleted it; with
 * `leaving`, 400 unless another active admin remains. So two admins deactivating or deleting
 * each other at once cannot leave the platform with none, and each change is written once.
 */
async function lockedAdmin(admin: User, trx: TransactionClientContract, { leaving }: { leaving: boolean }) {
  const query = trx.from('users').where('role', 'ADMIN').orderBy('id').select('id', 'is_active')
  if (trx.dialect.name === 'postgres') query.forUpdate()
  const admins = await query
  const current = admins.find((row) => row.id === admin.id)
  if (!current) throw new ApiError(404, 'Admin not found', ADMIN_ERRORS.admin_not_found)
  if (leaving && !admins.some((row) => row.id !== admin.id && Boolean(row.is_active))) {
    throw new ApiError(400, LAST_ADMIN, ADMIN_ERRORS.last_admin)
  }
  return { isActive: Boolean(current.is_active) }
}

export async function createAdminAccount(acting: UserActing, data: Infer<typeof createAdminValidator>) {
  await ensureEmailFree(data.email)
  return db.transaction(async (trx) => {
    const admin = await User.create({ ...data, role: 'ADMIN', isActive: true }, { client: trx })
    await record(acting, ADMIN_EVENTS.ADMIN_CREATED, adminTarget(admin), {}, trx, SYSTEM_WIDE)
    return admin
  })
}

export async function updateAdminAccount(acting: UserActing, admin: User, data: Infer<typeof updateAdminValidator>) {
  await ensureEmailFree(data.email, admin.id)
  return db.transaction(async (trx) => {
    admin.useTransaction(trx)
    admin.merge({ name: data.name, email: data.email })
    if (data.password) admin.password = data.password
    // The same values again: nothing to write or record.
    if (!admin.$isDirty) return admin
    await admin.save()
    // A new password ends the admin's other sessions and the impersonations they opened; an admin
    // editing their own account keeps the session they are using.
    if (data.password) {
      const own = admin.id === acting.user.id
      await revokeAllTokens(admin, trx, { keepTokenId: own ? acting.tokenId : null })
    }
    const details = { passwordChanged: Boolean(data.password) }
    await record(acting, ADMIN_EVENTS.ADMIN_UPDATED, adminTarget(admin), details, trx, SYSTEM_WIDE)
    return admin
  })
}

export async function setAdminActive(acting: UserActing, admin: User, isActive: boolean) {
  if (!isActive && admin.id === acting.user.id)
    throw new ApiError(400, 'You cannot deactivate your own admin account.', ADMIN_ERRORS.cannot_deactivate_self)
  return db.transaction(async (trx) => {
    const current = await lockedAdmin(admin, trx, { leaving: !isActive })
    // Already so (this request's or a parallel one's change): nothing to write or record.
    if (current.isActive === isActive) return admin.merge({ isActive })
    admin.useTransaction(trx)
    admin.isActive = isActive
    await admin.save()
    if (!isActive) await revokeAllTokens(admin, trx)
    const event = isActive ? ADMIN_EVENTS.ADMIN_ACTIVATED : ADMIN_EVENTS.ADMIN_DEACTIVATED
    await record(acting, event, adminTarget(admin), {}, trx, SYSTEM_WIDE)
    return admin
  })
}

export async function deleteAdminAccount(acting: UserActing, admin: User) {
  if (admin.id === acting.user.id)
    throw new ApiError(400, 'You cannot delete your own admin account.', ADMIN_ERRORS.cannot_delete_self)
  await db.transaction(async (trx) => {
    await lockedAdmin(admin, trx, { leaving: true })
    await record(acting, ADMIN_EVENTS.ADMIN_DELETED, adminTarget(admin), {}, trx, SYSTEM_WIDE)
    // Its own tokens would cascade; the impersonation tokens it opened are held by creators.
    await revokeAllTokens(admin, trx)
    admin.useTransaction(trx)
    await admin.delete()
  })
}
