import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeCreator } from '#tests/helpers/accounts'
import { addPlayer, createModerator, moderatorPayload, signIn, STRONG_PASSWORD, uniqueName } from '../helpers.js'

/*
| Real concurrency against the real server: no global transaction (it would serialise every
| request on one connection). Each test removes its creator (moderators, players, tokens cascade)
| and the creator's audit entries. On PostgreSQL these races are settled by row locks and the
| unique indexes; on SQLite by its single writer.
*/
const created: number[] = []
async function creator() {
  const account = await makeCreator()
  created.push(account.user.id)
  return account
}

const TIKTOK_TAKEN = {
  success: false,
  error: 'A moderator with this TikTok username already exists',
  code: 'moderators.tiktok_taken',
}
const NOT_FOUND = { success: false, error: 'Moderator not found', code: 'moderators.not_found' }

const parallel = <T>(count: number, call: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => call(index)))

function tally(responses: { status(): number }[]) {
  const counts: Record<number, number> = {}
  for (const response of responses) counts[response.status()] = (counts[response.status()] ?? 0) + 1
  return counts
}

const auditCount = async (creatorId: number, eventType: string) =>
  Number(
    (await db.from('audit_logs').where('creator_id', creatorId).where('event_type', eventType).count('* as n').first())
      .n
  )

const demote = (client: ApiClient, token: string, id: number) =>
  client.post(`/api/moderators/${id}/demote`).bearerToken(token)

test.group('Moderators: parallel demotes', (group) => {
  group.each.teardown(async () => {
    await db.from('audit_logs').whereIn('creator_id', created).delete()
    await User.query().whereIn('id', created).delete()
    created.length = 0
  })

  test('18 parallel demotes of a promoted moderator: one demotes, 17 get 404, one audit entry', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creator()
    const player = await addPlayer(client, token, 'Racing Helper')
    const promoted = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({
        playerId: player.id,
        permissions: ['use_powerups'],
        username: uniqueName('racer'),
        password: STRONG_PASSWORD,
      })
    promoted.assertStatus(201)
    const { id, username } = promoted.body().moderator
    const session = (await signIn(client, username, STRONG_PASSWORD)).body().token

    const responses = await parallel(18, () => demote(client, token, id))
    assert.deepEqual(tally(responses), { 200: 1, 404: 17 })
    for (const refused of responses.filter((r) => r.status() === 404)) assert.deepEqual(refused.body(), NOT_FOUND)

    assert.equal(await auditCount(user.id, 'MODERATOR_DEMOTED'), 1)
    const profile = await db.from('moderator_profiles').where('user_id', id).first()
    assert.equal(profile.status, 'INACTIVE')
    assert.equal(profile.player_id, player.id)
    await client
      .get('/api/auth/me')
      .bearerToken(session)
      .then((r) => r.assertStatus(401))
  })

  test('18 parallel demotes of an invited moderator make one player and one demotion', async ({ client, assert }) => {
    const { user, token } = await creator()
    const handle = uniqueName('invited_').replace(/-/g, '_')
    const invited = await client
      .post('/api/moderators')
      .bearerToken(token)
      .json({ tiktokUsername: handle, permissions: ['use_powerups'] })
    invited.assertStatus(201)
    const { id } = invited.body().moderator

    const responses = await parallel(18, () => demote(client, token, id))
    assert.deepEqual(tally(responses), { 200: 1, 404: 17 })

    const players = await db
      .from('players')
      .where('creator_id', user.id)
      .whereRaw('lower(name) = ?', [handle.toLowerCase()])
    assert.lengthOf(players, 1)
    const profile = await db.from('moderator_profiles').where('user_id', id).first()
    assert.equal(profile.status, 'INACTIVE')
    assert.equal(profile.player_id, players[0].id)
    assert.equal(await auditCount(user.id, 'MODERATOR_DEMOTED'), 1)
    assert.equal(await auditCount(user.id, 'PLAYER_CREATED'), 1)
  })

  test('demote, remove, suspend and reset racing on one moderator: one ends it, nothing answers 5xx', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creator()
    const { moderator } = await createModerator(client, token)
    const calls = [
      () => demote(client, token, moderator.id),
      () => client.delete(`/api/moderators/${moderator.id}`).bearerToken(token),
      () => client.put(`/api/moderators/${moderator.id}`).bearerToken(token).json({ status: 'SUSPENDED' }),
      () =>
        client
          .post(`/api/moderators/${moderator.id}/reset-password`)
          .bearerToken(token)
          .json({ password: 'another-pass' }),
    ]
    const responses = await parallel(16, (index) => calls[index % calls.length]())
    for (const response of responses) assert.oneOf(response.status(), [200, 404])

    const ended = (await auditCount(user.id, 'MODERATOR_DEMOTED')) + (await auditCount(user.id, 'MODERATOR_REMOVED'))
    assert.equal(ended, 1)
    const profile = await db.from('moderator_profiles').where('user_id', moderator.id).first()
    assert.equal(profile.status, 'INACTIVE')
  })
})

test.group('Moderators: one TikTok handle per creator, enforced by the database', (group) => {
  group.each.teardown(async () => {
    await db.from('audit_logs').whereIn('creator_id', created).delete()
    await User.query().whereIn('id', created).delete()
    created.length = 0
  })

  test('12 parallel creates with one handle in different spellings: one moderator, 11 get the 409', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creator()
    const handle = uniqueName('Shared_').replace(/-/g, '_')
    const spellings = [handle, `@${handle}`, handle.toUpperCase(), handle.toLowerCase()]
    const responses = await parallel(12, (index) =>
      client
        .post('/api/moderators')
        .bearerToken(token)
        .json(moderatorPayload({ tiktokUsername: spellings[index % spellings.length] }))
    )
    assert.deepEqual(tally(responses), { 201: 1, 409: 11 })
    for (const refused of responses.filter((r) => r.status() === 409)) assert.deepEqual(refused.body(), TIKTOK_TAKEN)

    // Refused creates left nothing behind: one account, one profile, one audit entry.
    assert.lengthOf(await db.from('users').where('creator_id', user.id), 1)
    const profiles = await db.from('moderator_profiles').where('creator_id', user.id)
    assert.lengthOf(profiles, 1)
    assert.equal(profiles[0].tiktok_handle, handle.toLowerCase())
    assert.equal(await auditCount(user.id, 'MODERATOR_CREATED'), 1)
  })

  test('parallel invitations with one handle: one PENDING moderator', async ({ client, assert }) => {
    const { user, token } = await creator()
    const handle = uniqueName('invite_').replace(/-/g, '_')
    const responses = await parallel(8, () =>
      client
        .post('/api/moderators')
        .bearerToken(token)
        .json({ tiktokUsername: handle, permissions: ['use_powerups'] })
    )
    assert.deepEqual(tally(responses), { 201: 1, 409: 7 })
    for (const refused of responses.filter((r) => r.status() === 409)) assert.deepEqual(refused.body(), TIKTOK_TAKEN)
    assert.lengthOf(await db.from('moderator_profiles').where('creator_id', user.id), 1)
    assert.lengthOf(await db.from('users').where('creator_id', user.id), 1)
  })

  test('parallel updates of different moderators to one handle: one holds it, the others get the 409', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creator()
    const moderators = await parallel(6, () => createModerator(client, token)).then((all) =>
      all.map((m) => m.moderator)
    )
    const handle = uniqueName('Wanted_').replace(/-/g, '_')
    const responses = await Promise.all(
      moderators.map((moderator, index) =>
        client
          .put(`/api/moderators/${moderator.id}`)
          .bearerToken(token)
          .json({ tiktokUsername: index % 2 ? `@${handle}` : handle.toUpperCase() })
      )
    )
    assert.deepEqual(tally(responses), { 200: 1, 409: 5 })
    for (const refused of responses.filter((r) => r.status() === 409)) assert.deepEqual(refused.body(), TIKTOK_TAKEN)

    const holders = await db
      .from('moderator_profiles')
      .where('creator_id', user.id)
      .where('tiktok_handle', handle.toLowerCase())
    assert.lengthOf(holders, 1)
    const users = await db
      .from('users')
      .where('creator_id', user.id)
      .whereRaw('lower(tiktok_username) = ?', [handle.toLowerCase()])
    assert.lengthOf(users, 1)
    assert.equal(users[0].id, holders[0].user_id)
    assert.equal(await auditCount(user.id, 'MODERATOR_UPDATED'), 1)
  })

  test('a create racing updates for one handle: one holder in the end', async ({ client, assert }) => {
    const { user, token } = await creator()
    const { moderator } = await createModerator(client, token)
    const { moderator: other } = await createModerator(client, token)
    const handle = uniqueName('contested_').replace(/-/g, '_')
    const responses = await Promise.all([
      client
        .post('/api/moderators')
        .bearerToken(token)
        .json(moderatorPayload({ tiktokUsername: handle })),
      client.put(`/api/moderators/${moderator.id}`).bearerToken(token).json({ tiktokUsername: handle }),
      client
        .put(`/api/moderators/${other.id}`)
        .bearerToken(token)
        .json({ tiktokUsername: `@${handle}` }),
    ])
    assert.equal(responses.filter((r) => r.status() < 300).length, 1)
    assert.equal(responses.filter((r) => r.status() === 409).length, 2)
    const holders = await db.from('moderator_profiles').where('creator_id', user.id).where('tiktok_handle', handle)
    assert.lengthOf(holders, 1)
  })

  test('a removed moderator frees the handle; another creator may use it any time', async ({ client, assert }) => {
    const { token } = await creator()
    const { token: otherToken } = await creator()
    const { moderator, payload } = await createModerator(client, token)
    await client
      .delete(`/api/moderators/${moderator.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    await createModerator(client, token, { tiktokUsername: payload.tiktokUsername })
    await createModerator(client, otherToken, { tiktokUsername: payload.tiktokUsername })
    const again = await client
      .post('/api/moderators')
      .bearerToken(token)
      .json(moderatorPayload({ tiktokUsername: payload.tiktokUsername }))
    again.assertStatus(409)
    assert.deepEqual(again.body(), TIKTOK_TAKEN)
  })

  test('parallel promotions of one player: one moderator, the others get the 409', async ({ client, assert }) => {
    const { user, token } = await creator()
    const player = await addPlayer(client, token, uniqueName('Star'))
    const responses = await parallel(8, () =>
      client
        .post('/api/moderators/promote-player')
        .bearerToken(token)
        .json({ playerId: player.id, permissions: ['use_powerups'] })
    )
    assert.deepEqual(tally(responses), { 201: 1, 409: 7 })
    for (const refused of responses.filter((r) => r.status() === 409)) {
      assert.deepEqual(refused.body(), {
        success: false,
        error: 'This player is already a moderator',
        code: 'moderators.already_moderator',
      })
    }
    assert.lengthOf(await db.from('moderator_profiles').where('creator_id', user.id), 1)
    assert.lengthOf(await db.from('users').where('creator_id', user.id), 1)
  })

  test('a promotion racing a delete or merge of its player: the profile never names a player that is gone', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creator()
    const promote = (playerId: number) =>
      client
        .post('/api/moderators/promote-player')
        .bearerToken(token)
        .json({ playerId, permissions: ['use_powerups'] })
    for (let round = 0; round < 4; round++) {
      const doomed = await addPlayer(client, token, uniqueName('Doomed'))
      const [promoted, deleted] = await Promise.all([
        promote(doomed.id),
        client.delete('/api/players/delete').bearerToken(token).json({ playerName: doomed.name }),
      ])
      deleted.assertStatus(200)
      // Promoted first (then released by the delete), or refused: the player was gone.
      if (promoted.status() !== 201)
        assert.deepEqual(promoted.body(), { success: false, error: 'Player not found', code: 'players.not_found' })

      const kept = await addPlayer(client, token, uniqueName('Kept'))
      const merged = await addPlayer(client, token, uniqueName('Merged'))
      const [, merging] = await Promise.all([
        promote(merged.id),
        client.post('/api/players/merge').bearerToken(token).json({ intoPlayerId: kept.id, fromPlayerId: merged.id }),
      ])
      merging.assertStatus(200)
    }
    const dangling = await db
      .from('moderator_profiles')
      .where('creator_id', user.id)
      .whereNotNull('player_id')
      .whereNotExists((players) => players.from('players').whereColumn('players.id', 'moderator_profiles.player_id'))
    assert.lengthOf(dangling, 0)
  })
})
