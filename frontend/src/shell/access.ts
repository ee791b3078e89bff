import type { FrontendModule, Role } from './manifest'

/** Who may open a path pattern (react-router syntax); roles omitted = any signed-in user. */
export interface AccessRule {
  path: string
  roles?: readonly Role[]
}

export interface AccessRules {
  /** react-admin resource name → roles allowed. */
  resources: Readonly<Record<string, readonly Role[]>>
  routes: readonly AccessRule[]
}

/**
 * The route table (docs/api/web.md). It holds whatever a module declares. /users is not here:
 * its page answers non-admins itself with 'Access Denied' (docs/api/web.md), its API refuses them.
 */
export const SHELL_ROUTE_RULES: readonly AccessRule[] = [
  { path: '/admin/*', roles: ['ADMIN'] },
  { path: '/moderators/*', roles: ['CREATOR'] },
]

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean)

/** react-router matching, case-insensitive like it: `:param` is one segment, a final `*` any rest. */
export function matchesPath(pattern: string, path: string): boolean {
  const patternParts = segments(pattern)
  const pathParts = segments(path.split(/[?#]/)[0])
  const splat = patternParts.at(-1) === '*'
  const fixed = splat ? patternParts.slice(0, -1) : patternParts
  if (splat ? pathParts.length < fixed.length : pathParts.length !== fixed.length) return false
  return fixed.every((part, index) => part.startsWith(':') || part === pathParts[index])
}

export function collectAccessRules(modules: readonly FrontendModule[]): AccessRules {
  const resources = modules.flatMap((module) => module.resources ?? [])
  const routes = modules.flatMap((module) => module.routes ?? [])
  return {
    resources: Object.fromEntries(resources.map((resource) => [resource.name, resource.roles])),
    routes: [
      ...SHELL_ROUTE_RULES,
      ...routes.map(({ path, roles }) => ({ path, roles })),
      ...resources.map(({ name, roles }) => ({ path: `/${name}/*`, roles })),
    ],
  }
}

/**
 * The one access check, shared by the route guard, the sidebar and the authProvider
 * (like react-admin's examples/crm). `target` is a resource name (`creators`) or a path
 * (`/admin/creators`): a path is allowed when every rule matching it lists the role.
 */
export function canAccess(role: Role | null | undefined, target: string, rules: AccessRules): boolean {
  if (!role) return false
  if (!target.startsWith('/')) return rules.resources[target]?.includes(role) ?? false
  return rules.routes.every((rule) => !rule.roles || !matchesPath(rule.path, target) || rule.roles.includes(role))
}

/** Each role's name, as a message key (`translate(ROLE_LABELS[role])`). */
export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'shell.roles.admin',
  CREATOR: 'shell.roles.creator',
  MODERATOR: 'shell.roles.moderator',
}
