import type { ErrorCode } from './error_codes.js'

/*
| The permissions a creator grants a moderator. The kernel owns only the mechanism: each module
| that checks a permission declares it, and each shell collects the enabled modules' declarations
| at boot, in module order. To add one, a module's `shared/permissions.ts`:
|
|   declare module '../../../backend/core/shared/permissions.js' {
|     interface PermissionIds { manage_players: true }
|   }
|   export const PLAYERS_PERMISSIONS = declarePermissions({
|     id: 'manage_players',
|     denied: 'You do not have permission to manage players',
|     code: PLAYERS_ERRORS.missing_permission_manage_players,
|   })
|
| then lists it as `permissions` in its backend, frontend and CLI manifests, and gives the pickers
| their texts under `<module>.permissions.<id>.label` / `.description` in its frontend catalogs.
*/

/** The permission ids, one key per id, added by the declaring modules (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PermissionIds {}

/** A permission id some module declares: a mistyped one is a type error. */
export type ModeratorPermission = Extract<keyof PermissionIds, string>

export interface PermissionDeclaration {
  id: ModeratorPermission
  /** The English 403 message when a moderator lacks it. */
  denied: string
  /** The 403's error code, one of the declaring module's (`players.missing_permission_manage_players`). */
  code: ErrorCode
}

/** A declaration as a shell collects it, with the module that declares it (its texts' namespace). */
export interface CollectedPermission extends PermissionDeclaration {
  module: string
}

/** A module's permissions, in the order it lists them. */
export function declarePermissions(...declarations: PermissionDeclaration[]): readonly PermissionDeclaration[] {
  return Object.freeze(declarations)
}

/** Every permission the given modules declare, in module order; an id declared twice stops the boot. */
export function collectPermissions(
  modules: readonly { name: string; permissions?: readonly PermissionDeclaration[] }[]
): CollectedPermission[] {
  const collected = new Map<string, CollectedPermission>()
  for (const module of modules) {
    for (const declaration of module.permissions ?? []) {
      const earlier = collected.get(declaration.id)
      if (earlier) {
        throw new Error(
          `Permission "${declaration.id}" is declared by both module "${earlier.module}" and module "${module.name}"`
        )
      }
      collected.set(declaration.id, { ...declaration, module: module.name })
    }
  }
  return [...collected.values()]
}
