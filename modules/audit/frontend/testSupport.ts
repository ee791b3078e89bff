/** Test data of the audit screens; not shipped. */
import type { AuditEntryDto } from '../shared/audit'

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
    data: { logs, pagination: { page: 1, limit: 100, totalCount: logs.length, total: logs.length, totalPages: 1, hasMore } },
  },
})
