/** Test data of the audit screens; not shipped. */
import { collectAuditEvents } from '@core/shared'
import type { FrontendModule } from '@shell'
import type { AuditEntryDto } from '../shared/audit'
import { ADMIN_AUDIT_EVENTS } from '../../admin/shared/audit_events'
import { LIVE_AUDIT_EVENTS } from '../../live/shared/audit_events'
import { MODERATOR_AUDIT_EVENTS } from '../../moderators/shared/audit_events'
import { PLAYER_AUDIT_EVENTS } from '../../players/shared/audit_events'
import { POWERUP_AUDIT_EVENTS } from '../../powerups/shared/audit_events'

/** The modules' audit declarations, as the shell hands them to the audit screens. */
export const declaringModules: FrontendModule[] = [
  { dependsOn: [], name: 'admin', auditEvents: ADMIN_AUDIT_EVENTS },
  { dependsOn: [], name: 'live', auditEvents: LIVE_AUDIT_EVENTS },
  { dependsOn: [], name: 'moderators', auditEvents: MODERATOR_AUDIT_EVENTS },
  { dependsOn: [], name: 'players', auditEvents: PLAYER_AUDIT_EVENTS },
  { dependsOn: [], name: 'powerups', auditEvents: POWERUP_AUDIT_EVENTS },
]

/** What `useAuditCatalogue()` answers with those modules enabled. */
export const catalogue = collectAuditEvents(declaringModules)

let nextId = 1

export function sampleEntry(overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id: nextId++,
    eventType: 'POWERUP_GRANTED',
    category: 'DATA_CHANGE',
    severity: 'LOW',
    actorType: 'MODERATOR',
    actorId: 3,
    actorName: 'Mia',
    targetType: 'PLAYER',
    targetId: 8,
    targetName: 'Pia',
    creatorId: 2,
    details: { powerupType: 'glove', count: 2 },
    metadata: {},
    ipAddress: '127.0.0.1',
    userAgent: 'Vitest',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  }
}

export const logsAnswer = (logs: AuditEntryDto[], hasMore = false) => ({
  body: {
    success: true,
    data: {
      logs,
      pagination: { page: 1, limit: 100, totalCount: logs.length, total: logs.length, totalPages: 1, hasMore },
    },
  },
})
