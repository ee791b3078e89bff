import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { committedCreators } from '#tests/helpers/accounts'
import { queriesDuring } from '#tests/helpers/queries'
import { elsewhereSettled, FEED_NEEDS_PG, feedOnPostgres, followingChanges } from '#tests/helpers/change_feed'
import { overlayKeyOf } from '../../services/live_settings_service.js'

const storedKey = async (creatorId: number) =>
  (await db.from('live_settings').where('creator_id', creatorId).select('overlay_key').first())?.overlay_key ?? null

test.group('Live: the overlay key a push needs is kept per process, following the change feed', (group) => {
  const creators = committedCreators()
  followingChanges(group)
  group.each.teardown(() => creators.teardown())

  test('read once, then kept; a change by another process or a revoke drops it', async ({ client, assert }) => {
    const { user, token } = await creators.make()
    ;(await client.post('/api/live/overlay').bearerToken(token)).assertStatus(200)
    const created = await storedKey(user.id)
    assert.equal(await overlayKeyOf(user.id), created)
    assert.deepEqual(await queriesDuring(() => overlayKeyOf(user.id)), [], 'the second push reads nothing')

    await elsewhereSettled('update live_settings set overlay_key = $1 where creator_id = $2', [
      '0123456789abcdef',
      user.id,
    ])
    assert.equal(await overlayKeyOf(user.id), '0123456789abcdef')

    ;(await client.delete('/api/live/overlay').bearerToken(token)).assertStatus(200)
    assert.isNull(await overlayKeyOf(user.id), 'a revoked link reaches no overlay at once')
  }).skip(!feedOnPostgres, FEED_NEEDS_PG)
})
