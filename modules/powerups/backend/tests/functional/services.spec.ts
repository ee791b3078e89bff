import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeCreator } from '#tests/helpers/accounts'
import type User from '#core/users/user'
import { Acting } from '#core/acting/acting'
import { createPlayer, deletePlayer, findPlayerByName, updatePlayer } from '#modules/players/backend/public'
import { grantPowerup, playersWithPowerups, usePowerup, userLedgerActivity } from '#modules/powerups/backend/public'
import powerupsSummary from '#modules/powerups/backend/services/creator_summary'
import { auditOf, parseDetails } from '#modules/players/backend/tests/helpers'
import { withGrantPolicy } from '../helpers.js'

/** A chat command's acting context: no HttpContext, the moderator or creator named explicitly. */
const chatActing = (creator: User, who: { id: number; name: string; type?: 'CREATOR' | 'MODERATOR' } = creator) =>
  Acting.of({
    creatorId: creator.id,
    identity: { type: who.type ?? 'CREATOR', id: who.id, name: who.name },
    source: 'chat',
  })

test.group('Players and powerups services (other modules, chat commands)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('findPlayerByName: name or alias, any case, with or without @, only within the creator', async ({ assert }) => {
    const { user: creator } = await makeCreator()
    const { user: other } = await makeCreator()
    const owl = await createPlayer(chatActing(creator), { name: 'NightOwl', aliases: ['hoot_hoot'] })
    await createPlayer(chatActing(other), { name: 'Elsewhere' })
    for (const name of ['NightOwl', '@nightowl', ' NIGHTOWL ', 'hoot_hoot', '@HOOT_HOOT']) {
      assert.equal((await findPlayerByName(chatActing(creator), name))?.id, owl.id, name)
    }
    // `_` and `%` are literal, not LIKE wildcards.
    for (const name of ['hootxhoot', 'hoot%', 'Elsewhere', '', '@', 'x'.repeat(500)]) {
      assert.isNull(await findPlayerByName(chatActing(creator), name), name)
    }
  })

  test('a chat grant and use (no HttpContext) are ledgered, audited and pushed after commit', async ({ assert }) => {
    const { user: creator } = await makeCreator()
    const mod = { id: creator.id, name: 'Chat Mod', type: 'MODERATOR' as const }
    const events = emitter.fake(['players:changed', 'powerups:changed'])
    try {
      const player = await createPlayer(chatActing(creator), { name: 'Viewer42' })
      events.assertEmitted(
        'players:changed',
        ({ data }) => data.creatorId === creator.id && data.reason === 'created' && data.playerId === player.id
      )
      const granted = await grantPowerup(chatActing(creator, mod), {
        playerName: '@viewer42',
        type: 'hammer',
        count: 2,
      })
      assert.containsSubset(granted.holding, {
        type: 'stun-hammer',
        count: 2,
        source: 'chat',
        grantedByName: 'Chat Mod',
      })
      const used = await usePowerup(chatActing(creator, mod), { playerId: player.id, type: 'STUN_HAMMER' })
      assert.equal(used.holding.count, 1)
      assert.equal(used.use.source, 'chat')
      events.assertEmitted('powerups:changed', ({ data }) => data.reason === 'granted')
      events.assertEmitted('powerups:changed', ({ data }) => data.reason === 'used' && data.playerId === player.id)
    } finally {
      emitter.restore()
    }
    const [entry] = await auditOf('POWERUP_USED', creator.id)
    assert.containsSubset(entry, { actor_type: 'MODERATOR', actor_name: 'Chat Mod', ip_address: null })
    assert.equal(parseDetails(entry).source, 'chat')
    const starter = (await auditOf('POWERUP_GRANTED', creator.id)).filter((e) => parseDetails(e).source === 'starter')
    assert.lengthOf(starter, 2)
  })

  test('services refuse what the API refuses: bad type, count, expiry, unknown player, blank name', async ({
    assert,
  }) => {
    const { user: creator } = await makeCreator()
    const acting = chatActing(creator)
    await createPlayer(acting, { name: 'Solo' })
    const failures: [() => Promise<unknown>, number, string][] = [
      [() => grantPowerup(acting, { playerName: 'Solo', type: 'rocket' }), 400, 'Invalid powerup type: rocket'],
      [
        () => grantPowerup(acting, { playerName: 'Solo', type: 'glove', count: 11 }),
        400,
        'Count must be between 1 and 10',
      ],
      [
        () => grantPowerup(acting, { playerName: 'Solo', type: 'glove', expiresInDays: 0 }),
        400,
        'Expiry must be between 1 and 365 days',
      ],
      [() => grantPowerup(acting, { playerName: 'Ghost', type: 'glove' }), 404, 'Player not found'],
      [
        () => usePowerup(acting, { playerName: 'Solo', type: 'no3' }),
        400,
        'No Powerups Available: Solo has no NO3 Booster powerups to use.',
      ],
      [() => createPlayer(acting, { name: '  @ ' }), 400, 'Player name cannot be empty'],
      [() => createPlayer(acting, { name: 'SOLO' }), 400, 'Player already exists'],
      [() => createPlayer(acting, { name: 'n'.repeat(101) }), 400, 'Player name must be at most 100 characters'],
      [() => updatePlayer(acting, { playerName: 'Solo', updates: {} }), 400, 'Nothing to update'],
      [() => deletePlayer(acting, { playerId: 0 }), 404, 'Player not found'],
    ]
    // One at a time: each call runs only when it is awaited, so every refusal is observed.
    for (const [call, status, message] of failures) {
      const error = await call().then(
        () => null,
        (e) => e
      )
      assert.include(error, { status, message })
    }
  })

  test('playersWithPowerups, userLedgerActivity and the creator summaries', async ({ assert }) => {
    const { user: creator } = await makeCreator()
    const { user: mod } = await makeCreator()
    const acting = chatActing(creator)
    const byMod = chatActing(creator, { id: mod.id, name: mod.name, type: 'MODERATOR' })
    const holder = await createPlayer(acting, { name: 'Holder' })
    const empty = await createPlayer(acting, { name: 'Empty' })
    const resting = await createPlayer(acting, { name: 'Resting' })
    await db.from('powerup_holdings').where('player_id', empty.id).update({ count: 0 })
    await updatePlayer(acting, { playerId: resting.id, updates: { isActive: false } })
    await grantPowerup(byMod, { playerId: holder.id, type: 'mist', count: 4 })
    await usePowerup(byMod, { playerId: holder.id, type: 'mist' })
    await usePowerup(byMod, { playerId: holder.id, type: 'glove' })

    assert.deepEqual(
      (await playersWithPowerups(acting)).map((p) => p.name),
      ['Holder', 'Resting']
    )
    assert.deepEqual(
      (await playersWithPowerups(acting, { activeOnly: true })).map((p) => p.name),
      ['Holder']
    )

    const activity = await userLedgerActivity(creator.id, [mod.id, creator.id])
    assert.containsSubset(activity.get(mod.id), { granted: 4, grantedToday: 4, used: 2, usedToday: 2 })
    assert.isString(activity.get(mod.id)!.lastUseAt)
    assert.containsSubset(activity.get(creator.id), { granted: 9, used: 0, lastUseAt: null })
    const tomorrow = await userLedgerActivity(creator.id, [mod.id], DateTime.now().plus({ days: 1 }))
    assert.containsSubset(tomorrow.get(mod.id), { grantedToday: 0, usedToday: 0, granted: 4 })

    const powerups = await powerupsSummary([creator.id, mod.id])
    // Holder 3 + 4 − 2, Empty 0; Resting's 3 not (inactive: as the creator's My Active Powerups counts)
    assert.equal(powerups.get(creator.id)?.powerups, 5)
    assert.instanceOf(powerups.get(creator.id)?.lastActivity, Date)
    assert.deepEqual(powerups.get(mod.id), { powerups: 0, lastActivity: null })
  })
})
