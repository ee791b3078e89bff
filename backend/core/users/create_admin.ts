import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import User from './user.js'
import { ApiError } from '../http/api_error.js'
import { Acting } from '../acting/acting.js'
import { record } from '../audit/recorder.js'
import type { ActingOrigin } from '../shared/acting.js'
import { USER_EVENTS } from '../shared/audit_events.js'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/rules.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

export const createAdminValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(120),
    email: vine.string().trim().toLowerCase().email().maxLength(254),
    // Only the strong rule's length, as setup and the command have always asked
    password: vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(PASSWORD_MAX_LENGTH),
  })
)

export const SETUP_COMPLETE = 'Setup is already complete'

export interface CreateAdminOptions {
  /** Where the account comes from, kept in the audit entry. */
  via?: 'setup' | 'command'
  /** Refuse (409) when any admin exists already: the first-admin setup of a fresh install. */
  onlyFirst?: boolean
  /** Where the request came from, when there is one (audit IP and user agent). */
  origin?: ActingOrigin
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
      if (await User.query({ client: trx }).where('role', 'ADMIN').first())
        throw new ApiError(409, SETUP_COMPLETE, CORE_ERRORS.setup_complete)
    }
    const data = await createAdminValidator.validate(input)
    if (await User.query({ client: trx }).whereRaw('lower(email) = ?', [data.email]).first()) {
      throw new ApiError(409, 'An account with this email already exists', CORE_ERRORS.email_taken)
    }
    const admin = await User.create({ ...data, role: 'ADMIN', isActive: true }, { client: trx })
    await record(
      new Acting({ user: null, origin: options.origin }),
      USER_EVENTS.ADMIN_CREATED,
      { type: 'ADMIN', id: admin.id, name: admin.name },
      { email: admin.email, via: options.via ?? 'command' },
      trx
    )
    return admin
  })
}
