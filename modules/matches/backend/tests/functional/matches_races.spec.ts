import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { committedCreators } from '#tests/helpers/accounts'
import { grant, use } from '#modules/players/backend/tests/helpers'
import { addPlayer, withGrantPolicy } from '#modules/powerups/backend/tests/helpers'
import { handleLiveEvent } from '#modules/live/backend/tests/helpers'
import { startMatch } from '../helpers.js'

let sequence = 7_330_000_000_000

/*
| Real concurrency: no global transaction (it would serialise everything); each test removes its
| creator (matches, players, ledger cascade) and the creator's audit entries.
*/
test.group('Matches: the per-match limit under parallel uses', (group) => {
  const creators = committedCreators()
  group.each.setup(withGrantPolicy({ maxPowerupsPerPlayer: 100 }))
  group.each.teardown(() => creators.teardown())

  test('10 parallel time-maker uses in one match (kiosk, CLI and battle sync mixed): exactly 3 pass', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    await addPlayer(client, token, 'racer')
    for (const count of [10, 2]) {
      await grant(client, token, { playerName: 'racer', powerupType: 'time-maker', count }).then((r) =>
        r.assertStatus(200)
      )
    }
    // Outside a match no limit applies.
    await use(client, token, 'racer', 'time-maker').then((r) => r.assertStatus(200))
    await startMatch(user.id)

    const api = (source: 'kiosk' | 'cli') =>
      client
        .post('/api/players/powerups/use')
        .bearerToken(token)
        .json({ playerId: 'racer', powerupType: 'time-maker', source })
        .then((response) => ({ status: response.status(), body: response.body() }))
    const battle = () =>
      handleLiveEvent(user.id, {
        type: 'battleItem',
        msgId: String(++sequence),
        action: 'use',
        card: 'extra_time',
        users: [{ userId: '6330000000001', uniqueId: 'racer', nickname: 'Racer' }],
      }).then((result) => {
        const outcome = (result as { battleItem: { users?: { outcome: string }[] } }).battleItem.users?.[0].outcome
        return { status: outcome === 'used' ? 200 : outcome === 'refused' ? 409 : 500, body: result }
      })
    const attempts = [
      api('kiosk'),
      battle(),
      api('cli'),
      api('kiosk'),
      battle(),
      api('kiosk'),
      api('cli'),
      battle(),
      api('kiosk'),
      api('cli'),
    ]
    const results = await Promise.all(attempts)
    const statuses = results.map((result) => result.status)
    assert.equal(statuses.filter((status) => status === 200).length, 3, JSON.stringify(statuses))
    assert.equal(statuses.filter((status) => status === 409).length, 7)
    for (const refused of results.filter((result) => result.status === 409 && 'code' in result.body)) {
      assert.equal(refused.body.code, 'matches.limit_reached')
      assert.deepEqual(refused.body.params, { type: 'time-maker', limit: 3, used: 3 })
      assert.equal(refused.body.error, 'Time Maker is limited to 3 per match (3 used)')
    }

    const [match] = await db.from('matches').where('creator_id', user.id)
    assert.lengthOf(await db.from('match_uses').where('match_id', match.id), 3)
    assert.lengthOf(await db.from('powerup_uses').where('creator_id', user.id), 4, 'one before the match, 3 in it')
    // Another type has no limit by default.
    await use(client, token, 'racer', 'glove').then((r) => r.assertStatus(200))
    assert.lengthOf(await db.from('match_uses').where('match_id', match.id), 4)
  }).timeout(60_000)

  test("parallel saves of a creator's own limits: each applies in turn, one audit entry each", async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const saves = await Promise.all(
      [1, 2, 3, 4, 5].map((limit) =>
        client
          .put('/api/live/matches/limits')
          .bearerToken(token)
          .json({ limits: { 'time-maker': limit } })
      )
    )
    assert.deepEqual(
      saves.map((response) => response.status()),
      [200, 200, 200, 200, 200]
    )
    const [row] = await db.from('live_settings').where('creator_id', user.id)
    const stored = JSON.parse(row.match_limits)['time-maker']
    assert.include([1, 2, 3, 4, 5], stored)
    const entries = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'MATCH_LIMITS_UPDATED')
    assert.lengthOf(entries, 5, 'each save changed what the one before left')
    const read = await client.get('/api/live/matches/limits').bearerToken(token)
    assert.deepEqual(read.body().limits, { 'time-maker': stored })
  }).timeout(60_000)
})
