import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeCreator } from '#tests/helpers/accounts'
import { Acting } from '#core/acting/acting'
import { createPlayer } from '../../services/players_service.js'
import playersSummary from '../../services/creator_summary.js'

test.group('Players: the admin creator list figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('counts each creator its own players and dates their latest activity', async ({ assert }) => {
    const { user: creator } = await makeCreator()
    const { user: other } = await makeCreator()
    const acting = Acting.of({
      creatorId: creator.id,
      identity: { type: 'CREATOR', id: creator.id, name: creator.name },
      source: 'api',
    })
    for (const name of ['Holder', 'Resting', 'Empty']) await createPlayer(acting, { name })

    const summary = await playersSummary([creator.id, other.id])
    assert.equal(summary.get(creator.id)?.players, 3)
    assert.instanceOf(summary.get(creator.id)?.lastActivity, Date)
    assert.equal(summary.get(other.id)?.players ?? 0, 0)
  })
})
