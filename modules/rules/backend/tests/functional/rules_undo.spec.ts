import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import { overrideSettings } from '#core/settings/system_settings_service'
import { committedCreators } from '#tests/helpers/accounts'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import { apiModerator, auditOf, grant, parseDetails, use } from '#modules/players/backend/tests/helpers'
import {
  gift,
  GiftBatcher,
  goLive,
  isolateLiveTests,
  liveSessionWrites,
  makeLiveCreator,
} from '#modules/live/backend/tests/helpers'
import { addRule, rose } from '../helpers.js'

/** Sends Galaxy gifts (1,000 diamonds) from these viewers on the creator's simulated stream. */
async function galaxies(client: ApiClient, token: string, viewers: string[]) {
  const events = viewers.map((uniqueId) => gift({ giftName: 'Galaxy', diamondCount: 1000, uniqueId }))
  ;(await client.post('/api/live/simulator/events').bearerToken(token).json({ events })).assertStatus(200)
}

const undo = (client: ApiClient, token: string, holdingId: number) =>
  client.post(`/api/powerups/ledger/grant-${holdingId}/undo`).bearerToken(token).json({})

/** The holding a gift rule granted to the viewer's player. */
async function ruleHolding(creatorId: number, viewer: string) {
  const row = await db
    .from('powerup_holdings')
    .join('players', 'players.id', 'powerup_holdings.player_id')
    .where('powerup_holdings.creator_id', creatorId)
    .where('powerup_holdings.source', 'gift')
    .where('players.name', viewer)
    .select('powerup_holdings.id')
    .firstOrFail()
  return Number(row.id)
}

/** The rule as the API lists it. */
async function listed(client: ApiClient, token: string, id: number) {
  const response = await client.get('/api/rules').bearerToken(token)
  response.assertStatus(200)
  return (response.body().rules as { id: number }[]).find((rule) => rule.id === id)!
}

const streamGrants = async (ruleId: number) =>
  (await db.from('gift_rule_streams').where('rule_id', ruleId).select('grants')).map((row) => Number(row.grants))

const giftGrantsOf = async (creatorId: number) =>
  (await db.from('powerup_holdings').where('creator_id', creatorId).where('source', 'gift').orderBy('id')).length

test.group('Gift rules: an undone grant gives its units back to the rule', (group) => {
  isolateLiveTests(group)
  group.each.setup(() => overrideSettings({ [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: Infinity }))

  test('a grant undone whole refills the stock and frees its place under the stream cap, once', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await liveSessionWrites()
    const rule = await addRule(client, token, {
      minDiamonds: 100,
      powerupType: 'stun-hammer',
      stock: 3,
      perStreamCap: 2,
    })
    await galaxies(client, token, ['a1', 'a2', 'a3'])
    assert.equal(await giftGrantsOf(user.id), 2, 'the cap stops the third')
    assert.containsSubset(await listed(client, token, rule.id), { stockLeft: 1, grants: 2, grantedUnits: 2 })
    const made = await db.from('gift_rule_grants').where('rule_id', rule.id).orderBy('holding_id')
    assert.deepEqual(
      made.map((row) => [Number(row.holding_id), Number(row.units)]),
      [
        [await ruleHolding(user.id, 'a1'), 1],
        [await ruleHolding(user.id, 'a2'), 1],
      ]
    )

    const holdingId = await ruleHolding(user.id, 'a1')
    ;(await undo(client, token, holdingId)).assertStatus(200)
    assert.containsSubset(await listed(client, token, rule.id), { stockLeft: 2, grants: 1, grantedUnits: 1 })
    assert.deepEqual(await streamGrants(rule.id), [1])
    const [entry] = await auditOf('POWERUP_GRANT_UNDONE', user.id)
    assert.containsSubset(parseDetails(entry), {
      holdingId,
      takenBack: 1,
      ruleId: rule.id,
      ruleStockReturned: 1,
      ruleGrantReturned: true,
    })

    // Undone twice: 409, and the rule gets nothing more.
    const again = await undo(client, token, holdingId)
    again.assertStatus(409)
    assert.containsSubset(await listed(client, token, rule.id), { stockLeft: 2, grants: 1 })
    assert.deepEqual(await streamGrants(rule.id), [1])

    // The stream's cap has room again: the next matching gift grants; the one after it does not.
    await galaxies(client, token, ['a4', 'a5'])
    assert.equal(await giftGrantsOf(user.id), 3)
    await ruleHolding(user.id, 'a4')
    assert.containsSubset(await listed(client, token, rule.id), { stockLeft: 1, grants: 2, grantedUnits: 2 })
    assert.deepEqual(await streamGrants(rule.id), [2])
  })

  test('a grant with units used gives back only the unused ones and still counts as a grant', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await liveSessionWrites()
    const rule = await addRule(client, token, {
      minDiamonds: 100,
      powerupType: 'stun-hammer',
      count: 3,
      stock: 6,
      perStreamCap: 1,
    })
    await galaxies(client, token, ['orbit'])
    ;(await use(client, token, 'orbit', 'stun-hammer')).assertStatus(200)

    const response = await undo(client, token, await ruleHolding(user.id, 'orbit'))
    response.assertStatus(200)
    assert.containsSubset(response.body(), { takenBack: 2, alreadyUsed: 1 })
    assert.containsSubset(await listed(client, token, rule.id), { stockLeft: 5, grantedUnits: 1, grants: 1 })
    assert.deepEqual(await streamGrants(rule.id), [1], 'the grant stands: the cap stays used')
    const [entry] = await auditOf('POWERUP_GRANT_UNDONE', user.id)
    assert.containsSubset(parseDetails(entry), { ruleId: rule.id, ruleStockReturned: 2, ruleGrantReturned: false })
    await galaxies(client, token, ['other'])
    assert.equal(await giftGrantsOf(user.id), 1, 'the cap still stops the next gift')
  })

  test('undoing a manual grant touches no rule', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const rule = await addRule(client, token, { minDiamonds: 100, powerupType: 'stun-hammer', stock: 5 })
    await galaxies(client, token, ['nova'])
    const before = await db.from('gift_rules').where('id', rule.id).firstOrFail()
    const granted = await grant(client, token, { playerName: 'nova', powerupType: 'stun-hammer', count: 2 })
    granted.assertStatus(200)
    ;(await undo(client, token, granted.body().holding.id)).assertStatus(200)
    assert.deepEqual(await db.from('gift_rules').where('id', rule.id).firstOrFail(), before)
    const [entry] = await auditOf('POWERUP_GRANT_UNDONE', user.id)
    assert.notProperty(parseDetails(entry), 'ruleId')
    assert.notProperty(parseDetails(entry), 'ruleStockReturned')
  })

  test('a moderator without the grant permission and another creator are refused; nothing is refilled', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const rule = await addRule(client, token, { minDiamonds: 100, powerupType: 'stun-hammer', stock: 5 })
    await galaxies(client, token, ['comet'])
    const holdingId = await ruleHolding(user.id, 'comet')
    const before = await db.from('gift_rules').where('id', rule.id).firstOrFail()

    const user1 = await apiModerator(client, token, ['use_powerups'])
    ;(await undo(client, user1.token, holdingId)).assertStatus(403)
    const other = await makeLiveCreator()
    ;(await undo(client, other.token, holdingId)).assertStatus(404)
    assert.deepEqual(await db.from('gift_rules').where('id', rule.id).firstOrFail(), before)
    assert.lengthOf(await auditOf('POWERUP_GRANT_UNDONE', user.id), 0)
    assert.isNull((await db.from('powerup_holdings').where('id', holdingId).firstOrFail()).revoked_at)

    // A moderator with the grant permission may: the rule gets its unit back.
    const granter = await apiModerator(client, token, ['grant_powerups'])
    ;(await undo(client, granter.token, holdingId)).assertStatus(200)
    assert.containsSubset(await listed(client, token, rule.id), { stockLeft: 5, grants: 0, grantedUnits: 0 })
  })

  test('an undo after the window refills nothing', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const rule = await addRule(client, token, { minDiamonds: 100, powerupType: 'stun-hammer', stock: 5 })
    await galaxies(client, token, ['late'])
    const holdingId = await ruleHolding(user.id, 'late')
    await db
      .from('powerup_holdings')
      .where('id', holdingId)
      .update({ created_at: dbTimestamp(DateTime.now().minus({ hours: 1 })) })
    ;(await undo(client, token, holdingId)).assertStatus(409)
    assert.containsSubset(await listed(client, token, rule.id), { stockLeft: 4, grants: 1 })
  })
})

/** The rule's counters as the grants that stand make them: units not taken back, grants not wholly undone. */
async function countersOfGrants(ruleId: number) {
  const rows = await db
    .from('gift_rule_grants')
    .join('powerup_holdings', 'powerup_holdings.id', 'gift_rule_grants.holding_id')
    .where('gift_rule_grants.rule_id', ruleId)
    .select('gift_rule_grants.units', 'powerup_holdings.undone_count')
  const takenBack = (row: { undone_count: unknown }) => Number(row.undone_count ?? 0)
  return [
    rows.reduce((sum, row) => sum + Number(row.units) - takenBack(row), 0),
    rows.filter((row) => takenBack(row) < Number(row.units)).length,
  ]
}

test.group('Gift rules: parallel undos of rule grants', (group) => {
  const creators = committedCreators()
  group.each.setup(() => overrideSettings({ [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: Infinity }))
  group.each.teardown(() => creators.teardown())

  test('parallel undos of one rule grant refill the rule once', async ({ client, assert }) => {
    const { user, token } = await creators.make()
    const rule = await addRule(client, token, {
      giftName: 'Rose',
      powerupType: 'mist',
      count: 2,
      stock: 4,
      perStreamCap: 3,
    })
    const outcome = await new GiftBatcher(() => undefined).submit(rose(user.id, 'twin'), new Date().toISOString())
    assert.equal(outcome.outcome, 'credited')
    const holdingId = await ruleHolding(user.id, 'twin')

    const responses = await Promise.all(Array.from({ length: 8 }, () => undo(client, token, holdingId)))
    const statuses = responses.map((r) => r.status())
    assert.equal(statuses.filter((s) => s === 200).length, 1)
    assert.equal(statuses.filter((s) => s === 409).length, 7)
    const row = await db.from('gift_rules').where('id', rule.id).firstOrFail()
    assert.deepEqual([Number(row.granted_units), Number(row.grants)], [0, 0])
    assert.deepEqual(await streamGrants(rule.id), [0])
    assert.lengthOf(await auditOf('POWERUP_GRANT_UNDONE', user.id), 1)
  }).timeout(30_000)

  test("undos racing the same player's gifts and uses: no deadlock, the counters match the grants that stand", async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const rule = await addRule(client, token, { giftName: 'Rose', powerupType: 'glove', count: 2, stock: 40 })
    const batcher = new GiftBatcher(() => undefined, { maxRows: 2 })
    const gifts = (count: number) =>
      Promise.all(Array.from({ length: count }, () => batcher.submit(rose(user.id, 'duo'), new Date().toISOString())))
    await gifts(6)
    const earlier = await db
      .from('gift_rule_grants')
      .where('rule_id', rule.id)
      .orderBy('holding_id')
      .select('holding_id')
    assert.lengthOf(earlier, 6)

    const [undos, uses] = await Promise.all([
      Promise.all(earlier.map((row) => undo(client, token, Number(row.holding_id)))),
      Promise.all(Array.from({ length: 6 }, () => use(client, token, 'duo', 'glove'))),
      gifts(8),
    ])
    for (const response of [...undos, ...uses]) assert.isBelow(response.status(), 500)
    assert.isTrue(undos.every((r) => r.status() === 200))
    const row = await db.from('gift_rules').where('id', rule.id).firstOrFail()
    assert.deepEqual([Number(row.granted_units), Number(row.grants)], await countersOfGrants(rule.id))
    assert.lengthOf(await db.from('gift_rule_grants').where('rule_id', rule.id), 14)
    assert.lengthOf(await db.from('error_events').where('creator_id', user.id).where('source', 'rules.grant'), 0)
  }).timeout(60_000)
})
