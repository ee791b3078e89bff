import { CliError, ApiRequestError, InvalidArgumentError, type CommandContext } from '../../../../cli/src/sdk.js'
import { ROLES, type Role } from '../../../../backend/core/shared/roles.js'
import { INVALID_PASSWORD, isStrongPassword } from '../../../../backend/core/shared/rules.js'
import { MODERATOR_PERMISSIONS, type ModeratorPermission } from '../../../moderators/shared/moderators.js'
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

/** `--permissions grant_powerups,use_powerups` (or `all`) for a new moderator. */
export function parsePermissions(value: string): ModeratorPermission[] {
  if (value.trim().toLowerCase() === 'all') return [...MODERATOR_PERMISSIONS]
  const given = value.split(',').map((item) => item.trim())
  const unknown = given.filter((item) => !(MODERATOR_PERMISSIONS as readonly string[]).includes(item))
  if (unknown.length || !given.length) {
    throw new InvalidArgumentError(`use ${MODERATOR_PERMISSIONS.join(', ')} (comma-separated) or all`)
  }
  return MODERATOR_PERMISSIONS.filter((permission) => given.includes(permission))
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
