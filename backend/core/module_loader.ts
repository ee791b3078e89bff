import type { BackendModule } from './modules.js'
import { collectContributions, type ExtensionPoint } from './shared/extensions.js'
import { inDependencyOrder } from './shared/module_graph.js'
import { collectPermissions, type CollectedPermission, type ModeratorPermission } from './shared/permissions.js'

/*
| What the kernel reads from the enabled modules' manifests. The shell hands the one module list
| (backend/config/modules.ts) over at boot (PowerdeckProvider.register); the kernel imports no
| module and not the list either, so no import runs from the kernel back up into a module.
*/

let installed: readonly BackendModule[] | null = null
let pushTopicNames: Set<string> | null = null
/** Each extension point's contributions, collected once per installed list (read on hot paths: every answered player). */
let contributions = new Map<string, readonly unknown[]>()
let permissions: readonly CollectedPermission[] | null = null

/**
 * Called once by the app's provider with the enabled modules, before anything reads them. Orders
 * them by their declared dependencies; a cycle or a dependency not enabled stops the boot.
 */
export function installModules(modules: readonly BackendModule[]) {
  installed = inDependencyOrder(modules)
  pushTopicNames = null
  contributions = new Map()
  permissions = null
}

/** The enabled modules, each after those it depends on. */
export function enabledModules(): readonly BackendModule[] {
  if (!installed) throw new Error('The module list is not installed yet: the app must boot (PowerdeckProvider) first')
  return installed
}

/**
 * Everything the enabled modules contribute to an extension point, in module order.
 * The module owning the point reads its contributions here instead of keeping a registry that
 * other modules fill by import-time calls.
 */
export function contributionsTo<T>(point: ExtensionPoint<T>): readonly T[] {
  let items = contributions.get(point.id)
  if (!items) {
    items = Object.freeze(collectContributions(enabledModules(), point))
    contributions.set(point.id, items)
  }
  return items as readonly T[]
}

/** Whether an enabled module declares this push topic (its manifest's `pushTopics`). */
export function isDeclaredPushTopic(name: string): boolean {
  pushTopicNames ??= new Set(enabledModules().flatMap((module) => (module.pushTopics ?? []).map((topic) => topic.name)))
  return pushTopicNames.has(name)
}

/** The moderator permissions the enabled modules declare (their manifests' `permissions`), in module order. */
export function declaredPermissions(): readonly CollectedPermission[] {
  permissions ??= Object.freeze(collectPermissions(enabledModules()))
  return permissions
}

/** An enabled module's declaration of a permission; an id no enabled module declares is a programming error. */
export function declaredPermission(id: ModeratorPermission): CollectedPermission {
  const declaration = declaredPermissions().find((permission) => permission.id === id)
  if (!declaration) throw new Error(`Permission "${id}" is declared by no enabled module`)
  return declaration
}
