import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { RecordedEntry } from '#core/events'
import { DateTime } from 'luxon'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { PowerupHoldingFactory } from '../../database/factories/powerup_holding_factory.js'
import { STARTER_PACK, type PowerupType } from '../../../shared/powerups.js'
import {
  apiModerator,
  auditOf,
  countRows,
  grant,
  impersonate,
  parseDetails,
  use,
} from '#modules/players/backend/tests/helpers'
import { addPlayer, listPlayers, withGrantPolicy } from '../helpers.js'

const daysLeft = (iso: string) => DateTime.fromISO(iso).diffNow('days').days

/** A holding written straight to the ledger, for expiry situations the API cannot create. */
async function holding(
  creatorId: number,
  playerId: number,
  type: PowerupType,
  count: number,
  expiresAt: DateTime | null,
  isActive = true
) {
  return PowerupHoldingFactory.merge({ creatorId, playerId, type, count, isActive, expiresAt }).create()
}

test.group('Powerups: grant', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('grant defaults to 1 unit for 5 days and answers the holding and the refreshed player', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'PixelPanda')
    const response = await grant(client, token, {
      playerName: 'pixelpanda',
      powerupType: 'stun-hammer',
      grantedBy: 'ignored',
    })
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.containsSubset(body.holding, {
      type: 'stun-hammer',
      count: 1,
      originalCount: 1,
      isActive: true,
      source: 'api',
    })
    assert.closeTo(daysLeft(body.holding.expiresAt), 5, 0.01)
    assert.equal(body.player.id, player.id)
    // The answer's holding and the same holding in the player's list read alike.
    assert.deepEqual(
      body.player.powerups.find((p: any) => p.id === body.holding.id),
      body.holding
    )
    assert.equal(body.message, 'Granted 1 Stun Hammer to PixelPanda.')

    const [entry] = (await auditOf('POWERUP_GRANTED', creator.id)).filter((e) => parseDetails(e).source === 'api')
    assert.containsSubset(entry, {
      actor_type: 'CREATOR',
      actor_id: creator.id,
      target_type: 'PLAYER',
      target_id: player.id,
      target_name: 'PixelPanda',
    })
    assert.deepEqual(parseDetails(entry), {
      powerupType: 'stun-hammer',
      count: 1,
      expiresAt: body.holding.expiresAt,
      source: 'api',
      holdingId: body.holding.id,
    })
    const row = await db.from('powerup_holdings').where('id', body.holding.id).first()
    assert.equal(row.granted_by, creator.id)
    assert.equal(row.granted_by_name, creator.name)
  })

  test('count 1–10 and expiresInDays 1–365 are enforced with clear messages; nothing changes', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Luna')
    const ok = await grant(client, token, {
      playerName: 'Luna',
      powerupType: 'mist',
      count: 10,
      expiresInDays: 365,
      source: 'kiosk',
    })
    ok.assertStatus(200)
    assert.equal(ok.body().holding.count, 10)
    assert.equal(ok.body().holding.source, 'kiosk')
    const before = await countRows('powerup_holdings', creator.id)
    for (const count of [0, 11, -1, 2.5, 'abc', '3', 1e9, true, [2]]) {
      const response = await grant(client, token, { playerName: 'Luna', powerupType: 'mist', count })
      response.assertStatus(400)
      assert.equal(response.body().error, 'Count must be between 1 and 10', String(count))
    }
    for (const expiresInDays of [0, 366, 1.5, 'soon', false]) {
      const response = await grant(client, token, { playerName: 'Luna', powerupType: 'mist', expiresInDays })
      response.assertStatus(400)
      assert.equal(response.body().error, 'Expiry must be between 1 and 365 days')
    }
    assert.equal(await countRows('powerup_holdings', creator.id), before)
  })

  test('every spelling of a type is stored canonical; unknown types are refused', async ({ client, assert }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'Owl')
    const spellings: [string, string][] = [
      ['TIME_MAKER', 'time-maker'],
      ['timemaker', 'time-maker'],
      ['Time Maker', 'time-maker'],
      ['hammer', 'stun-hammer'],
      ['STUN_HAMMER', 'stun-hammer'],
      ['no2', 'no2-booster'],
      ['NO3_BOOSTER', 'no3-booster'],
      ['Glove', 'glove'],
    ]
    for (const [spelling, canonical] of spellings) {
      const response = await grant(client, token, { playerName: 'Owl', powerupType: spelling })
      response.assertStatus(200)
      assert.equal(response.body().holding.type, canonical, spelling)
    }
    for (const powerupType of ['rocket', '', 42, null, 'x'.repeat(5000)]) {
      const response = await grant(client, token, { playerName: 'Owl', powerupType })
      response.assertStatus(400)
      assert.isString(response.body().error)
    }
    const rocket = await grant(client, token, { playerName: 'Owl', powerupType: 'rocket' })
    assert.equal(rocket.body().error, 'Invalid powerup type: rocket')
    const usedBySpelling = await use(client, token, 'Owl', 'TIME_MAKER')
    usedBySpelling.assertStatus(200)
    assert.equal(usedBySpelling.body().use.type, 'time-maker')
  })

  test('grant finds the player by alias; an unknown player is 404', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, 'QueenBee_22', ['queenbee'])
    const byAlias = await grant(client, token, { playerName: '@QueenBee', powerupType: 'glove' })
    byAlias.assertStatus(200)
    assert.equal(byAlias.body().player.id, player.id)
    const missing = await grant(client, token, { playerName: 'nobody', powerupType: 'glove' })
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { success: false, error: 'Player not found', code: 'players.not_found' })
    for (const body of [
      { powerupType: 'glove' },
      { playerName: 7, powerupType: 'glove' },
      { playerName: 'y'.repeat(1000), powerupType: 'glove' },
    ]) {
      await grant(client, token, body).then((r) => r.assertStatus(400))
    }
  })

  test('the grant policy hook: default expiry and the per-player maximum', async ({ client, assert }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'Marcus') // 3 starter units
    withGrantPolicy({ defaultExpiryHours: 24, maxPowerupsPerPlayer: 6 })()
    const dayLong = await grant(client, token, { playerName: 'Marcus', powerupType: 'glove', count: 2 })
    dayLong.assertStatus(200)
    assert.closeTo(daysLeft(dayLong.body().holding.expiresAt), 1, 0.01)
    const over = await grant(client, token, { playerName: 'Marcus', powerupType: 'glove', count: 2 })
    over.assertStatus(400)
    assert.equal(over.body().error, 'Marcus already holds 5 powerups; the maximum per player is 6.')
    await grant(client, token, { playerName: 'Marcus', powerupType: 'glove', count: 1 }).then((r) =>
      r.assertStatus(200)
    )
    // Used units no longer count against the maximum.
    await use(client, token, 'Marcus', 'glove').then((r) => r.assertStatus(200))
    await grant(client, token, { playerName: 'Marcus', powerupType: 'mist' }).then((r) => r.assertStatus(200))
  })
})

test.group('Powerups: use', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('units are used first-expiring-first, never-expiring last', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Diego') // starter: 2 gloves, 30 days
    const starter = player.powerups.find((p) => p.type === 'glove')!
    const forever = await holding(creator.id, player.id, 'glove', 1, null)
    const inThreeDays = await holding(creator.id, player.id, 'glove', 1, DateTime.now().plus({ days: 3 }))
    const inOneHour = await holding(creator.id, player.id, 'glove', 2, DateTime.now().plus({ hours: 1 }))
    await holding(creator.id, player.id, 'glove', 5, DateTime.now().minus({ minutes: 1 })) // expired
    await holding(creator.id, player.id, 'glove', 5, DateTime.now().plus({ minutes: 30 }), false) // deactivated

    const order: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await use(client, token, 'diego', 'glove')
      response.assertStatus(200)
      order.push(response.body().use.holdingId)
    }
    assert.deepEqual(order, [inOneHour.id, inOneHour.id, inThreeDays.id, starter.id, starter.id, forever.id])

    const none = await use(client, token, 'Diego', 'glove')
    none.assertStatus(400)
    assert.deepEqual(none.body(), {
      success: false,
      error: 'No Powerups Available: Diego has no Glove powerups to use.',
      code: 'powerups.none_available',
      params: { player: 'Diego', powerup: 'Glove' },
    })
  })

  test("a grant's and a use's answer hold the player and their powerups as the player list writes them, to the byte", async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Mirela', ['Mirelà "M"', 'mira\\2'])
    await db.from('players').where('id', player.id).update({ tiktok_user_id: '7012345678901234567' })
    await holding(creator.id, player.id, 'mist', 1, null)
    await holding(creator.id, player.id, 'glove', 3, DateTime.now().plus({ days: 2 }).set({ millisecond: 7 }))
    const firstExpiring = await holding(
      creator.id,
      player.id,
      'glove',
      2,
      DateTime.now().plus({ hours: 3 }).set({ millisecond: 990 })
    )
    await holding(creator.id, player.id, 'glove', 1, DateTime.now().minus({ minutes: 1 })) // expired
    // PostgreSQL writes the answer's timestamps itself: in UTC whatever the session's time zone.
    if (db.connection().dialect.name === 'postgres') await db.rawQuery(`set local time zone 'Pacific/Chatham'`)
    const listed = async () => (await listPlayers(client, token)).find((p) => p.id === player.id)!
    const sameText = (answered: unknown, expected: unknown) =>
      assert.equal(JSON.stringify(answered), JSON.stringify(expected))
    /** A grant's or use's answer is JSON whose player and holding read as the list now shows them. */
    const answersAsListed = async (response: Awaited<ReturnType<typeof use>>) => {
      response.assertStatus(200)
      assert.equal(response.header('content-type'), 'application/json; charset=utf-8')
      const now = await listed()
      sameText(response.body().player, now)
      sameText(
        response.body().holding,
        now.powerups.find((h) => h.id === response.body().holding.id)
      )
      return now.powerups
    }

    const granted = await grant(client, token, { playerName: 'Mirela', powerupType: 'hammer', count: 2 })
    const afterGrant = await answersAsListed(granted)
    assert.lengthOf(afterGrant, STARTER_PACK.length + 4) // and the mist, two gloves (not the expired one), the hammer

    const used = await use(client, token, 'Mirela', 'glove')
    await answersAsListed(used)
    assert.equal(used.body().holding.id, firstExpiring.id)
  })

  test('a use answers the use, the holding and the player with one unit less; audit and ledger rows', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Sakura')
    const response = await client.post('/api/players/powerups/use').bearerToken(token).json({
      playerId: 'Sakura',
      powerupType: 'glove',
      powerupId: 999,
      powerupIndex: 3,
      usedBy: 'someone else',
      source: 'kiosk',
    })
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, 'Glove has been activated.')
    assert.containsSubset(body.use, { type: 'glove', playerId: player.id, usedByName: creator.name, source: 'kiosk' })
    assert.containsSubset(body.holding, { type: 'glove', count: 1, originalCount: 2 })
    assert.equal(body.player.powerups.find((p: any) => p.type === 'glove').count, 1)

    const [entry] = await auditOf('POWERUP_USED', creator.id)
    assert.containsSubset(entry, {
      actor_type: 'CREATOR',
      actor_id: creator.id,
      target_type: 'PLAYER',
      target_id: player.id,
      target_name: 'Sakura',
    })
    assert.deepEqual(parseDetails(entry), {
      powerupType: 'glove',
      count: 1,
      holdingId: body.holding.id,
      source: 'kiosk',
    })
    const row = await db.from('powerup_uses').where('id', body.use.id).first()
    assert.containsSubset(row, {
      holding_id: body.holding.id,
      player_id: player.id,
      creator_id: creator.id,
      used_by: creator.id,
    })
  })

  test('a used-up holding stays in the ledger and leaves the player list', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Rae')
    await use(client, token, 'Rae', 'mist').then((r) => r.assertStatus(200))
    const [player] = await listPlayers(client, token)
    assert.deepEqual(
      player.powerups.map((p) => p.type),
      ['glove']
    )
    const mist = await db.from('powerup_holdings').where('creator_id', creator.id).where('type', 'mist').first()
    assert.equal(mist.count, 0)
    assert.equal(mist.original_count, 1)
  })

  test('expired and deactivated holdings are not listed and not used', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Taco')
    await db
      .from('powerup_holdings')
      .where('player_id', player.id)
      .update({ expires_at: DateTime.now().minus({ seconds: 5 }).toFormat(db.connection().dialect.dateTimeFormat) })
    await holding(creator.id, player.id, 'mist', 3, DateTime.now().plus({ days: 1 }), false)
    const [listed] = await listPlayers(client, token)
    assert.deepEqual(listed.powerups, [])
    const response = await use(client, token, 'Taco', 'mist')
    response.assertStatus(400)
    assert.equal(response.body().error, 'No Powerups Available: Taco has no Mist powerups to use.')
    assert.equal(await countRows('powerup_uses', creator.id), 0)
  })

  test('use errors: unknown player 404, unknown type and bad input 400, nothing changes', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Eve')
    const missing = await use(client, token, 'Nobody', 'glove')
    missing.assertStatus(404)
    assert.equal(missing.body().error, 'Player not found')
    const bodies: unknown[] = [
      { playerId: 'Eve', powerupType: 'laser' },
      { playerId: 'Eve' },
      { powerupType: 'glove' },
      { playerId: 12, powerupType: 'glove' },
      { playerId: 'Eve', powerupType: ['glove'] },
      { playerId: 'z'.repeat(100_000), powerupType: 'glove' },
    ]
    for (const body of bodies) {
      const response = await client
        .post('/api/players/powerups/use')
        .bearerToken(token)
        .json(body as object)
      assert.equal(response.status(), 400, JSON.stringify(body).slice(0, 80))
      assert.isFalse(response.body().success)
    }
    assert.equal(await countRows('powerup_uses', creator.id), 0)
  })
})

test.group('Powerups: who may grant and use', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('a moderator grants and uses for their creator, recorded as themselves; permissions decide', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const mod = await apiModerator(client, token, ['grant_powerups', 'use_powerups'])
    await addPlayer(client, token, 'Luna')
    const granted = await grant(client, mod.token, { playerName: 'Luna', powerupType: 'no2', count: 2 })
    granted.assertStatus(200)
    assert.equal(granted.body().holding.grantedByName, mod.name)
    const used = await use(client, mod.token, 'Luna', 'no2-booster')
    used.assertStatus(200)
    const [useEntry] = await auditOf('POWERUP_USED', creator.id)
    assert.containsSubset(useEntry, { actor_type: 'MODERATOR', actor_id: mod.id })

    const useOnly = await apiModerator(client, token, ['use_powerups'])
    const noGrant = await grant(client, useOnly.token, { playerName: 'Luna', powerupType: 'glove' })
    noGrant.assertStatus(403)
    assert.equal(noGrant.body().error, 'You do not have permission to grant powerups')
    await use(client, useOnly.token, 'Luna', 'glove').then((r) => r.assertStatus(200))
    const chatOnly = await apiModerator(client, token, ['chat_commands'])
    const noUse = await use(client, chatOnly.token, 'Luna', 'glove')
    noUse.assertStatus(403)
    assert.equal(noUse.body().error, 'You do not have permission to use powerups')
    const [player] = await listPlayers(client, token)
    assert.equal(player.powerups.find((p) => p.type === 'glove')!.count, 1)
  })

  test("another creator's moderator and creator get 404 and change nothing", async ({ client, assert }) => {
    const owner = await makeCreator()
    const other = await makeCreator()
    const { token: otherMod } = await apiModerator(client, other.token)
    await addPlayer(client, owner.token, 'Owned')
    for (const token of [other.token, otherMod]) {
      await grant(client, token, { playerName: 'Owned', powerupType: 'glove' }).then((r) => r.assertStatus(404))
      await use(client, token, 'Owned', 'glove').then((r) => r.assertStatus(404))
    }
    assert.equal(await countRows('powerup_holdings', owner.user.id), 2)
    assert.equal(await countRows('powerup_uses', owner.user.id), 0)
    assert.lengthOf(await auditOf('POWERUP_GRANTED', other.user.id), 0)
  })

  test('an admin without impersonation is refused; impersonating, they act as the creator', async ({
    client,
    assert,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Kim')
    const refused = await grant(client, adminToken, { playerName: 'Kim', powerupType: 'glove' })
    refused.assertStatus(403)
    assert.equal(refused.body().error, 'This action needs a creator context (impersonate a creator)')
    await use(client, adminToken, 'Kim', 'glove').then((r) => r.assertStatus(403))
    await client
      .get('/api/powerups/stats')
      .bearerToken(adminToken)
      .then((r) => r.assertStatus(403))
    assert.equal(await countRows('powerup_holdings', creator.id), 2)

    const asCreator = await impersonate(client, adminToken, creator.id)
    await grant(client, asCreator, { playerName: 'Kim', powerupType: 'glove' }).then((r) => r.assertStatus(200))
    await use(client, asCreator, 'Kim', 'glove').then((r) => r.assertStatus(200))
    const entries = await auditOf('POWERUP_USED', creator.id)
    assert.equal(entries[0].actor_type, 'CREATOR')
  })
})

test.group('Powerups: dashboard stats', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('GET /api/powerups/stats: cards, soon to expire (7 days, 5 entries) and my own figures', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const { token: modToken } = await apiModerator(client, token)
    const alpha = await addPlayer(client, token, 'Alpha') // 3 units, 30 days
    const beta = await addPlayer(client, token, 'Beta') // 3 units
    await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: beta.id, updates: { isActive: false } })
    for (const hours of [100, 2, 50, 26, 160, 12])
      await holding(creator.id, alpha.id, 'mist', 1, DateTime.now().plus({ hours }))
    await holding(creator.id, alpha.id, 'mist', 1, DateTime.now().plus({ days: 8 }))
    await grant(client, modToken, { playerName: 'Alpha', powerupType: 'glove', count: 3 }).then((r) =>
      r.assertStatus(200)
    )
    await use(client, modToken, 'Alpha', 'mist').then((r) => r.assertStatus(200))

    const response = await client.get('/api/powerups/stats').bearerToken(modToken)
    response.assertStatus(200)
    const { success, stats } = response.body()
    assert.isTrue(success)
    // Alpha: 3 starter + 7 mists + 3 gloves − 1 used = 12 (Beta is inactive)
    assert.equal(stats.activePowerups, 12)
    assert.equal(stats.grantsToday, 3 + 3 + 7 + 3) // two starter packs, the ledger rows above, the moderator's grant
    assert.equal(stats.usesToday, 1)
    assert.equal(stats.activePlayers, 1)
    assert.lengthOf(stats.soonToExpire, 5)
    const hoursLeft = stats.soonToExpire.map((h: any) =>
      Math.round(DateTime.fromISO(h.expiresAt).diffNow('hours').hours)
    )
    // The 2-hour mist was used first; 120 h is the moderator's grant (5 days); 160 h is sixth; 8 days is out.
    assert.deepEqual(hoursLeft, [12, 26, 50, 100, 120])
    assert.equal(stats.soonToExpire[0].playerName, 'Alpha')
    assert.containsSubset(stats.mine, { grantedToday: 3, usedToday: 1, granted: 3, used: 1 })
    assert.isString(stats.mine.lastGrantAt)
  })
})

test.group('Powerups: the audit entries grants and uses announce', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each announced entry is the stored one, its target the player the write found', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Nova')
    const heard: RecordedEntry[] = []
    const listener = (entry: RecordedEntry) => void heard.push(entry)
    emitter.on('audit:recorded', listener)
    try {
      ;(await grant(client, token, { playerName: 'nova', powerupType: 'mist' })).assertStatus(200)
      ;(await use(client, token, 'NOVA', 'mist')).assertStatus(200)
    } finally {
      emitter.off('audit:recorded', listener)
    }
    const ledger = heard.filter((entry) => ['POWERUP_GRANTED', 'POWERUP_USED'].includes(entry.eventType))
    assert.deepEqual(
      ledger.map((entry) => entry.eventType),
      ['POWERUP_GRANTED', 'POWERUP_USED']
    )
    for (const entry of ledger) {
      const stored = await db.from('audit_logs').where('id', entry.id).firstOrFail()
      assert.containsSubset(stored, { creator_id: creator.id, target_type: 'PLAYER', target_name: 'Nova' })
      assert.equal(entry.targetId, stored.target_id)
      assert.equal(entry.targetName, stored.target_name)
      assert.deepEqual(entry.details, parseDetails(stored))
    }
  })
})

test.group('Powerups: grants and uses after a migration adds columns', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  // A process keeps its connections (and on PostgreSQL their prepared statements) while
  // another process migrates at boot: a statement's answer must not depend on the tables' columns.
  test('grants, uses and starter packs still succeed on the same connection once players and holdings have a new column', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'Nova')
    ;(await grant(client, token, { playerName: 'nova', powerupType: 'mist' })).assertStatus(200)
    ;(await use(client, token, 'nova', 'mist')).assertStatus(200)

    await db.rawQuery('alter table players add column migrated_meanwhile integer')
    await db.rawQuery('alter table powerup_holdings add column migrated_meanwhile integer')

    const granted = await grant(client, token, { playerName: 'nova', powerupType: 'mist', count: 2 })
    granted.assertStatus(200)
    assert.equal(granted.body().holding.count, 2)
    assert.equal(granted.body().player.name, 'Nova')
    const used = await use(client, token, 'nova', 'mist')
    used.assertStatus(200)
    assert.equal(used.body().player.name, 'Nova')
    const added = await addPlayer(client, token, 'Orion')
    assert.lengthOf(added.powerups, STARTER_PACK.length)
  })
})
