import factory from '@adonisjs/lucid/factories'
import AuditEntry from '#core/audit/audit_entry'

/**
 * An entry written straight to the trail, for tests that need one the API cannot make (from
 * long ago, with awkward text); `.merge({...})` sets any field, `createdAt` included.
 */
export const AuditEntryFactory = factory
  .define(AuditEntry, () => ({
    eventType: 'SOMETHING_HAPPENED',
    category: 'DATA_CHANGE' as const,
    severity: 'LOW' as const,
    actorType: 'SYSTEM' as const,
    actorName: 'System',
    details: {},
    metadata: {},
  }))
  .build()
