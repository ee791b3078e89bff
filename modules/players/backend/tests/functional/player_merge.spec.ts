import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { committedCreators } from '#tests/helpers/accounts'
import {
  type WirePlayer,
  addPlayer,
  apiModerator,
  auditOf,
  countRows,
  grant,
  listPlayers,
  parseDetails,
  use,
} from '../helpers.js'

const merge = (client: ApiClient, token: string, intoPlayerId: unknown, fromPlayerId: unknown) =>
  client.post('/api/players/merge').bearerToken(token).json({ intoPlayerId, fromPlayerId })

const link = (client: ApiClient, token: string, body: Record<string, unknown>) =>
  client.put('/api/players/tiktok').bearerToken(token).json(body)

const gloves = (player: WirePlayer) =>
  player.powerups.filter((p: any) => p.type === 'glove').reduce((n: number, p: any) => n + p.count, 0)

/** What a refused call must leave as it was. */
async function snapshot(creatorId: number) {
  const players = await db.from('players').where('creator_id', creatorId).orderBy('id')
  const holdings = await db.from('powerup_holdings').where('creator_id', creatorId).orderBy('id')
  const names = await db.from('player_names').where('creator_id', creatorId).orderBy('name_key')
  return JSON.stringify({ players, holdings, names })
}

test.group('Players: merge and link a TikTok identity', (group) => {
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('merge moves balances, history, names and identity to the kept player; the other is gone', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const ann = await addPlayer(client, token, 'Ann', ['annie'])
    const old = await addPlayer(client, token, 'OldAnn', ['ann_tt'])
    await link(client, token, { playerId: old.id, tiktokUserId: '424242', tiktokSecUid: 'MS4w-ann' }).then((r) =>
      r.assertStatus(200)
    )
    await grant(client, token, { playerName: 'OldAnn', powerupType: 'glove', count: 3 }).then((r) =>
      r.assertStatus(200)
    )
    await use(client, token, 'OldAnn', 'glove').then((r) => r.assertStatus(200))
    const heldBefore = await countRows('powerup_holdings', user.id)
    const usesBefore = await countRows('powerup_uses', user.id)

    const response = await merge(client, token, ann.id, old.id)
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.deepEqual(response.body().merged, { id: old.id, name: 'OldAnn' })
    const kept = response.body().player
    assert.equal(kept.id, ann.id)
    assert.equal(kept.name, 'Ann')
    assert.deepEqual(kept.aliases, ['annie', 'OldAnn', 'ann_tt'])
    assert.equal(kept.tiktokUserId, '424242')

    const players = await listPlayers(client, token)
    assert.deepEqual(
      players.map((p) => p.id),
      [ann.id]
    )
    assert.equal(await countRows('powerup_holdings', user.id), heldBefore)
    assert.equal(await countRows('powerup_uses', user.id), usesBefore)
    const holders = await db.from('powerup_holdings').where('creator_id', user.id).distinct('player_id')
    assert.deepEqual(
      holders.map((h) => h.player_id),
      [ann.id]
    )
    // Gloves: both starter packs, 3 granted to OldAnn, 1 used by OldAnn.
    assert.equal(gloves(kept), gloves(ann) + gloves(old) + 3 - 1)
    // Every name of the merged player finds the kept one (a grant by the old name lands on Ann).
    await grant(client, token, { playerName: '@ann_tt', powerupType: 'hammer' }).then((r) => r.assertStatus(200))
    assert.equal((await db.from('players').where('id', ann.id).first()).tiktok_sec_uid, 'MS4w-ann')

    const [entry] = await auditOf('PLAYER_MERGED', user.id)
    assert.equal(entry.target_id, ann.id)
    assert.containsSubset(parseDetails(entry), {
      mergedId: old.id,
      mergedName: 'OldAnn',
      aliasesAdded: ['OldAnn', 'ann_tt'],
      tiktokUserId: '424242',
      holdingsMoved: 3,
      usesMoved: 1,
    })
  })

  test('refused merges change nothing: into itself, another creator’s player, two identities, bad ids', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const other = await creators.make()
    const a = await addPlayer(client, token, 'Alpha')
    const b = await addPlayer(client, token, 'Beta')
    const foreign = await addPlayer(client, other.token, 'Foreign')
    await link(client, token, { playerId: a.id, tiktokUserId: '1' }).then((r) => r.assertStatus(200))
    await link(client, token, { playerId: b.id, tiktokUserId: '2' }).then((r) => r.assertStatus(200))
    const before = await snapshot(user.id)
    const foreignBefore = await snapshot(other.user.id)

    const self = await merge(client, token, a.id, a.id)
    self.assertStatus(400)
    assert.deepEqual(self.body(), {
      success: false,
      error: 'A player cannot be merged into themself',
      code: 'players.merge_into_self',
    })
    for (const [into, from] of [
      [a.id, foreign.id],
      [foreign.id, a.id],
      [a.id, 999_999],
    ]) {
      const response = await merge(client, token, into, from)
      response.assertStatus(404)
      assert.deepEqual(response.body(), { success: false, error: 'Player not found', code: 'players.not_found' })
    }
    const conflict = await merge(client, token, a.id, b.id)
    conflict.assertStatus(409)
    assert.match(conflict.body().error, /different TikTok users/)
    for (const [into, from] of [
      ['x', b.id],
      [a.id, null],
      [a.id, 1.5],
    ]) {
      const response = await merge(client, token, into, from)
      response.assertStatus(400)
      assert.isFalse(response.body().success)
      assert.match(response.body().error, /must be a player id/)
    }
    assert.equal(await snapshot(user.id), before)
    assert.equal(await snapshot(other.user.id), foreignBefore)
    assert.lengthOf(await auditOf('PLAYER_MERGED', user.id), 0)
  })

  test('who may merge and link: like editing players', async ({ client, assert }) => {
    const { user, token } = await creators.make()
    const a = await addPlayer(client, token, 'Keep')
    const b = await addPlayer(client, token, 'Drop')
    const viewer = await apiModerator(client, token, ['grant_powerups'])
    const editor = await apiModerator(client, token, ['manage_players'])
    const before = await snapshot(user.id)
    ;(await merge(client, viewer.token, a.id, b.id)).assertStatus(403)
    ;(await link(client, viewer.token, { playerId: a.id, tiktokUserId: '5' })).assertStatus(403)
    ;(await client.post('/api/players/merge').json({ intoPlayerId: a.id, fromPlayerId: b.id })).assertStatus(401)
    assert.equal(await snapshot(user.id), before)

    ;(await link(client, editor.token, { playerId: a.id, tiktokUserId: '5' })).assertStatus(200)
    const merged = await merge(client, editor.token, a.id, b.id)
    merged.assertStatus(200)
    const [entry] = await auditOf('PLAYER_MERGED', user.id)
    assert.equal(entry.actor_id, editor.id)
  })

  test('link: stores, refuses an id another player holds (409), unlinks with null; bad input 400', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const a = await addPlayer(client, token, 'Linky')
    const b = await addPlayer(client, token, 'Other')
    const linked = await link(client, token, { playerId: a.id, tiktokUserId: ' 7777 ' })
    linked.assertStatus(200)
    assert.equal(linked.body().player.tiktokUserId, '7777')

    const taken = await link(client, token, { playerId: b.id, tiktokUserId: '7777' })
    taken.assertStatus(409)
    assert.deepEqual(taken.body(), {
      success: false,
      error: 'TikTok user 7777 is already linked to Linky',
      code: 'players.tiktok_user_taken',
      params: { userId: '7777', name: 'Linky' },
    })
    for (const body of [
      { playerId: b.id, tiktokUserId: '12a' },
      { playerId: b.id, tiktokUserId: '1'.repeat(65) },
      { playerId: b.id },
      { playerId: 'b', tiktokUserId: '1' },
      { playerId: b.id, tiktokUserId: '1', tiktokSecUid: 's'.repeat(256) },
    ]) {
      const response = await link(client, token, body)
      response.assertStatus(400)
      assert.isFalse(response.body().success, JSON.stringify(body))
    }
    ;(await link(client, token, { playerId: 999_999, tiktokUserId: '1' })).assertStatus(404)
    assert.isNull((await db.from('players').where('id', b.id).first()).tiktok_user_id)

    const unlinked = await link(client, token, { playerId: a.id, tiktokUserId: null })
    unlinked.assertStatus(200)
    assert.isNull(unlinked.body().player.tiktokUserId)
    const entries = (await auditOf('PLAYER_TIKTOK_LINKED', user.id)).map(parseDetails)
    assert.deepEqual(
      entries.map((d) => [d.tiktokUserId, d.before]),
      [
        ['7777', null],
        [null, '7777'],
      ]
    )
  })

  test('parallel: crosswise merges of one pair, and links of one id to two players, settle cleanly', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    for (let round = 0; round < 4; round++) {
      const a = await addPlayer(client, token, `CrossA${round}`)
      const b = await addPlayer(client, token, `CrossB${round}`)
      const responses = await Promise.all([merge(client, token, a.id, b.id), merge(client, token, b.id, a.id)])
      assert.deepEqual(responses.map((r) => r.status()).sort(), [200, 404], `round ${round}`)
      const left = await db.from('players').whereIn('id', [a.id, b.id])
      assert.lengthOf(left, 1)
      const holders = await db.from('powerup_holdings').whereIn('player_id', [a.id, b.id]).distinct('player_id')
      assert.deepEqual(
        holders.map((h) => h.player_id),
        [left[0].id]
      )

      const c = await addPlayer(client, token, `LinkC${round}`)
      const d = await addPlayer(client, token, `LinkD${round}`)
      const linkTo = `88${round}`
      const links = await Promise.all([
        link(client, token, { playerId: c.id, tiktokUserId: linkTo }),
        link(client, token, { playerId: d.id, tiktokUserId: linkTo }),
      ])
      assert.deepEqual(links.map((r) => r.status()).sort(), [200, 409], `round ${round}`)
      assert.lengthOf(await db.from('players').where('creator_id', user.id).where('tiktok_user_id', linkTo), 1)
    }
  })

  test('a grant or use by name waiting on a player a merge removes goes to the player the name now names', async ({
    client,
    assert,
  }) => {
    const { token } = await creators.make()
    const kept = await addPlayer(client, token, 'Keeper')
    const merged = await addPlayer(client, token, 'Drifter')
    // Another session holds the merged player's row: the merge, then the grant and the use queue behind it.
    const holder = await db.transaction()
    const wait = () => new Promise((resolve) => setTimeout(resolve, 150))
    try {
      await holder.rawQuery('select id from players where id = ? for update', [merged.id])
      // Sent now (the client sends a request once it is awaited).
      const merging = Promise.resolve(merge(client, token, kept.id, merged.id))
      await wait()
      const granting = grant(client, token, { playerName: 'Drifter', powerupType: 'mist' })
      const using = use(client, token, 'Drifter', 'glove')
      await wait()
      await holder.rollback()
      const [mergeAnswer, granted, used] = await Promise.all([merging, granting, using])
      mergeAnswer.assertStatus(200)
      granted.assertStatus(200)
      used.assertStatus(200)
      assert.equal(granted.body().player.id, kept.id)
      assert.equal(used.body().player.id, kept.id)
    } finally {
      if (!holder.isCompleted) await holder.rollback()
    }
  }).skip(db.connection().dialect.name !== 'postgres', 'a second session holding a row lock needs PostgreSQL')
})
