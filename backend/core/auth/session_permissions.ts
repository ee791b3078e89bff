import type User from '../users/user.js'
import { enabledModules } from '../module_loader.js'

/**
 * What the user may do beyond their role, from the modules that limit it (the moderators
 * module for a moderator's permissions): null when no module limits this user.
 */
export async function sessionPermissions(user: User): Promise<string[] | null> {
  let held: string[] | null = null
  for (const module of enabledModules()) {
    if (!module.sessionPermissions) continue
    const permissions = await (await module.sessionPermissions()).default(user)
    if (permissions) held = [...(held ?? []), ...permissions]
  }
  return held
}
