import modules from '#config/modules'
import type { AuditEventDeclaration } from './shared/audit.js'
import { collectContributions, type ExtensionPoint } from './shared/extensions.js'

/*
| What the kernel reads from the enabled modules' manifests (backend/config/modules.ts, the one
| module list). The kernel imports no module: it only iterates the list.
*/

/** The declaration of an audit event, from whichever module declares it; null when none does. */
export function declaredAuditEvent(eventType: string): AuditEventDeclaration | null {
  for (const module of modules) {
    const declared = module.auditEvents?.[eventType]
    if (declared) return declared
  }
  return null
}

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
