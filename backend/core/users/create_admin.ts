import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import User from './user.js'
import { ApiError } from '../http/api_error.js'
import { recordAudit, SYSTEM_ACTOR } from '#modules/audit/backend/services/audit_service'

export const createAdminValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(120),
    email: vine.string().trim().toLowerCase().email().maxLength(254),
    password: vine.string().minLength(8).maxLength(256),
  })
)

export const SETUP_COMPLETE = 'Setup is already complete'

export interface CreateAdminOptions {
  /** Where the account comes from, kept in the audit entry. */
  via?: 'setup' | 'command'
  /** Refuse (409) when any admin exists already: the first-admin setup of a fresh install. */
  onlyFirst?: boolean
  /** The request, when there is one (audit IP and user agent). */
  ctx?: HttpContext | null
}

/**
 * Creates an ADMIN account (emails unique, case-insensitive) and records it in the audit
 * trail, in one transaction. Used by `POST /api/auth/setup` and `./ace powerdeck:create-admin`.
 */
export async function createAdmin(input: unknown, options: CreateAdminOptions = {}) {
  return db.transaction(async (trx) => {
    if (options.onlyFirst) {
      // Serialise concurrent setups on PostgreSQL; SQLite serialises writers already.
      if (trx.dialect.name === 'postgres') await trx.rawQuery('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE')
      if (await User.query({ client: trx }).where('role', 'ADMIN').first()) throw new ApiError(409, SETUP_COMPLETE)
    }
    const data = await createAdminValidator.validate(input)
    if (await User.query({ client: trx }).whereRaw('lower(email) = ?', [data.email]).first()) {
      throw new ApiError(409, 'An account with this email already exists')
    }
    const admin = await User.create({ ...data, role: 'ADMIN', isActive: true }, { client: trx })
    await recordAudit(options.ctx ?? null, {
      eventType: 'ADMIN_CREATED',
      category: 'SECURITY',
      severity: 'HIGH',
      actor: SYSTEM_ACTOR,
      target: { type: 'ADMIN', id: admin.id, name: admin.name },
      creatorId: null,
      details: { email: admin.email, via: options.via ?? 'command' },
      client: trx,
    })
    return admin
  })
}
