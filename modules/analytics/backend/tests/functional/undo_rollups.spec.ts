import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import { makeCreator } from '#tests/helpers/accounts'
import { addPlayer, grant, use } from '#modules/players/backend/tests/helpers'
import { addDays, lastDays } from '../../services/days.js'
import { rebuildRollups } from '../../services/rollups.js'
import { applyActivity } from '../../services/activity_consumer.js'

const today = lastDays(1).from
const yesterday = addDays(today, -1)

const undo = (client: ApiClient, token: string, entryId: string) =>
  client.post(`/api/powerups/ledger/${entryId}/undo`).bearerToken(token).json({})

/** The creator's rollups of a day: the day's figures and its time-maker row. */
async function rolledUp(creatorId: number, day: string) {
  const figures = await db.from('analytics_creator_days').where({ creator_id: creatorId, day }).first()
  const type = await db
    .from('analytics_powerup_type_days')
    .where({ creator_id: creatorId, day, type: 'time-maker' })
    .first()
  return {
    grants: Number(figures?.grants ?? 0),
    uses: Number(figures?.uses ?? 0),
    activePlayers: Number(figures?.active_players ?? 0),
    timeMaker: type ? { granted: Number(type.granted), used: Number(type.used) } : null,
  }
}

test.group('Analytics: an undo rolls up the day of the original grant or use', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a grant and uses of yesterday undone today: yesterday’s rollups count what stands', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const window = await client.put('/api/powerups/settings').bearerToken(token).json({ undoWindowMinutes: 1440 })
    window.assertStatus(200)
    await addPlayer(client, token, 'Nova')
    const granted = await grant(client, token, { playerName: 'Nova', powerupType: 'time-maker', count: 3 })
    granted.assertStatus(200)
    const uses = [await use(client, token, 'Nova', 'time-maker'), await use(client, token, 'Nova', 'time-maker')]
    // Both made in yesterday's last second (UTC), still within the one-day undo window.
    const lastSecond = dbTimestamp(DateTime.fromISO(`${today}T00:00:00Z`).minus({ seconds: 1 }))
    await db.from('powerup_holdings').where('id', granted.body().holding.id).update({ created_at: lastSecond })
    await db
      .from('powerup_uses')
      .whereIn(
        'id',
        uses.map((used) => used.body().use.id)
      )
      .update({ used_at: lastSecond })
    await rebuildRollups({ from: yesterday, to: addDays(today, 1), creatorId: user.id })
    assert.deepEqual(await rolledUp(user.id, yesterday), {
      grants: 3,
      uses: 2,
      activePlayers: 1,
      timeMaker: { granted: 3, used: 2 },
    })

    ;(await undo(client, token, uses[1].body().entryId)).assertStatus(200)
    await applyActivity()
    assert.deepEqual(await rolledUp(user.id, yesterday), {
      grants: 3,
      uses: 1,
      activePlayers: 1,
      timeMaker: { granted: 3, used: 1 },
    })

    // The grant undone takes back the 2 units unused: 1 granted stands, the unit used.
    const undone = await undo(client, token, granted.body().entryId)
    undone.assertStatus(200)
    assert.containsSubset(undone.body(), { takenBack: 2, alreadyUsed: 1 })
    await applyActivity()
    const flushed = await rolledUp(user.id, yesterday)
    assert.deepEqual(flushed, { grants: 1, uses: 1, activePlayers: 1, timeMaker: { granted: 1, used: 1 } })

    // A rebuild from the ledger gives the same rows; today keeps only the starter pack.
    await rebuildRollups({ from: yesterday, to: addDays(today, 1), creatorId: user.id })
    assert.deepEqual(await rolledUp(user.id, yesterday), flushed)
    assert.containsSubset(await rolledUp(user.id, today), { grants: 3, uses: 0, timeMaker: null })
  })
})
