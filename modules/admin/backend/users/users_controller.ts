import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/users/user'
import { createUserValidator, updateUserValidator, userCountsValidator } from './validators.js'
import { createUser, deleteUser, updateUser, userCounts } from './users_service.js'
import type { UserCountsResponse } from '../../shared/users.js'

/** The users resource's writes (`/api/resources/users`) and the cards' counts (`/api/admin/users/summary`). */
export default class UsersController {
  async summary({ request }: HttpContext): Promise<UserCountsResponse> {
    const { search } = await userCountsValidator.validate(request.qs())
    return { success: true, data: await userCounts(search) }
  }

  async store({ acting, request, response }: HttpContext) {
    const { role, creatorId } = await request.validateUsing(createUserValidator)
    const user = await createUser(acting, role, creatorId, request.all())
    response.status(201)
    return user
  }

  async update({ acting, request }: HttpContext, user: User) {
    const change = await request.validateUsing(updateUserValidator)
    return updateUser(acting, user, change, request.all())
  }

  async destroy({ acting }: HttpContext, user: User) {
    await deleteUser(acting, user)
  }
}
