import { test } from '@japa/runner'
import { declaredAuditEvent, declaredAuditEvents } from '#core/audit/catalogue'
import { formatAuditExport } from '../../../shared/export.js'
import type { AuditEntryDto } from '../../../shared/audit.js'

const entry = (overrides: Partial<AuditEntryDto>): AuditEntryDto => ({
  id: 1,
  eventType: 'POWERUP_GRANTED',
  category: 'DATA_CHANGE',
  severity: 'LOW',
  actorType: 'CREATOR',
  actorId: 2,
  actorName: 'Nova',
  targetType: 'PLAYER',
  targetId: 3,
  targetName: 'Pia',
  creatorId: 2,
  details: { powerupType: 'glove', count: 2 },
  metadata: {},
  ipAddress: null,
  userAgent: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  ...overrides,
})

test.group('Audit catalogue: the declared events', () => {
  test('the kernel and every enabled module declare their events with a label', ({ assert }) => {
    const catalogue = declaredAuditEvents()
    for (const type of [
      'USER_LOGIN',
      'MODERATOR_LOGOUT',
      'PASSWORD_CHANGED',
      'ADMIN_CREATED',
      'CREATOR_DELETED',
      'POWERUP_GRANTED',
    ]) {
      assert.exists(catalogue[type], type)
    }
    for (const [type, declaration] of Object.entries(catalogue)) assert.isString(declaration.label, type)
    assert.deepInclude(declaredAuditEvent('USER_LOGIN'), {
      category: 'AUTHENTICATION',
      severity: 'LOW',
      sentence: 'logged in',
    })
    assert.isNull(declaredAuditEvent('NOT_AN_EVENT'))
  })

  test('the server export words its summaries from the declarations', ({ assert }) => {
    const csv = formatAuditExport(
      [
        entry({}),
        entry({ id: 2, eventType: 'MODERATOR_LOGIN', actorName: 'Mia', details: {} }),
        entry({ id: 3, eventType: 'CREATOR_UPDATED' }),
      ],
      'csv',
      declaredAuditEvents()
    )
    const summaries = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[7])
    assert.deepEqual(summaries, ['Nova granted 2 glove to Pia', 'Mia logged in', 'Nova updated creator (Pia)'])
  })
})
