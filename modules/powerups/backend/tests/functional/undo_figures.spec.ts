import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { makeCreator } from '#tests/helpers/accounts'
import { apiModerator, grant, use } from '#modules/players/backend/tests/helpers'
import powerupFigures from '../../activity_figures.js'
import powerupsSummary from '../../services/creator_summary.js'
import { fillUndoneCounts } from '../../database/migrations/0402_add_powerup_undone_count.js'
import { addPlayer, withGrantPolicy } from '../helpers.js'

/** The new player's starter pack (2 gloves, 1 mist), granted with every player the API adds. */
const STARTER_UNITS = 3

const undo = (client: ApiClient, token: string, entryId: string) =>
  client.post(`/api/powerups/ledger/${entryId}/undo`).bearerToken(token).json({})

async function stats(client: ApiClient, token: string) {
  const response = await client.get('/api/powerups/stats').bearerToken(token)
  response.assertStatus(200)
  return response.body().stats
}

/** Today's (UTC) figures of the analytics source for the creator. */
async function todaysFigures(creatorId: number) {
  const from = DateTime.utc().startOf('day')
  const range = { from: from.toJSDate(), to: from.plus({ days: 1 }).toJSDate(), creatorIds: [creatorId] }
  const [[daily], types, distinct] = await Promise.all([
    powerupFigures.daily!(range),
    powerupFigures.powerupTypes!(range),
    powerupFigures.distinct!(creatorId, range.from, range.to),
  ])
  return { daily: daily?.figures ?? {}, types, distinct }
}

test.group('Powerups: figures count what stands after an undo', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('an undone use counts nowhere: Uses Today, the user’s activity, the analytics source', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Nova')
    ;(await grant(client, token, { playerName: 'Nova', powerupType: 'mist', count: 3 })).assertStatus(200)
    const used = await use(client, token, 'Nova', 'mist')
    used.assertStatus(200)
    const before = await stats(client, token)
    assert.equal(before.usesToday, 1)
    assert.containsSubset(before.mine, { used: 1, usedToday: 1 })

    ;(await undo(client, token, used.body().entryId)).assertStatus(200)
    const after = await stats(client, token)
    assert.equal(after.usesToday, 0)
    assert.equal(after.grantsToday, STARTER_UNITS + 3)
    assert.containsSubset(after.mine, { used: 0, usedToday: 0, lastUseAt: null })
    // The starter pack counts for the creator who added the player.
    assert.containsSubset(after.mine, { granted: STARTER_UNITS + 3, grantedToday: STARTER_UNITS + 3 })
    const figures = await todaysFigures(user.id)
    assert.equal(figures.daily.uses ?? 0, 0)
    assert.equal(figures.daily.grants, STARTER_UNITS + 3)
    assert.deepInclude(figures.types, {
      creatorId: user.id,
      day: figures.types[0].day,
      type: 'mist',
      granted: 4,
      used: 0,
    })
  })

  test('an undone grant counts only the units used before the undo, and nowhere if none was', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Orbit')
    const kept = await grant(client, token, { playerName: 'Orbit', powerupType: 'time-maker', count: 3 })
    ;(await use(client, token, 'Orbit', 'time-maker')).assertStatus(200)
    ;(await undo(client, token, kept.body().entryId)).assertStatus(200)
    const row = await db.from('powerup_holdings').where('id', kept.body().holding.id).firstOrFail()
    assert.deepInclude(row, { count: 0, original_count: 3, undone_count: 2 })

    let now = await stats(client, token)
    assert.equal(now.grantsToday, STARTER_UNITS + 1)
    assert.equal(now.usesToday, 1)
    assert.containsSubset(now.mine, { granted: STARTER_UNITS + 1, grantedToday: STARTER_UNITS + 1, used: 1 })
    let figures = await todaysFigures(user.id)
    assert.containsSubset(figures.daily, { grants: STARTER_UNITS + 1, uses: 1, activePlayers: 1 })
    assert.containsSubset(
      figures.types.find((entry) => entry.type === 'time-maker'),
      { granted: 1, used: 1 }
    )

    // A moderator's grant undone before any use: no units, no last grant, no active player of its own.
    const moderator = await apiModerator(client, token)
    await addPlayer(client, token, 'Quasar')
    const whole = await grant(client, moderator.token, { playerName: 'Quasar', powerupType: 'glove', count: 2 })
    whole.assertStatus(200)
    await db.from('powerup_holdings').where('creator_id', user.id).where('source', 'starter').delete()
    ;(await undo(client, token, whole.body().entryId)).assertStatus(200)
    now = await stats(client, moderator.token)
    assert.equal(now.grantsToday, 1)
    assert.containsSubset(now.mine, { granted: 0, grantedToday: 0, lastGrantAt: null })
    figures = await todaysFigures(user.id)
    assert.containsSubset(figures.daily, { grants: 1, activePlayers: 1 })
    assert.deepEqual(figures.distinct, { activePlayers: 1 })
    assert.isUndefined(figures.types.find((entry) => entry.type === 'glove'))
  })

  test('the last activity of the creator list skips undone entries', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Dusk')
    await db.from('powerup_holdings').where('creator_id', user.id).delete()
    const granted = await grant(client, token, { playerName: 'Dusk', powerupType: 'mist' })
    const used = await use(client, token, 'Dusk', 'mist')
    assert.isNotNull((await powerupsSummary([user.id])).get(user.id)!.lastActivity)
    ;(await undo(client, token, used.body().entryId)).assertStatus(200)
    ;(await undo(client, token, granted.body().entryId)).assertStatus(200)
    assert.deepEqual((await powerupsSummary([user.id])).get(user.id), { powerups: 0, lastActivity: null })
  })

  test('an undo refused (another creator’s entry) changes no figure', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const other = await makeCreator()
    await addPlayer(client, token, 'Comet')
    const used = await use(client, token, 'Comet', 'mist')
    used.assertStatus(200)
    ;(await undo(client, other.token, used.body().entryId)).assertStatus(404)
    const moderator = await apiModerator(client, token, ['grant_powerups'])
    ;(await undo(client, moderator.token, used.body().entryId)).assertStatus(403)
    const now = await stats(client, token)
    assert.equal(now.usesToday, 1)
    assert.equal(now.grantsToday, STARTER_UNITS)
  })
})

test.group('Powerups: undone grants from before undone_count', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('the migration gives each undone grant the units its undo took back, as an undo now records them', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'Nova')
    const granted = async (count: number) => {
      const response = await grant(client, token, { playerName: 'Nova', powerupType: 'hammer', count })
      response.assertStatus(200)
      return response.body().holding.id as number
    }
    const used = async () => {
      const response = await use(client, token, 'Nova', 'hammer')
      response.assertStatus(200)
      return response.body().use.id as number
    }
    // Each holding in turn is the player's only usable hammer when its uses are made.
    const unused = await granted(2)
    await undo(client, token, `grant-${unused}`).then((r) => r.assertStatus(200))
    const partly = await granted(3)
    await used()
    const undoneUse = await used()
    await undo(client, token, `use-${undoneUse}`).then((r) => r.assertStatus(200))
    await undo(client, token, `grant-${partly}`).then((r) => r.assertStatus(200))
    const wholly = await granted(1)
    await used()
    await undo(client, token, `grant-${wholly}`).then((r) => r.assertStatus(200))
    const removed = await granted(2)
    await client
      .post(`/api/powerups/holdings/${removed}/remove`)
      .bearerToken(token)
      .json({})
      .then((r) => r.assertStatus(200))
    const holdings = [unused, partly, wholly, removed]
    const undoneCounts = async () =>
      (await db.from('powerup_holdings').whereIn('id', holdings).orderBy('id').select('undone_count')).map((row) =>
        Number(row.undone_count)
      )
    const recorded = await undoneCounts()
    assert.deepEqual(recorded, [2, 2, 0, 0])

    await db.from('powerup_holdings').whereIn('id', holdings).update({ undone_count: 0 })
    await fillUndoneCounts(db.connection())
    assert.deepEqual(await undoneCounts(), recorded)
  })
})
