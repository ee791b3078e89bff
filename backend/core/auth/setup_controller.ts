import type { HttpContext } from '@adonisjs/core/http'
import User from '../users/user.js'
import { createAdmin, SETUP_COMPLETE } from '../users/create_admin.js'
import { requestOrigin } from '../acting/request.js'
import { ApiError } from '../http/api_error.js'
import { sessionUser } from './session_user.js'
import type { SessionResponse } from '../shared/session.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/**
 * First-admin setup of a fresh install (production has no demo data): open while there is no
 * ADMIN account at all, closed with 409 'Setup is already complete' afterwards.
 */
export default class SetupController {
  /** `GET /api/auth/setup` → `{ success, setupRequired }`: lets clients skip the form when closed. */
  async show() {
    return { success: true, setupRequired: !(await adminExists()) }
  }

  /**
   * `POST /api/auth/setup { name, email, password }` → 201 `{ success, user }`. Once setup is
   * done a plain read answers 409: anonymous calls never lock the users table nor open a
   * transaction. Only a fresh install takes createAdmin's locked path, which settles races.
   */
  async store(ctx: HttpContext) {
    if (await adminExists()) throw new ApiError(409, SETUP_COMPLETE, CORE_ERRORS.setup_complete)
    const { name, email, password } = ctx.request.only(['name', 'email', 'password'])
    const admin = await createAdmin(
      { name, email, password },
      { via: 'setup', onlyFirst: true, origin: requestOrigin(ctx) }
    )
    // Read back: the columns the insert left to their defaults (username, avatar, 2FA …) belong
    // in the session user too, which the answer check of the suites caught missing.
    await admin.refresh()
    const answer: SessionResponse = { success: true, user: await sessionUser(admin) }
    return ctx.response.status(201).send(answer)
  }
}

async function adminExists() {
  return !!(await User.query().where('role', 'ADMIN').select('id').first())
}
