import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeCreator } from '#tests/helpers/accounts'
import { cleanupExpiredHoldings } from '#modules/powerups/backend/services/cleanup'
import { overrideSettings } from '#core/settings/system_settings_service'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/settings'
import { auditOf, grant, parseDetails, use } from '#modules/players/backend/tests/helpers'
import { addPlayer, listPlayers, withGrantPolicy } from '../helpers.js'

test.group('Powerups: expired cleanup', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('deactivates expired holdings, deletes nothing, audits once per creator as SYSTEM, tells the screens', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Alpha')
    await addPlayer(client, token, 'Beta')
    await use(client, token, 'Beta', 'mist').then((r) => r.assertStatus(200)) // used up: not an expiry
    await grant(client, token, { playerName: 'Alpha', powerupType: 'glove', expiresInDays: 60 }).then((r) =>
      r.assertStatus(200)
    )
    const { user: other, token: otherToken } = await makeCreator()
    await addPlayer(client, otherToken, 'Gamma')

    const events = emitter.fake(['powerups:changed'])
    try {
      // A month later the starter packs (30 days) are over; the 60-day grant is not.
      const result = await cleanupExpiredHoldings(DateTime.now().plus({ days: 31 }))
      assert.isTrue(result.enabled)
      assert.includeMembers(result.creatorIds, [creator.id, other.id])
      events.assertEmitted('powerups:changed', ({ data }) => data.creatorId === creator.id && data.reason === 'expired')
    } finally {
      emitter.restore()
    }

    const rows = await db.from('powerup_holdings').where('creator_id', creator.id).orderBy('id')
    assert.lengthOf(rows, 5)
    assert.deepEqual(
      rows.map((h) => [h.type, h.count, Boolean(h.is_active)]),
      [
        ['glove', 2, false],
        ['mist', 1, false],
        ['glove', 2, false],
        ['mist', 0, true],
        ['glove', 1, true],
      ]
    )
    const entries = await auditOf('POWERUP_EXPIRED', creator.id)
    assert.lengthOf(entries, 1)
    assert.containsSubset(entries[0], {
      actor_type: 'SYSTEM',
      actor_id: null,
      target_type: 'PLAYERS',
      target_name: 'Alpha, Beta',
    })
    assert.containsSubset(parseDetails(entries[0]), { holdings: 3, count: 5, byType: { glove: 4, mist: 1 } })
    const [gamma] = await auditOf('POWERUP_EXPIRED', other.id)
    assert.containsSubset(gamma, { target_type: 'PLAYER', target_name: 'Gamma' })

    // Nothing left to do: no second entry.
    const again = await cleanupExpiredHoldings(DateTime.now().plus({ days: 31 }))
    assert.notInclude(again.creatorIds, creator.id)
    assert.lengthOf(await auditOf('POWERUP_EXPIRED', creator.id), 1)
  })

  test('today nothing has expired: nothing changes', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Fresh')
    const result = await cleanupExpiredHoldings()
    assert.notInclude(result.creatorIds, creator.id)
    const [player] = await listPlayers(client, token)
    assert.lengthOf(player.powerups, 2)
  })

  test('the autoCleanupExpired setting off: no run', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Kept')
    const restore = overrideSettings({ [POWERUP_SETTINGS.autoCleanupExpired.key]: false })
    try {
      const result = await cleanupExpiredHoldings(DateTime.now().plus({ days: 31 }))
      assert.deepEqual(result, { enabled: false, deactivated: 0, creatorIds: [] })
    } finally {
      restore()
    }
    const active = await db.from('powerup_holdings').where('creator_id', creator.id).where('is_active', true)
    assert.lengthOf(active, 2)
    assert.lengthOf(await auditOf('POWERUP_EXPIRED', creator.id), 0)
  })
})
