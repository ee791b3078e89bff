import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeAdmin, makeModerator } from '#tests/helpers/accounts'
import { chat, gift, goLive, isolateLiveTests, makeLiveCreator, simulate } from '../helpers/live.js'
import { SseClient } from '../helpers/sse_client.js'
import { creatorChannel } from '#core/shared/push'
import { GIFT_PUSH_INTERVAL_MS, LIVE_TOPICS } from '../../../shared/push.js'
import type { GiftDto } from '../../../shared/live.js'
import { publishLive, queueGiftPush } from '../../services/push_service.js'

const streams: SseClient[] = []
async function openStream(token: string) {
  const stream = await SseClient.open(token)
  streams.push(stream)
  return stream
}
/** A gift as the ingest path hands it to queueGiftPush once stored. */
const credited = (id: number): GiftDto => ({
  id,
  gifterUsername: 'luna.plays',
  gifterDisplayName: 'Luna',
  giftName: `Gift ${id}`,
  giftCount: 1,
  diamondValue: 1,
  timestamp: new Date().toISOString(),
})

async function openOverlayStream(secret: string) {
  const stream = await SseClient.openOverlay(secret)
  streams.push(stream)
  return stream
}

test.group('Live push: the creator channel', (group) => {
  isolateLiveTests(group)
  group.each.teardown(() => streams.splice(0).forEach((stream) => stream.close()))

  test('a credited gift reaches a subscribed kiosk through a real SSE stream', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const stream = await openStream(token)
    assert.equal(await stream.subscribe(creatorChannel(user.id), token), 204)
    await simulate(client, token, gift({ giftName: 'Galaxy', uniqueId: 'luna.plays' }))
    const message = await stream.waitForGift()
    assert.equal(message.channel, creatorChannel(user.id))
    assert.lengthOf(message.payload.gifts, 1)
    assert.containsSubset(message.payload.gifts[0], {
      giftName: 'Galaxy',
      gifterUsername: 'luna.plays',
      diamondValue: 1000,
    })
    const stored = await db.from('live_gifts').where('creator_id', user.id).first()
    assert.equal(message.payload.gifts[0].id, stored.id, 'pushed only once stored')
  })

  test("moderators follow their creator's channel; nobody follows another creator's", async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const other = await makeLiveCreator()
    const { token: modToken } = await makeModerator(user)
    const { token: adminToken } = await makeAdmin()
    const stream = await openStream(modToken)
    assert.equal(await stream.subscribe(creatorChannel(user.id), modToken), 204)
    assert.equal(await stream.subscribe(creatorChannel(other.user.id), modToken), 403)
    assert.equal(await (await openStream(other.token)).subscribe(creatorChannel(user.id), other.token), 403)
    assert.equal(await (await openStream(adminToken)).subscribe(creatorChannel(user.id), adminToken), 403)
    assert.equal(await stream.subscribe(creatorChannel(user.id)), 401)
    assert.equal(
      await stream.subscribe(creatorChannel(user.id), token),
      404,
      "the creator's token does not reach the moderator's stream"
    )

    await goLive(client, other.token)
    await simulate(client, other.token, gift({ giftName: 'Not yours' }))
    await goLive(client, token)
    await simulate(client, token, gift({ giftName: 'Yours' }))
    await stream.waitForGift()
    assert.deepEqual(
      stream.gifts.map((shown) => shown.giftName),
      ['Yours']
    )
  })

  test('players and powerups changes, clears, live status and command answers are pushed', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const stream = await openStream(token)
    await stream.subscribe(creatorChannel(user.id), token)
    await goLive(client, token)
    await stream.waitFor((m) => m.payload.type === 'status' && m.payload.status.isConnected)

    ;(await client.post('/api/players').bearerToken(token).json({ name: 'Pushed' })).assertStatus(201)
    await stream.waitFor((m) => m.payload.type === 'players:changed')
    const granted = await client
      .post('/api/players/powerups/grant')
      .bearerToken(token)
      .json({ playerName: 'Pushed', powerupType: 'mist' })
    granted.assertStatus(200)
    await stream.waitFor((m) => m.payload.type === 'powerups:changed')

    await simulate(client, token, chat('!status'))
    const answer = await stream.waitFor((m) => m.payload.type === 'command')
    assert.equal(answer.payload.entry.board[0].player, 'Pushed')

    await client.delete('/api/tiktok-optimized/gifts/clear').bearerToken(token)
    await stream.waitFor((m) => m.payload.type === 'gifts:cleared')
  })

  test('polling fallback: with the stream down, the spec calls still answer what was pushed', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const stream = await openStream(token)
    await stream.subscribe(creatorChannel(user.id), token)
    stream.close()
    await simulate(client, token, gift({ giftName: 'While offline' }))
    const recent = await client.get('/api/tiktok-optimized/gifts/recent').bearerToken(token)
    assert.equal(recent.body().gifts[0].giftName, 'While offline')
    const status = await client.get('/api/tiktok-optimized/status').bearerToken(token)
    assert.isTrue(status.body().isConnected)
    assert.lengthOf(stream.gifts, 0)
  })
})

test.group("Live push: gifts coalesced into 'gifts' messages", (group) => {
  isolateLiveTests(group)
  group.each.teardown(() => streams.splice(0).forEach((stream) => stream.close()))

  test('a gift after a quiet moment goes out alone, without waiting for others', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const stream = await openStream(token)
    await stream.subscribe(creatorChannel(user.id), token)
    await simulate(client, token, gift({ giftName: 'First' }))
    await stream.waitForGift((shown) => shown.giftName === 'First')
    // Well past the push window: the next gift starts a message of its own.
    await new Promise((resolve) => setTimeout(resolve, GIFT_PUSH_INTERVAL_MS * 3))
    await simulate(client, token, gift({ giftName: 'Second' }))
    await stream.waitForGift((shown) => shown.giftName === 'Second')
    const messages = stream.messages.filter((m) => m.payload.type === 'gifts')
    assert.deepEqual(
      messages.map((m) => m.payload.gifts.map((shown: { giftName: string }) => shown.giftName)),
      [['First'], ['Second']]
    )
  })

  test('300 gifts within a few ms: far fewer messages than gifts, every gift once, in order, the overlay the same', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const secret = (await client.post('/api/live/overlay').bearerToken(token)).body().overlay.url.split('/').pop()
    const kiosk = await openStream(token)
    await kiosk.subscribe(creatorChannel(user.id), token)
    const overlay = await openOverlayStream(secret)
    assert.equal(await overlay.subscribeOverlay(secret), 204)

    // As batched commits hand them over: 10 commits of 30 gifts, a millisecond apart.
    for (let commit = 0; commit < 10; commit++) {
      for (let index = 1; index <= 30; index++) queueGiftPush(user.id, credited(commit * 30 + index))
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    await kiosk.waitForGift((shown) => shown.id === 300)
    await overlay.waitForGift((shown) => shown.id === 300)

    const ids = Array.from({ length: 300 }, (_, index) => index + 1)
    assert.deepEqual(
      kiosk.gifts.map((shown) => shown.id),
      ids,
      'each gift once, oldest first'
    )
    const kioskMessages = kiosk.messages.filter((m) => m.payload.type === 'gifts')
    // At most one message a commit even on a stalled loop; one per gift if nothing were coalesced.
    assert.isAtMost(kioskMessages.length, 10, `${kioskMessages.length} messages for 300 gifts`)
    assert.deepEqual(
      overlay.messages.filter((m) => m.payload.type === 'gifts').map((m) => m.payload),
      kioskMessages.map((m) => m.payload),
      'the overlay gets the same messages'
    )
  })

  test('a burst through the simulator: every stored gift pushed once, in order, on both channels', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const secret = (await client.post('/api/live/overlay').bearerToken(token)).body().overlay.url.split('/').pop()
    await goLive(client, token)
    const kiosk = await openStream(token)
    await kiosk.subscribe(creatorChannel(user.id), token)
    const overlay = await openOverlayStream(secret)
    assert.equal(await overlay.subscribeOverlay(secret), 204)

    const burst = Array.from({ length: 300 }, (_, index) => gift({ giftName: `Burst ${index}` }))
    const answers = await Promise.all(
      [burst.slice(0, 150), burst.slice(150)].map((events) => simulate(client, token, { events }))
    )
    answers.forEach((answer) => answer.assertStatus(200))
    const stored = await db.from('live_gifts').where('creator_id', user.id).orderBy('id').select('id')
    assert.lengthOf(stored, 300)
    const last = stored[299].id
    await kiosk.waitForGift((shown) => shown.id === last)
    await overlay.waitForGift((shown) => shown.id === last)
    assert.deepEqual(
      kiosk.gifts.map((shown) => shown.id),
      stored.map((row) => row.id),
      'each stored gift pushed once, oldest first'
    )
    assert.deepEqual(
      overlay.gifts.map((shown) => shown.id),
      stored.map((row) => row.id)
    )
  })

  test('a clear comes after the gifts credited before it, those waiting for their window too', async ({ assert }) => {
    const { user, token } = await makeLiveCreator()
    const stream = await openStream(token)
    await stream.subscribe(creatorChannel(user.id), token)
    queueGiftPush(user.id, credited(1))
    await stream.waitForGift((shown) => shown.id === 1)
    // Within the window of that push: this one waits for the next message, and the clear does not overtake it.
    queueGiftPush(user.id, credited(2))
    await publishLive(user.id, LIVE_TOPICS.giftsCleared)
    await stream.waitFor((m) => m.payload.type === 'gifts:cleared')
    await new Promise((resolve) => setTimeout(resolve, GIFT_PUSH_INTERVAL_MS * 2))
    assert.deepEqual(
      stream.messages.map((m) =>
        m.payload.type === 'gifts' ? m.payload.gifts.map((shown: GiftDto) => shown.id) : m.payload.type
      ),
      [[1], [2], 'gifts:cleared']
    )
  })
})

test.group('Live push: the OBS overlay', (group) => {
  isolateLiveTests(group)
  group.each.teardown(() => streams.splice(0).forEach((stream) => stream.close()))

  test('a secret URL opens a transparent page, its state, and its push channel', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const created = await client.post('/api/live/overlay').bearerToken(token)
    created.assertStatus(200)
    const url: string = created.body().overlay.url
    assert.match(url, /^\/overlay\/[\w-]{32}$/)
    const secret = url.split('/').pop()!

    const page = await client.get(url)
    page.assertStatus(200)
    assert.include(page.text(), 'background: transparent')
    assert.include(page.header('content-type'), 'text/html')

    await goLive(client, token)
    await simulate(client, token, gift({ giftName: 'On screen' }))
    const state = await client.get(`/api/live/overlay/${secret}/state`)
    assert.containsSubset(state.body(), { success: true, creatorName: user.name, board: null })
    assert.equal(state.body().gifts[0].giftName, 'On screen')

    const stream = await openOverlayStream(secret)
    assert.equal(await stream.subscribeOverlay(secret), 204)
    assert.equal(await stream.subscribe(creatorChannel(user.id)), 401, 'the secret opens the overlay only')
    assert.equal(
      await stream.subscribe(creatorChannel(user.id), token),
      404,
      "a token cannot reach the overlay's stream"
    )
    await simulate(client, token, chat('!status'))
    const board = await stream.waitFor((m) => m.payload.type === 'command')
    assert.match(board.channel, /^overlays\//)
    const info = await client.get('/api/live/overlay').bearerToken(token)
    assert.containsSubset(info.body().overlay, { enabled: true })
    assert.notProperty(info.body().overlay, 'url')
  })

  test('revoking (or replacing) the secret cuts the old URL off at once', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const first = (await client.post('/api/live/overlay').bearerToken(token)).body().overlay.url.split('/').pop()
    const stream = await openOverlayStream(first)
    assert.equal(await stream.subscribeOverlay(first), 204)

    const second = (await client.post('/api/live/overlay').bearerToken(token)).body().overlay.url.split('/').pop()
    ;(await client.get(`/api/live/overlay/${first}/state`)).assertStatus(404)
    await goLive(client, token)
    await simulate(client, token, gift({ giftName: 'After rotation' }))
    ;(await client.get(`/api/live/overlay/${second}/state`)).assertStatus(200)
    assert.lengthOf(stream.gifts, 0)

    const revoked = await client.delete('/api/live/overlay').bearerToken(token)
    assert.deepEqual(revoked.body().overlay, { enabled: false, createdAt: null })
    for (const path of [
      `/overlay/${second}`,
      `/api/live/overlay/${second}/state`,
      `/api/live/overlay/${second}/events?uid=${randomUUID()}`,
    ]) {
      ;(await client.get(path)).assertStatus(404)
    }
    // The OBS source shows nothing for a dead link: an empty transparent page, no error text.
    const page = await client.get(`/overlay/${second}`)
    assert.include(page.header('content-type'), 'text/html')
    assert.include(page.text(), 'background:transparent')
    assert.notInclude(page.text(), 'success')
    ;(await client.post(`/api/live/overlay/${second}/subscribe`).json({ uid: 'some-uid-123' })).assertStatus(404)
    const audit = await db
      .from('audit_logs')
      .where('creator_id', user.id)
      .whereIn('event_type', ['OVERLAY_CREATED', 'OVERLAY_REVOKED'])
    assert.lengthOf(audit, 3)
  })

  test('only the creator manages the overlay', async ({ client }) => {
    const { user } = await makeLiveCreator()
    const { token: modToken } = await makeModerator(user)
    ;(await client.post('/api/live/overlay').bearerToken(modToken)).assertStatus(403)
    ;(await client.get('/api/live/overlay').bearerToken(modToken)).assertStatus(403)
    ;(await client.get('/overlay/not-a-real-secret')).assertStatus(404)
  })
})
