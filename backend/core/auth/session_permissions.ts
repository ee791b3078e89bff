import type User from '../users/user.js'
import { enabledModules } from '../module_loader.js'

type PermissionsOf = (user: User) => Promise<string[] | null>

/** The modules' permission readers, imported once (an import() per request costs a loader round trip). */
let readers: Promise<PermissionsOf[]> | null = null
function permissionReaders() {
  readers ??= Promise.all(
    enabledModules().flatMap((module) =>
      module.sessionPermissions ? [module.sessionPermissions().then((loaded) => loaded.default)] : []
    )
  ).catch((error) => {
    readers = null
    throw error
  })
  return readers
}

/**
 * What the user may do beyond their role, from the modules that limit it (the moderators
 * module for a moderator's permissions): null when no module limits this user.
 */
export async function sessionPermissions(user: User): Promise<string[] | null> {
  let held: string[] | null = null
  for (const permissionsOf of await permissionReaders()) {
    const permissions = await permissionsOf(user)
    if (permissions) held = [...(held ?? []), ...permissions]
  }
  return held
}
