import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditEntry from '#core/audit/audit_entry'
import { makeCreator } from '#tests/helpers/accounts'
import { ShoutoutFactory } from '../../database/factories/shoutout_factory.js'

test.group('Shoutouts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a creator sends a shoutout: stored, audited, listed', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const sent = await client.post('/api/shoutouts').bearerToken(token).json({ message: 'Welcome, Nia!' })
    sent.assertStatus(201)
    assert.equal(sent.body().shoutout.message, 'Welcome, Nia!')

    const entry = await AuditEntry.query()
      .where('event_type', 'SHOUTOUT_SENT')
      .where('creator_id', creator.id)
      .firstOrFail()
    assert.deepEqual(entry.details, { message: 'Welcome, Nia!' })

    const listed = await client.get('/api/shoutouts').bearerToken(token)
    assert.deepEqual(
      listed.body().shoutouts.map((s: { message: string }) => s.message),
      ['Welcome, Nia!']
    )
  })

  test('the tenant sees only its own shoutouts, and the length setting applies', async ({ client, assert }) => {
    const { user: other } = await makeCreator()
    await ShoutoutFactory.merge({ creatorId: other.id }).createMany(2)
    const { token } = await makeCreator()

    const listed = await client.get('/api/shoutouts').bearerToken(token)
    assert.deepEqual(listed.body().shoutouts, [])

    const tooLong = await client
      .post('/api/shoutouts')
      .bearerToken(token)
      .json({ message: 'x'.repeat(141) })
    tooLong.assertStatus(400)
    assert.equal(tooLong.body().error, 'A shoutout has at most 140 characters')
  })
})
