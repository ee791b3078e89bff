import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { chat, eventually, gift, goLive, isolateLiveTests, jsonOf, makeLiveCreator, simulate } from '../helpers/live.js'
import { setDriver } from '../../services/live_settings_service.js'
import { giftStreaks } from '../../services/gifts_service.js'
import { STREAK_TIMEOUT_MS } from '../../services/gift_streaks.js'

const recent = (client: any, token: string, query = '') =>
  client.get(`/api/tiktok-optimized/gifts/recent${query}`).bearerToken(token)

test.group('Live gifts: ingest through the simulator', (group) => {
  isolateLiveTests(group)

  test('a gift sent on the live stream is stored and listed in Recent Gifters', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    await goLive(client, token)
    const sent = await simulate(
      client,
      token,
      gift({ uniqueId: '@Luna.Plays', nickname: 'Luna', giftName: 'Lion', diamondCount: 29999 })
    )
    sent.assertStatus(200)
    assert.equal(sent.body().outcome, 'credited')

    const response = await recent(client, token)
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.lengthOf(response.body().gifts, 1)
    assert.containsSubset(response.body().gifts[0], {
      gifterUsername: 'Luna.Plays',
      gifterDisplayName: 'Luna',
      giftName: 'Lion',
      giftCount: 1,
      diamondValue: 29999,
    })
    assert.isString(response.body().gifts[0].timestamp)
  })

  test('a replayed msgId is ignored (reconnects replay recent messages)', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const event = gift()
    assert.equal((await simulate(client, token, event)).body().outcome, 'credited')
    assert.equal((await simulate(client, token, event)).body().outcome, 'duplicate')
    assert.equal((await simulate(client, token, { ...event, giftName: 'Rose' })).body().outcome, 'duplicate')
    const rows = await db.from('live_gifts').where('creator_id', user.id)
    assert.lengthOf(rows, 1)
  })

  test('a streak (giftType 1) is credited once, at repeatEnd, with the final count', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const streak = { uniqueId: 'max_power99', giftName: 'Rose', giftType: 1, diamondCount: 1 }
    for (const repeatCount of [1, 2, 3, 4]) {
      const step = await simulate(client, token, gift({ ...streak, repeatCount, repeatEnd: false }))
      assert.equal(step.body().outcome, 'streak')
    }
    const end = await simulate(client, token, gift({ ...streak, repeatCount: 5, repeatEnd: true }))
    assert.equal(end.body().outcome, 'credited')
    // A single non-streak gift counts at once.
    await simulate(client, token, gift({ giftType: 2, giftName: 'Corgi', diamondCount: 299 }))

    const rows = await db.from('live_gifts').where('creator_id', user.id).orderBy('id')
    assert.lengthOf(rows, 2)
    assert.equal(rows[0].gift_count, 5)
    assert.equal(Number(rows[0].diamond_value), 5)
    assert.equal(rows[1].gift_name, 'Corgi')
    assert.equal(Number(rows[1].diamond_value), 299)
  })

  test("a gift without a name is 'Unknown Gift'; a missing gifter stays empty", async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    await goLive(client, token)
    await simulate(client, token, {
      type: 'gift',
      msgId: 'no-name-1',
      giftType: 2,
      diamondCount: 5,
      repeatCount: 2,
      repeatEnd: true,
    })
    const [listed] = (await recent(client, token)).body().gifts
    assert.containsSubset(listed, {
      giftName: 'Unknown Gift',
      gifterUsername: null,
      gifterDisplayName: null,
      giftCount: 2,
      diamondValue: 10,
    })
  })

  test('recent gifts are newest first and honour limit (1 to 100)', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    await goLive(client, token)
    for (const name of ['First', 'Second', 'Third']) await simulate(client, token, gift({ giftName: name }))
    const limited = await recent(client, token, '?limit=2')
    assert.deepEqual(
      limited.body().gifts.map((g: any) => g.giftName),
      ['Third', 'Second']
    )
    for (const bad of ['?limit=0', '?limit=101', '?limit=abc']) {
      const response = await recent(client, token, bad)
      response.assertStatus(400)
      assert.isFalse(response.body().success)
    }
  })

  test('clearing hides the gifts from the kiosk, keeps them for statistics and is audited', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await simulate(client, token, gift({ diamondCount: 100 }))
    await simulate(client, token, gift({ diamondCount: 200 }))

    const cleared = await client.delete('/api/tiktok-optimized/gifts/clear').bearerToken(token)
    cleared.assertStatus(200)
    assert.deepInclude(cleared.body(), { success: true, message: 'Cleared 2 recent gifts' })
    assert.lengthOf((await recent(client, token)).body().gifts, 0)

    const kept = await db.from('live_gifts').where('creator_id', user.id).whereNotNull('cleared_at')
    assert.sameMembers(
      kept.map((row) => Number(row.diamond_value)),
      [100, 200]
    )
    const audit = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'GIFTS_CLEARED').first()
    assert.equal(audit.actor_id, user.id)

    // Gifts after the clear show up again.
    await simulate(client, token, gift())
    assert.lengthOf((await recent(client, token)).body().gifts, 1)
  })

  test('the admin creator list counts every gift, cleared ones included, a streak as its count', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await simulate(client, token, gift())
    await client.delete('/api/tiktok-optimized/gifts/clear').bearerToken(token)
    await simulate(client, token, gift())
    // A streak of 5 Roses is 5 gifts, as analytics counts them.
    await simulate(client, token, gift({ giftName: 'Rose', giftType: 1, diamondCount: 1, repeatCount: 5 }))
    const { token: adminToken } = await makeAdmin()
    const listed = await client.get('/api/admin/creators').qs({ search: user.email, limit: 1 }).bearerToken(adminToken)
    listed.assertStatus(200)
    assert.equal(listed.body().data.creators[0].totalGifts, 7)
  })
})

test.group('Live gifts: access and isolation', (group) => {
  isolateLiveTests(group)

  test("each creator sees only their own gifts; moderators read their creator's", async ({ client, assert }) => {
    const a = await makeLiveCreator()
    const b = await makeLiveCreator()
    const { token: modToken } = await makeModerator(a.user)
    await goLive(client, a.token)
    await goLive(client, b.token)
    await simulate(client, a.token, gift({ giftName: 'For A', msgId: 'same-id' }))
    await simulate(client, b.token, gift({ giftName: 'For B', msgId: 'same-id' }))

    assert.deepEqual(
      (await recent(client, a.token)).body().gifts.map((g: any) => g.giftName),
      ['For A']
    )
    assert.deepEqual(
      (await recent(client, b.token)).body().gifts.map((g: any) => g.giftName),
      ['For B']
    )
    assert.deepEqual(
      (await recent(client, modToken)).body().gifts.map((g: any) => g.giftName),
      ['For A']
    )
  })

  test('moderators cannot clear; nothing changes', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const { token: modToken } = await makeModerator(user)
    await goLive(client, token)
    await simulate(client, token, gift())
    const refused = await client.delete('/api/tiktok-optimized/gifts/clear').bearerToken(modToken)
    refused.assertStatus(403)
    assert.isFalse(refused.body().success)
    assert.lengthOf((await recent(client, token)).body().gifts, 1)
  })

  test('another creator clearing leaves my gifts alone', async ({ client, assert }) => {
    const mine = await makeLiveCreator()
    const other = await makeLiveCreator()
    await goLive(client, mine.token)
    await simulate(client, mine.token, gift())
    const response = await client.delete('/api/tiktok-optimized/gifts/clear').bearerToken(other.token)
    response.assertStatus(200)
    assert.equal(response.body().message, 'Cleared 0 recent gifts')
    assert.lengthOf((await recent(client, mine.token)).body().gifts, 1)
  })

  test('an admin needs to impersonate; impersonating, they clear as the creator', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await simulate(client, token, gift())
    const { token: adminToken } = await makeAdmin()
    ;(await recent(client, adminToken)).assertStatus(403)
    ;(await client.delete('/api/tiktok-optimized/gifts/clear').bearerToken(adminToken)).assertStatus(403)

    const started = await client.post(`/api/admin/creators/${user.id}/impersonate`).bearerToken(adminToken).json({})
    const impersonation = started.body().data.impersonationToken
    const cleared = await client.delete('/api/tiktok-optimized/gifts/clear').bearerToken(impersonation)
    cleared.assertStatus(200)
    const audit = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'GIFTS_CLEARED').first()
    assert.isNumber(jsonOf(audit.metadata).impersonationId)
  })

  test('without a token everything answers 401', async ({ client }) => {
    ;(await client.get('/api/tiktok-optimized/gifts/recent')).assertStatus(401)
    ;(await client.delete('/api/tiktok-optimized/gifts/clear')).assertStatus(401)
    ;(await client.post('/api/live/simulator/events').json({ type: 'goLive' })).assertStatus(401)
  })
})

test.group('Live simulator endpoint', (group) => {
  isolateLiveTests(group)

  test('only creators whose driver is the simulator may use it', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    await setDriver(user.id, 'tiktok')
    const refused = await simulate(client, token, { type: 'goLive' })
    refused.assertStatus(409)
    assert.equal(refused.body().error, "The simulator is not this creator's live driver")
    const { token: modToken } = await makeModerator(user)
    ;(await simulate(client, modToken, { type: 'goLive' })).assertStatus(403)
  })

  test('events before going live are lost like on the platform (409), nothing stored', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const response = await simulate(client, token, gift())
    response.assertStatus(409)
    assert.equal(response.body().error, 'Not connected to the live stream')
    assert.lengthOf(await db.from('live_gifts').where('creator_id', user.id), 0)
  })

  test('without a TikTok username the simulator has no stream (400)', async ({ client, assert }) => {
    const { token } = await makeLiveCreator({ tiktokUsername: null })
    const response = await simulate(client, token, { type: 'goLive' })
    response.assertStatus(400)
    assert.equal(response.body().error, 'TikTok username not configured')
  })

  test('a simulated streak that never ends is credited once after the timeout; its late end is a duplicate', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    // Longer than a simulate request takes on a loaded machine, or a frame would find its streak closed.
    giftStreaks.timeoutMs = 1_000
    cleanup(() => void (giftStreaks.timeoutMs = STREAK_TIMEOUT_MS))
    const streak = { uniqueId: 'orphan_fan', userId: '6900000000000000001', groupId: '77001', giftType: 1 }
    for (const repeatCount of [1, 2, 3]) {
      const step = await simulate(client, token, gift({ ...streak, diamondCount: 1, repeatCount, repeatEnd: false }))
      assert.equal(step.body().outcome, 'streak')
    }
    await eventually(async () => (await db.from('live_gifts').where('creator_id', user.id)).length)
    const late = await simulate(client, token, gift({ ...streak, diamondCount: 1, repeatCount: 4, repeatEnd: true }))
    assert.equal(late.body().outcome, 'duplicate')
    const rows = await db.from('live_gifts').where('creator_id', user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].gift_count, 3)
  })

  test('bad events answer 400 with a message, never 500', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    await goLive(client, token)
    const bodies: unknown[] = [
      {},
      { type: 'explode' },
      { type: 'gift', msgId: 'x' },
      { type: 'gift', msgId: '', giftType: 1, diamondCount: 1, repeatCount: 1, repeatEnd: true },
      { type: 'gift', msgId: 'x', giftType: 1, diamondCount: -1, repeatCount: 1, repeatEnd: true },
      { type: 'gift', msgId: 'x', giftType: 1, diamondCount: 1, repeatCount: 0, repeatEnd: 'yes' },
      { type: 'chat', msgId: 'x', comment: 'x'.repeat(501) },
      { type: 'chat', msgId: 'y'.repeat(65), comment: 'hi' },
      { type: 'gift', msgId: 'x', giftType: 1, diamondCount: 1, repeatCount: 1, repeatEnd: false, groupId: 'abc' },
      { type: 'chat', msgId: 'x', comment: 'hi', userId: '1'.repeat(21) },
      [],
    ]
    for (const body of bodies) {
      const response = await simulate(client, token, body as Record<string, unknown>)
      assert.equal(response.status(), 400, JSON.stringify(body).slice(0, 80))
      assert.isFalse(response.body().success)
      assert.isString(response.body().error)
    }
  })

  test('a batch of events runs in order; a bad one anywhere is refused before any runs', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const streak = { giftName: 'Rose', giftType: 1, diamondCount: 1 }
    const batch = await simulate(client, token, {
      events: [
        { type: 'goLive' },
        gift({ ...streak, repeatCount: 1, repeatEnd: false }),
        gift({ ...streak, repeatCount: 2, repeatEnd: true }),
        chat('hi'),
      ],
    })
    batch.assertStatus(200)
    assert.deepEqual(
      batch.body().results.map((r: any) => r.outcome),
      ['live', 'streak', 'credited', 'chat']
    )

    const refused = await simulate(client, token, { events: [gift(), { type: 'gift', msgId: 'x' }] })
    refused.assertStatus(400)
    ;(await simulate(client, token, { events: [] })).assertStatus(400)
    assert.lengthOf(await db.from('live_gifts').where('creator_id', user.id), 1)

    const cut = await simulate(client, token, { events: [gift(), { type: 'streamEnd' }, gift()] })
    cut.assertStatus(409)
    assert.equal(cut.body().processed, 2)
    assert.lengthOf(await db.from('live_gifts').where('creator_id', user.id), 2)
  })

  test('plain chat is accepted and stores nothing; stream end closes the connection', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const said = await simulate(client, token, chat('hello from Lisbon!'))
    assert.equal(said.body().outcome, 'chat')
    assert.lengthOf(await db.from('live_chat_commands').where('creator_id', user.id), 0)
    const ended = await simulate(client, token, { type: 'streamEnd' })
    assert.equal(ended.body().outcome, 'ended')
    const status = await client.get('/api/tiktok-optimized/status').bearerToken(token)
    assert.containsSubset(status.body(), { isConnected: false, isLive: false, liveStatusMessage: 'Stream ended' })
    ;(await simulate(client, token, gift())).assertStatus(409)
  })
})
