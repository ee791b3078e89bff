import { CliError, ApiRequestError, InvalidArgumentError, type CommandContext } from '../../../../cli/src/sdk.js'
import { ROLES, type Role } from '../../../../backend/core/shared/roles.js'
import { INVALID_PASSWORD, isStrongPassword } from '../../../../backend/core/shared/rules.js'
import type { CollectedPermission } from '../../../../backend/core/shared/permissions.js'
import type { ModeratorPermission } from '../../../moderators/shared/moderators.js'
import type { UserAccountDto } from '../../shared/users.js'
import { passwordRule } from '../common.js'

/** The users resource (docs/api/admin.md: 'User Management'): every account, written through each role's rules. */
export const USERS_PATH = '/api/resources/users'

export const describeUser = (user: UserAccountDto) => `${user.name} <${user.email}> (${user.role}, id ${user.id})`

/** `--role admin` or `ADMIN`. */
export function parseRole(value: string): Role {
  const role = value.trim().toUpperCase()
  if (!(ROLES as readonly string[]).includes(role)) throw new InvalidArgumentError(`use one of ${ROLES.join(', ')}`)
  return role as Role
}

/**
 * The parser of `--permissions grant_powerups,use_powerups` (or `all`) for a new moderator, over
 * the permissions the enabled modules declare (`shell.permissions`); answers the ids in module order.
 */
export function permissionsParser(declared: readonly CollectedPermission[]) {
  const ids = declared.map((permission) => permission.id)
  return (value: string): ModeratorPermission[] => {
    if (value.trim().toLowerCase() === 'all') return [...ids]
    const given = value.split(',').map((item) => item.trim())
    const unknown = given.filter((item) => !(ids as string[]).includes(item))
    if (unknown.length || !given.length) {
      throw new InvalidArgumentError(`use ${ids.join(', ')} (comma-separated) or all`)
    }
    return ids.filter((id) => given.includes(id))
  }
}

/** The password rule of the role's own service, checked at the prompt too (moderators need a strong one). */
export const passwordRuleFor = (role: Role) =>
  role === 'MODERATOR' ? (value: string) => isStrongPassword(value) || INVALID_PASSWORD : passwordRule

/** One account; 404 → 'User not found'. */
export async function fetchUser(ctx: CommandContext<unknown>, id: string) {
  try {
    return await ctx.api.get<UserAccountDto>(`${USERS_PATH}/${id}`)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw new CliError('User not found')
    throw error
  }
}
