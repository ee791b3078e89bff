import type User from '#core/users/user'
import ModeratorProfile from './models/moderator_profile.js'

/** A moderator holds the permissions their creator ticked, and none unless ACTIVE. */
export default async function moderatorSessionPermissions(user: User): Promise<string[] | null> {
  if (user.role !== 'MODERATOR') return null
  const profile = await ModeratorProfile.find(user.id)
  return profile?.status === 'ACTIVE' ? profile.permissions : []
}
