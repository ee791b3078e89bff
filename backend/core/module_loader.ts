import modules from '#config/modules'
import type { AuditEventDeclaration } from './shared/audit.js'
import { collectAuditEvents } from './shared/audit_events.js'
import { collectContributions, type ExtensionPoint } from './shared/extensions.js'

/*
| What the kernel reads from the enabled modules' manifests (backend/config/modules.ts, the one
| module list). The kernel imports no module: it only iterates the list.
*/

/** Every declared audit event: the kernel's own and the enabled modules' (core/shared/audit_events). */
export function declaredAuditEvents(): Record<string, AuditEventDeclaration> {
  return collectAuditEvents(modules)
}

/** The declaration of an audit event, from the kernel or whichever module declares it; null when none does. */
export function declaredAuditEvent(eventType: string): AuditEventDeclaration | null {
  return declaredAuditEvents()[eventType] ?? null
}

/**
 * Everything the enabled modules contribute to an extension point, in module-list order.
 * The module owning the point reads its contributions here instead of keeping a registry that
 * other modules fill by import-time calls.
 */
export function contributionsTo<T>(point: ExtensionPoint<T>): T[] {
  return collectContributions(modules, point)
}
