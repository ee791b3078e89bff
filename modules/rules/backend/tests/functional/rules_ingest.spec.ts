import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import { overrideSettings } from '#core/settings/system_settings_service'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import {
  gift,
  goLive,
  isolateLiveTests,
  jsonOf,
  makeLiveCreator,
  simulate,
  liveSessionWrites,
} from '#modules/live/backend/tests/helpers'
import { addRule } from '../helpers.js'

/** Sends gifts on the creator's simulated stream, each answered once its batch committed. */
async function send(client: ApiClient, token: string, events: ReturnType<typeof gift>[]) {
  const response = await client.post('/api/live/simulator/events').bearerToken(token).json({ events })
  response.assertStatus(200)
  return response.body().results as { outcome: string }[]
}

/** Units granted by gift rules, per player name and type. */
async function ruleGrants(creatorId: number) {
  const rows = await db
    .from('powerup_holdings')
    .join('players', 'players.id', 'powerup_holdings.player_id')
    .where('powerup_holdings.creator_id', creatorId)
    .where('powerup_holdings.source', 'gift')
    .orderBy('powerup_holdings.id')
    .select('players.name', 'powerup_holdings.type', 'powerup_holdings.original_count', 'powerup_holdings.expires_at')
  return rows.map((row) => `${row.name}:${row.type}x${row.original_count}`)
}

const ruleRow = (id: number) => db.from('gift_rules').where('id', id).first()

test.group('Gift rules: grants inside the gift ingest', (group) => {
  isolateLiveTests(group)
  group.each.setup(() => overrideSettings({ [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: Infinity }))

  test('a matching gift grants once, audited as SYSTEM with the gift as reason; a replay grants nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const rule = await addRule(client, token, { giftName: 'rose', powerupType: 'mist', count: 2, expiresInDays: 3 })
    await addRule(client, token, { minDiamonds: 5000, powerupType: 'glove' })
    const rose = gift({ giftName: 'Rose', diamondCount: 1, uniqueId: 'Luna.Plays', userId: '7001', nickname: 'Luna' })
    assert.deepEqual(
      (await send(client, token, [rose, rose])).map((r) => r.outcome),
      ['credited', 'duplicate']
    )
    const replay = await simulate(client, token, rose)
    assert.equal(replay.body().outcome, 'duplicate')
    assert.deepEqual(await ruleGrants(user.id), ['Luna.Plays:mistx2'])

    const entry = await db
      .from('audit_logs')
      .where('creator_id', user.id)
      .where('event_type', 'POWERUP_GRANTED')
      .where('actor_type', 'SYSTEM')
      .whereRaw('details like ?', ['%Gift rule%'])
      .first()
    assert.exists(entry)
    const details = jsonOf(entry.details)
    assert.equal(details.source, 'gift')
    assert.equal(
      details.reason,
      `Gift rule #${rule.id}: Rose x1 (1 diamonds) from @Luna.Plays (user id 7001), msgId ${rose.msgId}`
    )
    // A new gifter became a player (with the starter pack, like any new player).
    const player = await db.from('players').where('creator_id', user.id).where('name', 'Luna.Plays').first()
    assert.exists(player)
    assert.containsSubset(await ruleRow(rule.id), { grants: 1, granted_units: 2 })

    // A gift worth enough diamonds (value × count) triggers the threshold rule.
    await send(client, token, [gift({ giftName: 'Lion', diamondCount: 2500, repeatCount: 2, uniqueId: 'luna.plays' })])
    assert.deepEqual(await ruleGrants(user.id), ['Luna.Plays:mistx2', 'Luna.Plays:glovex1'])
  })

  test('cooldown: the same player gets a rule again only once it has passed', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const rule = await addRule(client, token, { giftName: 'Rose', powerupType: 'glove', cooldownSeconds: 600 })
    const rose = (uniqueId: string) => gift({ giftName: 'Rose', diamondCount: 1, uniqueId })
    await send(client, token, [rose('ann'), rose('ann'), rose('bob'), rose('ann')])
    assert.deepEqual(await ruleGrants(user.id), ['ann:glovex1', 'bob:glovex1'])

    // Ann's last grant is 11 minutes old: her next Rose grants again, Bob's is still cooling down.
    const ann = await db.from('players').where('creator_id', user.id).where('name', 'ann').first()
    await db
      .from('gift_rule_cooldowns')
      .where('rule_id', rule.id)
      .where('player_id', ann.id)
      .update({ last_granted_at: dbTimestamp(DateTime.now().minus({ minutes: 11 })) })
    await send(client, token, [rose('ann'), rose('bob')])
    assert.deepEqual(await ruleGrants(user.id), ['ann:glovex1', 'bob:glovex1', 'ann:glovex1'])
    assert.containsSubset(await ruleRow(rule.id), { grants: 3, granted_units: 3 })
  })

  test('per-stream cap: a rule grants at most N times a stream; the next stream starts again', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await liveSessionWrites()
    await addRule(client, token, { minDiamonds: 100, powerupType: 'stun-hammer', perStreamCap: 2 })
    const big = (uniqueId: string) => gift({ giftName: 'Galaxy', diamondCount: 1000, uniqueId })
    await send(client, token, [big('a1'), big('a2'), big('a3'), big('a4')])
    assert.deepEqual(await ruleGrants(user.id), ['a1:stun-hammerx1', 'a2:stun-hammerx1'])

    await simulate(client, token, { type: 'streamEnd' })
    await goLive(client, token)
    await liveSessionWrites()
    await send(client, token, [big('b1'), big('b2'), big('b3')])
    assert.deepEqual(await ruleGrants(user.id), [
      'a1:stun-hammerx1',
      'a2:stun-hammerx1',
      'b1:stun-hammerx1',
      'b2:stun-hammerx1',
    ])
    const streams = await db.from('gift_rule_streams').orderBy('stream_id').select('grants')
    assert.deepEqual(
      streams.map((row) => Number(row.grants)),
      [2, 2]
    )
  })

  test('stock: a rule stops granting when its units are used up, and says what is left', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const rule = await addRule(client, token, { giftName: 'Rose', powerupType: 'glove', count: 2, stock: 5 })
    await send(
      client,
      token,
      ['s1', 's2', 's3', 's4'].map((uniqueId) => gift({ giftName: 'Rose', diamondCount: 1, uniqueId }))
    )
    // 2 + 2 = 4 units; a third grant of 2 would go past the stock of 5.
    assert.deepEqual(await ruleGrants(user.id), ['s1:glovex2', 's2:glovex2'])
    const listed = await client.get('/api/rules').bearerToken(token)
    assert.containsSubset(listed.body().rules[0], { id: rule.id, stock: 5, grantedUnits: 4, stockLeft: 1, grants: 2 })
  })

  test('excluded viewers (by handle or user id) never receive automatic grants', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await addRule(client, token, { giftName: 'Rose', powerupType: 'glove' })
    for (const body of [{ handle: '@Troll' }, { userId: '999' }]) {
      ;(await client.post('/api/rules/exclusions').bearerToken(token).json(body)).assertStatus(201)
    }
    const rose = (uniqueId: string, userId?: string) => gift({ giftName: 'Rose', diamondCount: 1, uniqueId, userId })
    const results = await send(client, token, [
      rose('troll'),
      rose('renamed', '999'),
      rose('fan', '1000'),
      rose('unknown'),
    ])
    assert.deepEqual(
      results.map((r) => r.outcome),
      ['credited', 'credited', 'credited', 'credited'],
      'the gifts themselves are stored'
    )
    assert.deepEqual(await ruleGrants(user.id), ['fan:glovex1'])
    assert.notExists(await db.from('players').where('creator_id', user.id).where('name', 'troll').first())
  })

  test('a grant that fails is recorded and undone; the gift and the other rules still count', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    // A new player holds their starter pack (3 units): 2 more go past a maximum of 4, 1 does not.
    const restore = overrideSettings({ [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: 4 })
    try {
      const tooMany = await addRule(client, token, { giftName: 'Rose', powerupType: 'glove', count: 2, stock: 10 })
      await addRule(client, token, { giftName: 'Rose', powerupType: 'mist', count: 1 })
      const rose = gift({ giftName: 'Rose', diamondCount: 1, uniqueId: 'whale' })
      assert.deepEqual(
        (await send(client, token, [rose])).map((r) => r.outcome),
        ['credited']
      )
      assert.deepEqual(await ruleGrants(user.id), ['whale:mistx1'])
      assert.containsSubset(await ruleRow(tooMany.id), { grants: 0, granted_units: 0 })
      const error = await db.from('error_events').where('creator_id', user.id).where('source', 'rules.grant').first()
      assert.exists(error)
      assert.include(error.message, `Gift rule #${tooMany.id} could not grant for gift ${rose.msgId} from @whale`)
      assert.lengthOf(await db.from('live_gifts').where('creator_id', user.id), 1)
    } finally {
      restore()
    }
  })

  test("a creator's rules never act on another creator's gifts", async ({ client, assert }) => {
    const owner = await makeLiveCreator()
    await addRule(client, owner.token, { giftName: 'Rose', powerupType: 'glove' })
    const other = await makeLiveCreator()
    await goLive(client, other.token)
    await send(client, other.token, [gift({ giftName: 'Rose', diamondCount: 1, uniqueId: 'fan' })])
    assert.deepEqual(await ruleGrants(other.user.id), [])
    assert.deepEqual(await ruleGrants(owner.user.id), [])
  })
})
