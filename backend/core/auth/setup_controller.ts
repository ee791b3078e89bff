import type { HttpContext } from '@adonisjs/core/http'
import User from '../users/user.js'
import { createAdmin } from '../users/create_admin.js'
import { sessionUser } from './session_user.js'

/**
 * First-admin setup of a fresh install (production has no demo data): open while there is no
 * ADMIN account at all, closed with 409 'Setup is already complete' afterwards.
 */
export default class SetupController {
  /** `GET /api/auth/setup` → `{ success, setupRequired }`: lets clients skip the form when closed. */
  async show() {
    const admin = await User.query().where('role', 'ADMIN').select('id').first()
    return { success: true, setupRequired: !admin }
  }

  /** `POST /api/auth/setup { name, email, password }` → 201 `{ success, user }`. */
  async store(ctx: HttpContext) {
    const { name, email, password } = ctx.request.only(['name', 'email', 'password'])
    const admin = await createAdmin({ name, email, password }, { via: 'setup', onlyFirst: true, ctx })
    return ctx.response.status(201).send({ success: true, user: await sessionUser(admin) })
  }
}
