import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { committedCreators, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { addPlayer } from '#modules/players/backend/tests/helpers'
import { isolateLiveTests } from '#modules/live/backend/tests/helpers'
import { PowerupHoldingFactory, withGrantPolicy } from '#modules/powerups/backend/tests/helpers'
import type { BattleItemEvent } from '#modules/live/shared/live'
import { BATTLE_CARDS, DEFAULT_BOOSTER_MAPPING } from '../../../shared/boosters.js'
import { applyBattleCard, battleCardStats } from '../../services/battle_cards_service.js'
import boostersMonitoring from '../../monitoring.js'

let sequence = 0
const msgId = () => String(7_100_000_000_000 + ++sequence + Date.now() * 10)

function card(overrides: Partial<BattleItemEvent> = {}): BattleItemEvent {
  return {
    type: 'battleItem',
    msgId: msgId(),
    action: 'award',
    card: 'vault_glove',
    users: [{ userId: '6100000001', uniqueId: 'luna.plays', nickname: 'Luna' }],
    ...overrides,
  }
}

/** A creator rehearsing on the simulator, live. */
async function liveCreator(client: ApiClient) {
  const account = await makeCreator()
  ;(await client.put('/api/live/driver').bearerToken(account.token).json({ driver: 'simulator' })).assertStatus(200)
  ;(await simulate(client, account.token, { type: 'goLive' })).assertStatus(200)
  return account
}

function simulate(client: ApiClient, token: string, event: object) {
  return client.post('/api/live/simulator/events').bearerToken(token).json(event)
}

/** Usable units of a type each of the creator's players holds, by player name. */
async function unitsOf(creatorId: number, type: string) {
  const rows = await db
    .from('powerup_holdings')
    .join('players', 'players.id', 'powerup_holdings.player_id')
    .where('powerup_holdings.creator_id', creatorId)
    .where('powerup_holdings.type', type)
    .groupBy('players.name')
    .select('players.name', db.raw('sum(powerup_holdings.count) as units'))
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.units)]))
}

/** A JSON column as read raw: PostgreSQL parses it, SQLite hands the text. */
const jsonOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

const auditRows = (creatorId: number, eventType: string) =>
  db.from('audit_logs').where('creator_id', creatorId).where('event_type', eventType).orderBy('id')

test.group('Battle boosters: TikTok cards credit and consume powerups', (group) => {
  // Each test's creator goes live on the simulator: the app's live connections end with the test.
  isolateLiveTests(group)
  group.each.setup(withGrantPolicy())

  test('an award credits the viewer (created as a player) one unit, once; the replay changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await liveCreator(client)
    const award = card({
      users: [
        { userId: '6100000001', uniqueId: 'luna.plays', nickname: 'Luna' },
        { userId: '6100000002', uniqueId: 'max_power99', nickname: 'Max' },
      ],
    })
    const first = await simulate(client, token, award)
    first.assertStatus(200)
    assert.equal(first.body().outcome, 'battleItem')
    assert.containsSubset(first.body().battleItem, {
      outcome: 'applied',
      card: 'vault_glove',
      powerupType: 'glove',
      users: [
        { userId: '6100000001', outcome: 'credited' },
        { userId: '6100000002', outcome: 'credited' },
      ],
    })
    // New players get the starter pack (2 gloves) with the awarded one.
    assert.deepEqual(await unitsOf(user.id, 'glove'), { 'luna.plays': 3, max_power99: 3 })

    const replay = await simulate(client, token, award)
    replay.assertStatus(200)
    assert.deepEqual(replay.body().battleItem, { outcome: 'duplicate' })
    assert.deepEqual(await unitsOf(user.id, 'glove'), { 'luna.plays': 3, max_power99: 3 })

    // Audited as the system, the card named as the reason, from the 'battle' source, default expiry.
    const grants = await db
      .from('powerup_holdings')
      .where('creator_id', user.id)
      .where('source', 'battle')
      .select('granted_by', 'granted_by_name', 'count', 'expires_at', 'created_at')
    assert.lengthOf(grants, 2)
    for (const grant of grants) {
      assert.containsSubset(grant, { granted_by: null, granted_by_name: 'TikTok battle card: Glove', count: 1 })
      const lifetime = DateTime.fromJSDate(new Date(grant.expires_at)).diff(
        DateTime.fromJSDate(new Date(grant.created_at)),
        'hours'
      ).hours
      assert.closeTo(lifetime, 5 * 24, 0.01)
    }
    // The players it created (and their starter packs) name the card too.
    const audited = await auditRows(user.id, 'POWERUP_GRANTED').where('actor_name', 'TikTok battle card: Glove')
    assert.deepEqual(
      audited.map((row) => [row.actor_type, jsonOf(row.details).source]).sort(),
      [...Array(4).fill(['SYSTEM', 'starter']), ...Array(2).fill(['SYSTEM', 'battle'])].sort()
    )
    assert.lengthOf(await auditRows(user.id, 'PLAYER_CREATED').where('actor_name', 'TikTok battle card: Glove'), 2)
    assert.equal((await db.from('booster_card_messages').where('creator_id', user.id).count('* as total'))[0].total, 1)
  })

  test('a use consumes the first-expiring unit of the mapped type; none left is counted, not an error', async ({
    client,
    assert,
  }) => {
    const { user, token } = await liveCreator(client)
    const player = await addPlayer(client, token, 'kenji_live')
    // The starter pack's mist expires in 30 days; these in 2 and 9.
    const soon = await PowerupHoldingFactory.merge({
      creatorId: user.id,
      playerId: player.id,
      type: 'mist',
      count: 1,
      expiresAt: DateTime.now().plus({ days: 2 }),
    }).create()
    const later = await PowerupHoldingFactory.merge({
      creatorId: user.id,
      playerId: player.id,
      type: 'mist',
      count: 1,
      expiresAt: DateTime.now().plus({ days: 9 }),
    }).create()
    const use = (id = msgId()) =>
      simulate(
        client,
        token,
        card({
          msgId: id,
          action: 'use',
          card: 'smoke',
          users: [{ userId: '1', uniqueId: '@Kenji_Live', nickname: '' }],
        })
      )

    const used = await use()
    used.assertStatus(200)
    assert.containsSubset(used.body().battleItem, {
      outcome: 'applied',
      powerupType: 'mist',
      users: [{ outcome: 'used', playerId: player.id }],
    })
    await soon.refresh()
    await later.refresh()
    assert.deepEqual([soon.count, later.count], [0, 1])
    const useRow = await db.from('powerup_uses').where('player_id', player.id).firstOrFail()
    assert.containsSubset(useRow, { holding_id: soon.id, type: 'mist', source: 'battle' })
    assert.lengthOf(await auditRows(user.id, 'POWERUP_USED'), 1)

    // Twice more: the 9-day unit, then the starter pack's; the fourth finds none.
    await use()
    await use()
    const before = battleCardStats().noUnit
    const none = await use()
    none.assertStatus(200)
    assert.containsSubset(none.body().battleItem, { outcome: 'applied', users: [{ outcome: 'noUnit' }] })
    assert.equal(battleCardStats().noUnit - before, 1)
    assert.deepEqual(await unitsOf(user.id, 'mist'), { kenji_live: 0 })

    // A use by a viewer who is not a player creates nobody.
    const stranger = await simulate(
      client,
      token,
      card({ action: 'use', card: 'smoke', users: [{ userId: '2', uniqueId: 'nobody_here', nickname: '' }] })
    )
    assert.containsSubset(stranger.body().battleItem, { users: [{ outcome: 'noPlayer', playerId: null }] })
    assert.isNull(await db.from('players').where('creator_id', user.id).where('name', 'nobody_here').first())
  })

  test('unknown and unmapped cards, and uses for the opponent, are counted and change nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await liveCreator(client)
    await addPlayer(client, token, 'luna.plays')
    const before = battleCardStats()

    const unknown = await simulate(client, token, card({ card: 'pm_mt_battle_card_mystery' }))
    unknown.assertStatus(200)
    assert.deepEqual(unknown.body().battleItem, {
      outcome: 'unknownCard',
      card: 'pm_mt_battle_card_mystery',
      powerupType: null,
    })
    const unmapped = await simulate(client, token, card({ card: 'potion' }))
    assert.equal(unmapped.body().battleItem.outcome, 'unmapped')
    const opponent = await simulate(client, token, card({ action: 'use', opponent: true }))
    assert.equal(opponent.body().battleItem.outcome, 'opponent')

    const after = battleCardStats()
    assert.equal(after.unknownCards - before.unknownCards, 1)
    assert.equal(after.unmapped - before.unmapped, 1)
    assert.equal(after.opponent - before.opponent, 1)
    assert.deepEqual(await unitsOf(user.id, 'glove'), { 'luna.plays': 2 }, 'the starter pack only')
    assert.lengthOf(await db.from('players').where('creator_id', user.id), 1)

    // The figures are in the admin's system health.
    const monitoring = await boostersMonitoring()
    assert.equal(monitoring.apis!.battleBoosters.unknownCards, after.unknownCards)
    assert.equal(monitoring.apis!.battleBoosters.status, 'warning')
    assert.match(monitoring.services![0].detail, /\d+ unknown cards/)
  })

  test('a grant the per-player maximum refuses is an outcome; the message still counts once', async ({
    client,
    assert,
  }) => {
    await withGrantPolicy({ maxPowerupsPerPlayer: 3 })()
    const { user, token } = await liveCreator(client)
    await addPlayer(client, token, 'luna.plays') // 2 gloves and 1 mist: at the maximum
    const award = card()
    const refused = await simulate(client, token, award)
    assert.containsSubset(refused.body().battleItem, { outcome: 'applied', users: [{ outcome: 'refused' }] })
    assert.equal((await simulate(client, token, award)).body().battleItem.outcome, 'duplicate')
    assert.deepEqual(await unitsOf(user.id, 'glove'), { 'luna.plays': 2 })
  })

  test('the mapping: read by the team, changed by the creator only, audited, scoped to the creator', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await liveCreator(client)
    const { token: moderatorToken } = await makeModerator(creator)
    const { user: other, token: otherToken } = await makeCreator()

    const read = await client.get('/api/boosters/mappings').bearerToken(moderatorToken)
    read.assertStatus(200)
    assert.deepEqual(
      read
        .body()
        .mappings.map((entry: { card: string; powerupType: string | null }) => [entry.card, entry.powerupType]),
      BATTLE_CARDS.map((name) => [name, DEFAULT_BOOSTER_MAPPING[name]])
    )

    const denied = await client
      .put('/api/boosters/mappings')
      .bearerToken(moderatorToken)
      .json({ mappings: { potion: 'glove' } })
    denied.assertStatus(403)
    assert.lengthOf(await auditRows(creator.id, 'BOOSTER_MAPPING_UPDATED'), 0)

    const changed = await client
      .put('/api/boosters/mappings')
      .bearerToken(token)
      .json({ mappings: { potion: 'NO2_BOOSTER', critical_strike: null, vault_glove: 'glove' } })
    changed.assertStatus(200)
    const byCard = Object.fromEntries(
      changed
        .body()
        .mappings.map((entry: { card: string; powerupType: string | null }) => [entry.card, entry.powerupType])
    )
    assert.containsSubset(byCard, { potion: 'no2-booster', critical_strike: null, vault_glove: 'glove' })
    const [entry] = await auditRows(creator.id, 'BOOSTER_MAPPING_UPDATED')
    const details = jsonOf(entry.details)
    assert.deepEqual(details.changes, {
      critical_strike: { from: 'stun-hammer', to: null },
      potion: { from: null, to: 'no2-booster' },
    })
    assert.equal(details.summary, 'Critical Strike → nothing, Potion → NO2 Booster')
    assert.equal(entry.actor_id, creator.id)

    // Nothing changed: nothing audited.
    ;(
      await client
        .put('/api/boosters/mappings')
        .bearerToken(token)
        .json({ mappings: { potion: 'no2' } })
    ).assertStatus(200)
    assert.lengthOf(await auditRows(creator.id, 'BOOSTER_MAPPING_UPDATED'), 1)

    // The other creator still has the defaults, and cards now follow the creator's own mapping.
    const theirs = await client.get('/api/boosters/mappings').bearerToken(otherToken)
    assert.equal(theirs.body().mappings.find((m: { card: string }) => m.card === 'potion').powerupType, null)
    assert.lengthOf(await auditRows(other.id, 'BOOSTER_MAPPING_UPDATED'), 0)
    const potion = await simulate(client, token, card({ card: 'potion' }))
    assert.containsSubset(potion.body().battleItem, { outcome: 'applied', powerupType: 'no2-booster' })
    const strike = await simulate(client, token, card({ card: 'critical_strike' }))
    assert.equal(strike.body().battleItem.outcome, 'unmapped')
  })

  test("another creator's cards and players stay theirs; a message id is per creator", async ({ client, assert }) => {
    const first = await liveCreator(client)
    const second = await liveCreator(client)
    const award = card()
    await simulate(client, first.token, award)
    // The same TikTok message id on another creator's stream is that stream's message.
    const users = [{ userId: '6100000003', uniqueId: 'sofia.gg', nickname: 'Sofía' }]
    const theirs = await simulate(client, second.token, { ...award, users })
    assert.equal(theirs.body().battleItem.outcome, 'applied')
    assert.deepEqual(await unitsOf(first.user.id, 'glove'), { 'luna.plays': 3 })
    assert.deepEqual(await unitsOf(second.user.id, 'glove'), { 'sofia.gg': 3 })
    // A player a card credited for the first creator is not the second's to use.
    const other = await client
      .post('/api/players/powerups/use')
      .bearerToken(second.token)
      .json({ playerId: 'luna.plays', powerupType: 'glove' })
    other.assertStatus(404)
    assert.deepEqual(other.body(), { success: false, error: 'Player not found', code: 'players.not_found' })
    assert.deepEqual(await unitsOf(first.user.id, 'glove'), { 'luna.plays': 3 })
  })

  test('bad mapping input is a 400 with a message and changes nothing', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const put = (body: unknown) => client.put('/api/boosters/mappings').bearerToken(token).json(body)
    const cases: [unknown, string][] = [
      [{ mappings: { rocket: 'glove' } }, 'Unknown battle card: rocket'],
      [{ mappings: { potion: 'laser' } }, 'Powerup type of potion must be a powerup type or null'],
      [{ mappings: { potion: 7 } }, 'Powerup type of potion must be a powerup type or null'],
      [{ mappings: {} }, 'Name at least one card to change'],
    ]
    for (const [body, error] of cases) {
      const response = await put(body)
      response.assertStatus(400)
      assert.equal(response.body().error, error)
    }
    ;(await put({})).assertStatus(400)
    ;(await put({ mappings: [] })).assertStatus(400)
    assert.lengthOf(await db.from('booster_mappings').where('creator_id', user.id), 0)

    // A battle item the simulator cannot take.
    ;(await client.put('/api/live/driver').bearerToken(token).json({ driver: 'simulator' })).assertStatus(200)
    const badEvents = [
      { ...card(), users: [] },
      { ...card(), action: 'steal' },
      { ...card(), users: [{ userId: 'abc', uniqueId: 'x' }] },
      { ...card(), card: '' },
    ]
    for (const event of badEvents) (await simulate(client, token, event)).assertStatus(400)
  })
})

test.group('Battle boosters: one grant per message across processes (committed rows)', (group) => {
  const creators = committedCreators()
  group.each.setup(withGrantPolicy())
  group.each.teardown(() => creators.teardown())

  test('the same award handled by two processes at once credits once', async ({ assert }) => {
    const { user } = await creators.make()
    const award = card({ users: [{ userId: '6100000009', uniqueId: 'race_fan', nickname: '' }] })
    // Each call is what a process does with the card, outside its own per-creator queue.
    const results = await Promise.allSettled([applyBattleCard(user.id, award), applyBattleCard(user.id, award)])
    const outcomes = results.map((result) => (result.status === 'fulfilled' ? result.value.outcome : 'failed'))
    assert.sameMembers(outcomes, ['applied', 'duplicate'])
    assert.deepEqual(await unitsOf(user.id, 'glove'), { race_fan: 3 })
    assert.lengthOf(await db.from('booster_card_messages').where('creator_id', user.id), 1)
  }).timeout(30_000)
})
