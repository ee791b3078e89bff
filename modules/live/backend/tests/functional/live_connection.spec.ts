import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { goLive, isolateLiveTests, jsonOf, makeLiveCreator, simulate } from '../helpers/live.js'
import { liveManager } from '../../services/live_connections.js'
import { simulator } from '../../services/live_drivers.js'

const status = (client: any, token: string) => client.get('/api/tiktok-optimized/status').bearerToken(token)
const connect = (client: any, token: string, body: unknown) =>
  client.post('/api/tiktok-optimized/connect').bearerToken(token).json(body)

test.group('Live connection: status', (group) => {
  isolateLiveTests(group)

  test('400 while no TikTok username is configured', async ({ client, assert }) => {
    const { token } = await makeLiveCreator({ tiktokUsername: null })
    const response = await status(client, token)
    response.assertStatus(400)
    assert.deepEqual(response.body(), {
      success: false,
      error: 'TikTok username not configured',
      code: 'live.not_configured',
    })
  })

  test('a saved username is watched without asking: waiting for the stream, checked soon', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const response = await status(client, token)
    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      success: true,
      isConnected: false,
      isLive: false,
      liveStatusMessage: 'Waiting for the stream to go live',
      tiktokUsername: user.tiktokUsername,
      liveStartedAt: null,
    })
    assert.isTrue(liveManager.isWatched(user.id))
  })

  test('a creator an admin sets up is watched at once and connected when the stream starts', async ({
    client,
    assert,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const created = await client
      .post('/api/admin/creators')
      .bearerToken(adminToken)
      .json({ name: 'Nova', email: 'nova.watch@example.com', tiktokUsername: '@nova_watch', password: 'nova-pass-1' })
    created.assertStatus(201)
    const creatorId = created.body().data.creator.id
    assert.isTrue(liveManager.isWatched(creatorId))

    await simulator.goLive('nova_watch')
    await liveManager.tick()
    assert.containsSubset(liveManager.status(creatorId), { isConnected: true, isLive: true })

    const deactivated = await client
      .patch(`/api/admin/creators/${creatorId}/toggle-active`)
      .bearerToken(adminToken)
      .json({ isActive: false })
    deactivated.assertStatus(200)
    assert.isFalse(liveManager.isWatched(creatorId))
  })

  test('after Save & Connect, a creator who is not live is watched: the spec fields and the next check', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    ;(await connect(client, token, { tiktokUsername: user.tiktokUsername })).assertStatus(409)
    const response = await status(client, token)
    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      success: true,
      isConnected: false,
      isLive: false,
      liveStatusMessage: 'User is not currently live on TikTok',
      tiktokUsername: user.tiktokUsername,
      liveStartedAt: null,
    })
    assert.isAbove(Date.parse(response.body().nextBackendCheck), Date.now())
    assert.isTrue(liveManager.isWatched(user.id))
  })

  test('going live connects; moderators read the same status', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const { token: modToken } = await makeModerator(user)
    await goLive(client, token)
    for (const reader of [token, modToken]) {
      const response = await status(client, reader)
      assert.containsSubset(response.body(), {
        success: true,
        isConnected: true,
        isLive: true,
        liveStatusMessage: 'Connected to TikTok Live!',
        nextBackendCheck: null,
      })
      assert.isString(response.body().liveStartedAt)
    }
  })

  test('admins without impersonation get 403', async ({ client }) => {
    const { token } = await makeAdmin()
    ;(await status(client, token)).assertStatus(403)
  })
})

test.group('Live connection: connect and disconnect', (group) => {
  isolateLiveTests(group)

  test('saving a username while not live: saved, audited, and the spec message', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator({ tiktokUsername: null })
    const response = await connect(client, token, { tiktokUsername: '@new_handle' })
    response.assertStatus(409)
    assert.containsSubset(response.body(), {
      success: false,
      error: 'User is not currently live on TikTok',
      code: 'live.not_live',
      liveStatus: { isLive: false, message: 'User is not currently live on TikTok' },
    })
    await user.refresh()
    assert.equal(user.tiktokUsername, 'new_handle')
    const audit = await db
      .from('audit_logs')
      .where('creator_id', user.id)
      .where('event_type', 'TIKTOK_USERNAME_UPDATED')
      .first()
    assert.deepEqual(jsonOf(audit.details), { from: null, to: 'new_handle' })
    ;(await status(client, token)).assertStatus(200)
  })

  test('connecting while live answers success and is audited', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await client.post('/api/tiktok-optimized/disconnect').bearerToken(token)
    const response = await connect(client, token, { tiktokUsername: user.tiktokUsername })
    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      success: true,
      message: 'Connected to TikTok Live!',
      liveStatus: { isLive: true },
    })
    const audit = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'TIKTOK_CONNECTED')
    assert.lengthOf(audit, 1)
  })

  test('disconnect is temporary: Disconnected now, reconnect on the next check', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const response = await client.post('/api/tiktok-optimized/disconnect').bearerToken(token)
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    const after = (await status(client, token)).body()
    assert.containsSubset(after, { isConnected: false, isLive: true, liveStatusMessage: 'Disconnected' })
    assert.isAbove(Date.parse(after.nextBackendCheck), Date.now())
    ;(await simulate(client, token, { type: 'chat', msgId: 'lost', comment: 'hi' })).assertStatus(409)
    const audit = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'TIKTOK_DISCONNECTED')
    assert.lengthOf(audit, 1)
  })

  test("bad usernames answer the spec's 400 and change nothing", async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    for (const [body, error] of [
      [{}, 'Please enter your TikTok username.'],
      [{ tiktokUsername: '   ' }, 'Please enter your TikTok username.'],
      [{ tiktokUsername: 'has spaces' }, 'A TikTok username has 2 to 24 letters, digits, underscores or dots.'],
      [{ tiktokUsername: 'x'.repeat(40) }, 'A TikTok username has 2 to 24 letters, digits, underscores or dots.'],
      [{ tiktokUsername: 42 }, 'Please enter your TikTok username.'],
    ] as const) {
      const response = await connect(client, token, body)
      response.assertStatus(400)
      assert.equal(response.body().error, error)
    }
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.tiktokUsername, user.tiktokUsername)
  })

  test('moderators may not connect, disconnect or rename; nothing changes', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const { token: modToken } = await makeModerator(user)
    await goLive(client, token)
    ;(await connect(client, modToken, { tiktokUsername: 'hijack' })).assertStatus(403)
    ;(await client.post('/api/tiktok-optimized/disconnect').bearerToken(modToken)).assertStatus(403)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.tiktokUsername, user.tiktokUsername)
    assert.isTrue((await status(client, token)).body().isConnected)
  })

  test('api-stats is for admins: connections, sign calls, rate-limited flag', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    await goLive(client, token)
    const { token: adminToken } = await makeAdmin()
    const response = await client.get('/api/tiktok-optimized/api-stats').bearerToken(adminToken)
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.isAtLeast(response.body().tiktokConnector.connections, 1)
    assert.isBoolean(response.body().tiktokConnector.rateLimited)
    assert.isNumber(response.body().eulerstream.calls)
    ;(await client.get('/api/tiktok-optimized/api-stats').bearerToken(token)).assertStatus(403)
  })

  test('a creator switches between the simulator and TikTok; audited; moderators only read', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const { token: modToken } = await makeModerator(user)
    const shown = await client.get('/api/live/driver').bearerToken(modToken)
    shown.assertStatus(200)
    assert.containsSubset(shown.body(), { success: true, driver: 'simulator', defaultDriver: 'simulator' })

    const toTiktok = await client.put('/api/live/driver').bearerToken(token).json({ driver: 'tiktok' })
    assert.equal(toTiktok.body().driver, 'tiktok')
    const changed = await client.put('/api/live/driver').bearerToken(token).json({ driver: 'simulator' })
    changed.assertStatus(200)
    assert.equal(changed.body().driver, 'simulator')
    await goLive(client, token)
    const audits = await db
      .from('audit_logs')
      .where('creator_id', user.id)
      .where('event_type', 'LIVE_DRIVER_CHANGED')
      .orderBy('id')
    assert.deepEqual(
      audits.map((audit) => jsonOf(audit.details).to),
      ['tiktok', 'simulator']
    )

    ;(await client.put('/api/live/driver').bearerToken(modToken).json({ driver: 'tiktok' })).assertStatus(403)
    ;(await client.put('/api/live/driver').bearerToken(token).json({ driver: 'youtube' })).assertStatus(400)
    assert.equal((await client.get('/api/live/driver').bearerToken(token)).body().driver, 'simulator')
  })
})
