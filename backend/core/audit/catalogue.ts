import type { AuditEventDeclaration } from '../shared/audit.js'
import { collectAuditEvents, KERNEL_AUDIT_EVENTS } from '../shared/audit_events.js'

/*
| The declared audit events, loaded once at boot from the module list (PowerdeckProvider). The
| recorder and the audit screens read them here, so neither imports the module list itself.
*/

let catalogue: Record<string, AuditEventDeclaration> = { ...KERNEL_AUDIT_EVENTS }

/** Boot: the kernel's events and the enabled modules' (in list order, the first wins). */
export function loadAuditCatalogue(modules: readonly { auditEvents?: Record<string, AuditEventDeclaration> }[]) {
  catalogue = collectAuditEvents(modules)
}

/** Every declared audit event, by type (category, severity, label, sentence). */
export function declaredAuditEvents(): Readonly<Record<string, AuditEventDeclaration>> {
  return catalogue
}

/** The declaration of an audit event; null when neither the kernel nor any module declares it. */
export function declaredAuditEvent(eventType: string): AuditEventDeclaration | null {
  return catalogue[eventType] ?? null
}
