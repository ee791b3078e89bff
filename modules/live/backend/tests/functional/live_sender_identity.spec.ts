import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { chat, gift, goLive, isolateLiveTests, makeLiveCreator, simulate } from '../helpers/live.js'
import { addPlayer, listPlayers } from '#modules/players/backend/tests/helpers'

let sequence = 0
/** A TikTok user id no other test of this process used (the matched-senders cache is per process). */
const freshUserId = () => `71${Date.now()}${sequence++}`

test.group('Live: a gift or chat sender is remembered by TikTok identity', (group) => {
  isolateLiveTests(group)

  test('gifts from one userId as @old then as @new: one player, @new an alias, one balance', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const player = await addPlayer(client, token, 'OldHandle')
    const userId = freshUserId()

    const first = await simulate(client, token, gift({ uniqueId: '@OldHandle', userId }))
    assert.equal(first.body().outcome, 'credited')
    const row = await db.from('players').where('id', player.id).first()
    assert.equal(row.tiktok_user_id, userId)
    // The batch matched the sender once: the stored gift and its answer name the player.
    assert.equal(first.body().gift.playerId, player.id)

    const renamed = await simulate(client, token, gift({ uniqueId: 'new_handle', nickname: 'Renamed', userId }))
    assert.equal(renamed.body().outcome, 'credited')
    const chatted = await simulate(client, token, chat('hello', { uniqueId: 'newest.handle', userId }))
    assert.equal(chatted.body().outcome, 'chat')

    assert.equal(renamed.body().gift.playerId, player.id)
    const players = await listPlayers(client, token)
    assert.lengthOf(players, 1)
    assert.equal(players[0].id, player.id)
    assert.equal(players[0].name, 'OldHandle')
    assert.equal(players[0].tiktokUserId, userId)
    assert.deepEqual(players[0].aliases, ['new_handle', 'newest.handle'])
    // The powerups stay on the one player (the starter pack it was created with).
    const holdings = await db.from('powerup_holdings').where('creator_id', user.id)
    assert.deepEqual([...new Set(holdings.map((h) => h.player_id))], [player.id])
  })

  test('a gift from a viewer who is nobody’s handle creates no player; replays store nothing twice', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const userId = freshUserId()
    const event = gift({ uniqueId: 'stranger', userId })
    const credited = (await simulate(client, token, event)).body()
    assert.equal(credited.outcome, 'credited')
    assert.isNull(credited.gift.playerId)
    assert.equal((await simulate(client, token, event)).body().outcome, 'duplicate')
    assert.lengthOf(await db.from('players').where('creator_id', user.id), 0)

    const stranger = await addPlayer(client, token, 'Stranger')
    const later = await simulate(client, token, gift({ uniqueId: 'stranger', userId }))
    assert.equal(later.body().gift.playerId, stranger.id)
    const linked = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'PLAYER_TIKTOK_LINKED')
    assert.lengthOf(linked, 1)
  })

  test('a chat command still names its target by name; the sender is matched by identity', async ({
    client,
    assert,
  }) => {
    const { token } = await makeLiveCreator()
    await goLive(client, token)
    const target = await addPlayer(client, token, 'Target')
    const sender = await addPlayer(client, token, 'Chatty')
    const userId = freshUserId()
    const answer = await simulate(client, token, chat('@Target !glove', { uniqueId: 'chatty', userId }))
    assert.equal(answer.body().outcome, 'command')
    const rows = await db.from('players').whereIn('id', [target.id, sender.id]).orderBy('id')
    assert.deepEqual(
      rows.map((r) => r.tiktok_user_id),
      [null, userId]
    )
  })
  test('a gift names its sender’s player in the recent gifts; a merge moves it, a delete unlinks it', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const merged = await addPlayer(client, token, 'Merged')
    const kept = await addPlayer(client, token, 'Kept')
    await simulate(client, token, gift({ uniqueId: 'merged', userId: freshUserId() }))
    const recent = async () => (await client.get('/api/tiktok-optimized/gifts/recent').bearerToken(token)).body().gifts
    assert.equal((await recent())[0].playerId, merged.id)

    const merge = await client
      .post('/api/players/merge')
      .bearerToken(token)
      .json({ intoPlayerId: kept.id, fromPlayerId: merged.id })
    merge.assertStatus(200)
    assert.equal((await recent())[0].playerId, kept.id)

    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({ playerName: 'Kept' })
      .then((r) => r.assertStatus(200))
    assert.isNull((await recent())[0].playerId)
    const rows = await db.from('live_gifts').where('creator_id', user.id).select('player_id')
    assert.deepEqual(rows, [{ player_id: null }])
  })
})
