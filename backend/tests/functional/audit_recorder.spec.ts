import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import type { RecordedEntry } from '#core/events'
import { makeCreator } from '#tests/helpers/accounts'

/** An event the admin module declares (SECURITY/HIGH unless overridden). */
const DECLARED = 'CREATOR_UPDATED'

test.group('Kernel: the audit recorder', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an undeclared event fails loudly outside production', async ({ assert }) => {
    await assert.rejects(() => record(Acting.system(), 'NO_SUCH_EVENT_TYPO'), /not declared/)
  })

  test('names the acting identity and tenant, clips the origin, notes impersonation', async ({ assert }) => {
    const { user: creator } = await makeCreator()
    const acting = Acting.forUser(creator, { origin: { ip: '1'.repeat(100), userAgent: 'u'.repeat(900) } }).with({
      impersonation: { id: 7, adminId: 1, adminEmail: 'root@example.com', adminRole: 'ADMIN', startedAt: new Date() },
    })
    const entry = await record(
      acting,
      DECLARED,
      { type: 'CREATOR', id: creator.id, name: creator.name },
      { field: 'name' }
    )
    assert.equal(entry.actorType, 'CREATOR')
    assert.equal(entry.actorId, creator.id)
    assert.equal(entry.creatorId, creator.id)
    assert.lengthOf(entry.ipAddress!, 64)
    assert.lengthOf(entry.userAgent!, 500)
    assert.deepEqual(entry.metadata, { impersonatedBy: 'root@example.com', impersonationId: 7 })
    assert.deepEqual(entry.details, { field: 'name' })
  })

  test('inside a transaction: announced after the commit, never for a rollback', async ({ assert }) => {
    const heard: number[] = []
    const listener = (entry: RecordedEntry) => void heard.push(entry.id)
    emitter.on('audit:recorded', listener)
    try {
      const rolledBack = db.transaction(async (trx) => {
        await record(Acting.system(), DECLARED, null, {}, trx)
        throw new Error('undo')
      })
      await assert.rejects(() => rolledBack, 'undo')
      assert.deepEqual(heard, [])
      const kept = await db.transaction((trx) => record(Acting.system(), DECLARED, null, {}, trx, { creatorId: null }))
      assert.deepEqual(heard, [kept.id])
    } finally {
      emitter.off('audit:recorded', listener)
    }
  })
})
