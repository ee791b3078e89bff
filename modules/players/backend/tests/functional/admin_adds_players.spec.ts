import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { auditOf, impersonate, listPlayers } from '../helpers.js'

test.group('Players API: an admin adds players for a chosen creator', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the player joins that creator with the starter pack, audited as the admin', async ({ client, assert }) => {
    const { user: admin, token: adminToken } = await makeAdmin()
    const { user: creator, token: creatorToken } = await makeCreator()
    const { user: other, token: otherToken } = await makeCreator()

    const response = await client
      .post('/api/players')
      .bearerToken(adminToken)
      .json({ name: 'NightOwl', aliases: ['owl'], creatorId: creator.id })
    response.assertStatus(201)
    const { player } = response.body()
    assert.containsSubset(player, { name: 'NightOwl', aliases: ['owl'] })
    assert.sameMembers(
      player.powerups.map((holding: any) => holding.type),
      ['glove', 'mist']
    )

    // the creator sees it, the other creator does not
    assert.deepEqual(
      (await listPlayers(client, creatorToken)).map((p) => p.id),
      [player.id]
    )
    assert.lengthOf(await listPlayers(client, otherToken), 0)
    assert.lengthOf(await auditOf('PLAYER_CREATED', other.id), 0)

    // the admin lists that creator's roster the same way
    const listed = await client.get('/api/players').qs({ creatorId: creator.id }).bearerToken(adminToken)
    listed.assertStatus(200)
    assert.deepEqual(
      listed.body().players.map((p: any) => p.name),
      ['NightOwl']
    )

    const [created] = await auditOf('PLAYER_CREATED', creator.id)
    assert.containsSubset(created, {
      actor_type: 'ADMIN',
      actor_id: admin.id,
      creator_id: creator.id,
      target_type: 'PLAYER',
      target_id: player.id,
    })
    // the starter pack's grants are the admin's too, on the creator's trail
    const grants = await auditOf('POWERUP_GRANTED', creator.id)
    assert.lengthOf(grants, 2)
    for (const grant of grants) assert.containsSubset(grant, { actor_type: 'ADMIN', actor_id: admin.id })
  })

  test('an existing name of that creator is refused as for the creator', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const add = () => client.post('/api/players').bearerToken(adminToken).json({ name: 'Luna', creatorId: creator.id })
    ;(await add()).assertStatus(201)
    const again = await add()
    again.assertStatus(400)
    assert.equal(again.body().error, 'Player already exists')
  })

  test('an unknown creator, a non-creator or a bad id is refused and nothing is added', async ({ client, assert }) => {
    const { user: admin, token: adminToken } = await makeAdmin()
    const post = (creatorId: unknown) =>
      client.post('/api/players').bearerToken(adminToken).json({ name: 'Ghost', creatorId })

    const unknown = await post(99_999_999)
    unknown.assertStatus(404)
    assert.equal(unknown.body().error, 'Creator not found')
    const notACreator = await post(admin.id)
    notACreator.assertStatus(404)
    assert.equal(notACreator.body().error, 'Creator not found')
    for (const bad of ['abc', 0, 1.5, -3]) {
      const response = await post(bad)
      response.assertStatus(400)
      assert.equal(response.body().error, 'creatorId must be a creator id')
    }
    const badList = await client.get('/api/players').qs({ creatorId: 'x' }).bearerToken(adminToken)
    badList.assertStatus(400)
    assert.equal(badList.body().error, 'creatorId must be a creator id')
  })

  test('without a creator an admin still has no roster', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const response = await client.post('/api/players').bearerToken(adminToken).json({ name: 'Nobody' })
    response.assertStatus(403)
    assert.isString(response.body().error)
    ;(await client.get('/api/players').bearerToken(adminToken)).assertStatus(403)
  })

  test('a creator, a moderator or an impersonating admin cannot choose another creator', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator, token: creatorToken } = await makeCreator()
    const { user: other } = await makeCreator()
    const { token: moderatorToken } = await makeModerator(creator)
    const impersonationToken = await impersonate(client, adminToken, creator.id)

    for (const token of [creatorToken, moderatorToken, impersonationToken]) {
      const added = await client.post('/api/players').bearerToken(token).json({ name: 'Sneaky', creatorId: other.id })
      added.assertStatus(403)
      assert.equal(added.body().error, 'Only admins may choose the creator')
      const listed = await client.get('/api/players').qs({ creatorId: other.id }).bearerToken(token)
      listed.assertStatus(403)
    }
    assert.lengthOf(await auditOf('PLAYER_CREATED', other.id), 0)
    assert.lengthOf(await auditOf('PLAYER_CREATED', creator.id), 0)
  })
})
