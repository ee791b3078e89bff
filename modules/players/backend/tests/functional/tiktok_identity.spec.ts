import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Acting } from '#core/acting/acting'
import { committedCreators } from '#tests/helpers/accounts'
import type User from '#core/users/user'
import {
  createPlayer,
  findPlayerByName,
  resolveTikTokPlayer,
  type TikTokIdentity,
} from '#modules/players/backend/public'
import { auditOf, countRows, parseDetails } from '../helpers.js'

/** What a chat from the live stream acts as: the system, for the creator. */
const live = (creator: User) => Acting.system(creator.id, 'chat')

const resolve = (creator: User, identity: TikTokIdentity, create = false) =>
  db.transaction((trx) => resolveTikTokPlayer(live(creator), identity, { create }, trx))

const playerRow = (id: number) => db.from('players').where('id', id).first()

test.group('Players: resolveTikTokPlayer (a viewer by TikTok identity)', (group) => {
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('a handle match stores the userId; a rename keeps one player and adds the new handle as alias', async ({
    assert,
  }) => {
    const { user } = await creators.make()
    const owl = await createPlayer(live(user), { name: 'NightOwl' })

    const first = await resolve(user, { userId: '7001', secUid: 'MS4w-owl', uniqueId: '@nightowl' })
    assert.deepEqual(first, { player: { id: owl.id, name: 'NightOwl' }, created: false })
    const row = await playerRow(owl.id)
    assert.equal(row.tiktok_user_id, '7001')
    assert.equal(row.tiktok_sec_uid, 'MS4w-owl')
    const [linked] = await auditOf('PLAYER_TIKTOK_LINKED', user.id)
    assert.equal(linked.target_id, owl.id)
    assert.include(parseDetails(linked), { tiktokUserId: '7001', handle: 'nightowl', matchedBy: 'handle' })

    // Renamed on TikTok: same userId, new handle → same player, the name stays, the handle is an alias.
    const renamed = await resolve(user, { userId: '7001', uniqueId: 'owl_at_dawn' }, true)
    assert.deepEqual(renamed, { player: { id: owl.id, name: 'NightOwl' }, created: false })
    assert.equal((await findPlayerByName(live(user), '@OWL_AT_DAWN'))?.id, owl.id)
    assert.equal((await findPlayerByName(live(user), 'nightowl'))?.id, owl.id)
    const updated = (await auditOf('PLAYER_UPDATED', user.id)).map(parseDetails)
    assert.deepEqual(
      updated.map((details) => details.tiktokHandle),
      ['owl_at_dawn']
    )
    assert.equal(await countRows('players', user.id), 1)

    // Seen again under a known handle: nothing changes, nothing is audited.
    await resolve(user, { userId: '7001', uniqueId: 'owl_at_dawn' })
    await resolve(user, { userId: '7001', uniqueId: 'NightOwl' })
    assert.lengthOf(await auditOf('PLAYER_UPDATED', user.id), 1)
    assert.lengthOf(await auditOf('PLAYER_TIKTOK_LINKED', user.id), 1)
  })

  test('create: a new viewer becomes a player with the identity, through createPlayer (starter pack, audit)', async ({
    assert,
  }) => {
    const { user } = await creators.make()
    assert.isNull(await resolve(user, { userId: '8001', uniqueId: 'newfan' }))
    assert.equal(await countRows('players', user.id), 0)

    const made = await resolve(
      user,
      { userId: '8001', secUid: 'MS4w-new', uniqueId: '@newfan', nickname: 'New Fan' },
      true
    )
    assert.isTrue(made!.created)
    assert.equal(made!.player.name, 'newfan')
    const row = await playerRow(made!.player.id)
    assert.equal(row.tiktok_user_id, '8001')
    assert.equal(row.tiktok_sec_uid, 'MS4w-new')
    assert.equal(await countRows('powerup_holdings', user.id), 2, 'starter pack')
    const [created] = await auditOf('PLAYER_CREATED', user.id)
    assert.include(parseDetails(created), { tiktokUserId: '8001', source: 'chat' })

    // Without a userId the handle alone is matched, and nothing is stored.
    const byHandle = await resolve(user, { uniqueId: 'NEWFAN' })
    assert.deepEqual(byHandle, { player: made!.player, created: false })
  })

  test('a userId owned by one player and a handle owned by another: the userId wins, the handle stays', async ({
    assert,
  }) => {
    const { user } = await creators.make()
    const ada = await createPlayer(live(user), { name: 'Ada' })
    const bob = await createPlayer(live(user), { name: 'Bob', aliases: ['bobby'] })
    await resolve(user, { userId: '9001', uniqueId: 'ada' })

    const result = await resolve(user, { userId: '9001', uniqueId: '@bobby' }, true)
    assert.equal(result!.player.id, ada.id)
    assert.equal((await findPlayerByName(live(user), 'bobby'))?.id, bob.id)
    assert.deepEqual(JSON.parse((await playerRow(ada.id)).aliases), [])
    assert.isNull((await playerRow(bob.id)).tiktok_user_id)
  })

  test('a handle whose player is linked to another userId is someone else: created apart when asked', async ({
    assert,
  }) => {
    const { user } = await creators.make()
    const cat = await createPlayer(live(user), { name: 'cat' })
    await resolve(user, { userId: '1111', uniqueId: 'cat' })

    assert.isNull(await resolve(user, { userId: '2222', uniqueId: 'cat' }))
    const other = await resolve(user, { userId: '2222', uniqueId: 'cat' }, true)
    assert.notEqual(other!.player.id, cat.id)
    assert.equal(other!.player.name, 'cat (2222)')
    assert.equal((await playerRow(other!.player.id)).tiktok_user_id, '2222')
    assert.equal((await playerRow(cat.id)).tiktok_user_id, '1111')
  })

  test('bad identities are refused with a clear 400 and change nothing', async ({ assert }) => {
    const { user } = await creators.make()
    for (const identity of [
      { userId: '12ab', uniqueId: 'x' },
      { userId: '9'.repeat(65), uniqueId: 'x' },
      { userId: '1', secUid: 's'.repeat(256), uniqueId: 'x' },
    ]) {
      const error = await resolve(user, identity, true).catch((e) => e)
      assert.equal(error.status, 400, JSON.stringify(identity))
    }
    // No handle a player could carry, no nickname: nobody to create.
    assert.isNull(await resolve(user, { userId: '3', uniqueId: 'x'.repeat(101) }, true))
    assert.isNull(await resolve(user, { uniqueId: '@' }, true))
    assert.equal(await countRows('players', user.id), 0)
  })

  test('the caller’s transaction stays usable after a lost race (savepoint), and rolls back with it', async ({
    assert,
  }) => {
    const { user } = await creators.make()
    await resolve(user, { userId: '4001', uniqueId: 'keeper' }, true)
    await db
      .transaction(async (trx) => {
        // The handle is taken by the first player (another userId): a new, distinct player.
        const made = await resolveTikTokPlayer(
          live(user),
          { userId: '4002', uniqueId: 'keeper' },
          { create: true },
          trx
        )
        assert.isTrue(made!.created)
        await trx.from('players').where('id', made!.player.id).first()
        throw new Error('caller rolls back')
      })
      .catch((error) => assert.equal(error.message, 'caller rolls back'))
    assert.equal(await countRows('players', user.id), 1)
  })

  test('parallel resolves of one new userId (under changing handles) make one player', async ({ assert }) => {
    const { user } = await creators.make()
    const rounds = 5
    for (let round = 0; round < rounds; round++) {
      const userId = `55500${round}`
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          resolve(user, { userId, uniqueId: i % 2 ? `racer${round}` : `racer${round}_new` }, true)
        )
      )
      const ids = new Set(results.map((r) => r!.player.id))
      assert.equal(ids.size, 1, `round ${round}: ${[...ids].join(', ')}`)
      assert.equal(results.filter((r) => r!.created).length, 1, `round ${round}`)
      const rows = await db.from('players').where('creator_id', user.id).where('tiktok_user_id', userId)
      assert.lengthOf(rows, 1)
      // Both handles lead to that one player.
      for (const handle of [`racer${round}`, `racer${round}_new`]) {
        assert.equal((await findPlayerByName(live(user), handle))?.id, rows[0].id, handle)
      }
    }
    assert.equal(await countRows('players', user.id), rounds)
    assert.lengthOf(await auditOf('PLAYER_CREATED', user.id), rounds)
  })

  test('parallel resolves linking one existing player by handle store the userId once', async ({ assert }) => {
    const { user } = await creators.make()
    const zed = await createPlayer(live(user), { name: 'Zed' })
    const results = await Promise.all(
      Array.from({ length: 6 }, () => resolve(user, { userId: '6006', uniqueId: 'zed' }, true))
    )
    assert.deepEqual(new Set(results.map((r) => r!.player.id)), new Set([zed.id]))
    assert.equal((await playerRow(zed.id)).tiktok_user_id, '6006')
    assert.lengthOf(await auditOf('PLAYER_TIKTOK_LINKED', user.id), 1)
    assert.equal(await countRows('players', user.id), 1)
  })
})
