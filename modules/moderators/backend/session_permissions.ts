import type User from '#core/users/user'
import { moderatorPermissionsOf } from './services/moderator_permissions.js'

/** A moderator holds the permissions their creator ticked, and none unless ACTIVE. */
export default async function moderatorSessionPermissions(user: User): Promise<string[] | null> {
  return user.role === 'MODERATOR' ? moderatorPermissionsOf(user.id) : null
}
