import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { cleanupExpiredHoldings } from '#modules/powerups/backend/services/cleanup'
import { committedCreators } from '#tests/helpers/accounts'
import { auditOf, parseDetails } from '#modules/players/backend/tests/helpers'
import { addPlayer } from '../helpers.js'

test.group('Powerups: expired cleanup running in parallel', (group) => {
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('parallel runs (several processes) deactivate and audit each holding once', async ({ client, assert }) => {
    const { user, token } = await creators.make()
    await addPlayer(client, token, 'Early')
    await addPlayer(client, token, 'Late')
    const later = DateTime.now().plus({ days: 31 }) // the starter packs (30 days) are over
    const runs = await Promise.all(Array.from({ length: 4 }, () => cleanupExpiredHoldings(later)))

    assert.equal(runs.filter((run) => run.creatorIds.includes(user.id)).length, 1)
    const entries = await auditOf('POWERUP_EXPIRED', user.id)
    assert.lengthOf(entries, 1)
    assert.containsSubset(parseDetails(entries[0]), { holdings: 4, count: 6, byType: { glove: 4, mist: 2 } })
    const active = await db.from('powerup_holdings').where('creator_id', user.id).where('is_active', true)
    assert.lengthOf(active, 0)
  })
})
