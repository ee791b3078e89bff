import modules from '#config/modules'
import { collectContributions, type ExtensionPoint } from './shared/extensions.js'

/*
| What the kernel reads from the enabled modules' manifests (backend/config/modules.ts, the one
| module list). The kernel imports no module: it only iterates the list.
*/

/**
 * Everything the enabled modules contribute to an extension point, in module-list order.
 * The module owning the point reads its contributions here instead of keeping a registry that
 * other modules fill by import-time calls.
 */
export function contributionsTo<T>(point: ExtensionPoint<T>): T[] {
  return collectContributions(modules, point)
}

let pushTopicNames: Set<string> | null = null

/** Whether an enabled module declares this push topic (its manifest's `pushTopics`). */
export function isDeclaredPushTopic(name: string): boolean {
  pushTopicNames ??= new Set(modules.flatMap((module) => (module.pushTopics ?? []).map((topic) => topic.name)))
  return pushTopicNames.has(name)
}
