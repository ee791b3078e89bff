import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { pushStreamLimits } from '#config/transmit'
import { openStreamCount } from '#core/push/push_streams'
import { makeModerator } from '#tests/helpers/accounts'
import { issueToken } from '#core/auth/tokens'
import { eventually, gift, goLive, isolateLiveTests, makeLiveCreator, simulate } from '../helpers/live.js'
import { SseClient, SseRefused, serverUrl, streamTicket } from '../helpers/sse_client.js'
import { creatorChannel } from '#core/shared/push'
import { overlayChannel } from '../../../shared/push.js'

const streams: SseClient[] = []
async function openStream(token: string, options: { uid?: string } = {}) {
  const stream = await SseClient.open(token, options)
  streams.push(stream)
  return stream
}

/** The refusal of a stream open (fails the test when the stream opens). */
async function refusal(opening: Promise<SseClient>) {
  try {
    streams.push(await opening)
  } catch (error) {
    if (error instanceof SseRefused) return error
    throw error
  }
  throw new Error('The stream opened; a refusal was expected')
}

async function post(path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${serverUrl()}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json().catch(() => null)) as any }
}

const defaults = { ...pushStreamLimits }

/**
 * Every test starts with no stream open on the server (the previous test's are closed and
 * forgotten) and the default limits back.
 */
function isolatePushTests(group: Parameters<typeof isolateLiveTests>[0]) {
  isolateLiveTests(group)
  group.each.setup(async () => {
    await eventually(() => openStreamCount() === 0)
  })
  group.each.teardown(() => {
    streams.splice(0).forEach((stream) => stream.close())
    Object.assign(pushStreamLimits, defaults)
  })
}

test.group('Push gate: who may open a stream', (group) => {
  isolatePushTests(group)

  test('300 unauthenticated opens are refused while a signed-in kiosk still gets its gift', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const kiosk = await openStream(token)
    assert.equal(await kiosk.subscribe(creatorChannel(user.id), token), 204)

    const attempts = Array.from({ length: 300 }, (_, index) => {
      // No ticket, a made-up ticket, a bearer token in place of a ticket.
      const ticket = [null, 'x'.repeat(32), token][index % 3]
      return SseClient.connect(ticket ? `/__transmit/events?ticket=${ticket}` : '/__transmit/events?').then(
        (opened) => {
          streams.push(opened)
          return { status: 200, body: null }
        },
        (error: SseRefused) => ({ status: error.status, body: error.body })
      )
    })
    const answers = await Promise.all(attempts)
    assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [401])
    assert.match(answers[0].body.error, /stream ticket/)
    assert.isFalse(answers[0].body.success)
    assert.equal(openStreamCount(), 1, 'only the kiosk holds a stream')

    await simulate(client, token, gift({ giftName: 'Through the flood' }))
    const pushed = await kiosk.waitForGift()
    assert.deepEqual(
      pushed.payload.gifts.map((shown: { giftName: string }) => shown.giftName),
      ['Through the flood']
    )
  })

  test('a ticket opens one stream, once; it needs a bearer token', async ({ assert }) => {
    const { token } = await makeLiveCreator()
    const anonymous = await fetch(`${serverUrl()}/api/push/ticket`, { method: 'POST' })
    assert.equal(anonymous.status, 401)

    const ticket = await streamTicket(token)
    assert.match(ticket, /^[\w-]{32}$/)
    streams.push(await SseClient.connect(`/__transmit/events?ticket=${ticket}`))
    const reused = await refusal(SseClient.connect(`/__transmit/events?ticket=${ticket}`))
    assert.equal(reused.status, 401)
  })

  test("a uid held by another owner is a 409; the same owner's reconnect replaces its stream", async ({ assert }) => {
    const { token } = await makeLiveCreator()
    const other = await makeLiveCreator()
    const first = await openStream(token)
    const taken = await refusal(SseClient.open(other.token, { uid: first.uid }))
    assert.deepEqual(
      [taken.status, taken.body],
      [409, { success: false, error: 'This stream uid is in use', code: 'core.push_uid_in_use' }]
    )

    await openStream(token, { uid: first.uid })
    await first.ended
    assert.equal(openStreamCount(), 1)
  })
})

test.group('Push gate: caps', (group) => {
  isolatePushTests(group)

  test('per user: over the cap answers 429; other users are not affected', async ({ assert }) => {
    pushStreamLimits.maxPerUser = 2
    const { user, token } = await makeLiveCreator()
    const { token: modToken } = await makeModerator(user)
    const kept = [await openStream(token), await openStream(token)]
    const over = await refusal(SseClient.open(token))
    assert.equal(over.status, 429)
    assert.deepEqual(over.body, {
      success: false,
      error: 'Too many push streams are open for your account',
      code: 'core.push_too_many_for_account',
    })
    await openStream(modToken)

    kept[0].close()
    await eventually(() => openStreamCount() === 2)
    await openStream(token)
  })

  test('per IP: over the cap answers 429 whoever signs in', async ({ assert }) => {
    pushStreamLimits.maxPerIp = 2
    await openStream((await makeLiveCreator()).token)
    await openStream((await makeLiveCreator()).token)
    const response = await fetch(
      `${serverUrl()}/__transmit/events?uid=${randomUUID()}&ticket=${await streamTicket((await makeLiveCreator()).token)}`
    )
    assert.equal(response.status, 429)
    assert.equal(response.headers.get('retry-after'), '30')
    assert.deepEqual(await response.json(), {
      success: false,
      error: 'Too many push streams are open from your address',
      code: 'core.push_too_many_from_address',
    })
  })

  test('in total: over the cap answers 429', async ({ assert }) => {
    pushStreamLimits.maxStreams = 2
    await openStream((await makeLiveCreator()).token)
    await openStream((await makeLiveCreator()).token)
    const over = await refusal(SseClient.open((await makeLiveCreator()).token))
    assert.deepEqual(
      [over.status, over.body],
      [
        429,
        {
          success: false,
          error: 'Too many push streams are open on this server; try again later',
          code: 'core.push_too_many_streams',
        },
      ]
    )
  })

  test('an overlay has its own cap', async ({ client, assert }) => {
    pushStreamLimits.maxPerUser = 1
    const { token } = await makeLiveCreator()
    const secret = (await client.post('/api/live/overlay').bearerToken(token)).body().overlay.url.split('/').pop()
    await openStream(token)
    streams.push(await SseClient.openOverlay(secret))
    const over = await refusal(SseClient.openOverlay(secret))
    assert.deepEqual(
      [over.status, over.body],
      [
        429,
        {
          success: false,
          error: 'Too many push streams are open for this overlay',
          code: 'core.push_too_many_for_overlay',
        },
      ]
    )
  })
})

test.group('Push gate: timeouts', (group) => {
  isolatePushTests(group)

  test('a stream that follows no channel is closed after the idle timeout; a following one stays', async ({
    client,
    assert,
  }) => {
    pushStreamLimits.idleTimeoutMs = 200
    const { user, token } = await makeLiveCreator()
    const idle = await openStream(token)
    const following = await openStream(token)
    assert.equal(await following.subscribe(creatorChannel(user.id), token), 204)
    await idle.ended
    await eventually(() => openStreamCount() === 1)

    await goLive(client, token)
    await simulate(client, token, gift({ giftName: 'Still here' }))
    assert.equal((await following.waitForGift()).payload.gifts[0].giftName, 'Still here')
  })

  test('every stream ends at its maximum lifetime (the client reconnects)', async ({ assert }) => {
    pushStreamLimits.maxLifetimeMs = 300
    const { user, token } = await makeLiveCreator()
    const stream = await openStream(token)
    assert.equal(await stream.subscribe(creatorChannel(user.id), token), 204)
    await stream.ended
    await eventually(() => openStreamCount() === 0)
  })
})

test.group('Push gate: a stream lasts no longer than its session', (group) => {
  isolatePushTests(group)

  test("signing out ends the stream that session opened, not the account's other sessions' streams; so does expiry", async ({
    client,
    assert,
  }) => {
    pushStreamLimits.sessionCheckMs = 150
    const { user, token } = await makeLiveCreator()
    const { user: moderator, token: kiosk } = await makeModerator(user)
    const phone = await issueToken(moderator)
    const kioskStream = await openStream(kiosk)
    const phoneStream = await openStream(phone)
    assert.equal(await kioskStream.subscribe(creatorChannel(user.id), kiosk), 204)
    assert.equal(await phoneStream.subscribe(creatorChannel(user.id), phone), 204)

    assert.equal((await post('/api/auth/signout', {}, kiosk)).status, 200)
    await kioskStream.ended
    await eventually(() => openStreamCount() === 1)
    await goLive(client, token)
    await simulate(client, token, gift({ giftName: 'To the phone' }))
    assert.equal((await phoneStream.waitForGift()).payload.gifts[0].giftName, 'To the phone')

    // A session that expires ends its stream too.
    await db
      .from('auth_access_tokens')
      .where('tokenable_id', moderator.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    await phoneStream.ended
    await eventually(() => openStreamCount() === 0)
  })
})

test.group('Push gate: subscribe and unsubscribe', (group) => {
  isolatePushTests(group)

  test('a missing or malformed uid or channel is a 4xx, never a 500', async ({ assert }) => {
    const { user, token } = await makeLiveCreator()
    const ticket = await streamTicket(token)
    for (const query of ['', 'uid=', 'uid=short', `uid=${'u'.repeat(101)}`, 'uid[]=abcdefghij', 'uid=abc%20defghij']) {
      const response = await fetch(`${serverUrl()}/__transmit/events?${query}&ticket=${ticket}`)
      assert.equal(response.status, 400, query)
      assert.isFalse(((await response.json()) as any).success)
    }

    const stream = await openStream(token)
    const channel = creatorChannel(user.id)
    for (const path of ['/__transmit/subscribe', '/__transmit/unsubscribe']) {
      const bad: [unknown, number, string][] = [
        [{}, 400, 'uid is required: the id of your open push stream'],
        [{ channel }, 400, 'uid is required: the id of your open push stream'],
        [{ uid: 42, channel }, 400, 'uid must be 8 to 100 letters, digits, - or _ (a UUID)'],
        [{ uid: stream.uid }, 400, 'channel is required, e.g. creators/12'],
        [{ uid: stream.uid, channel: ['creators/1'] }, 400, 'channel must be text, e.g. creators/12'],
        [{ uid: stream.uid, channel: 'everything' }, 400, 'Unknown channel'],
        [{ uid: stream.uid, channel: `${channel}/more` }, 400, 'Unknown channel'],
        // A creator id in one spelling only: nothing is ever sent to creators/02.
        [{ uid: stream.uid, channel: `creators/0${user.id}` }, 400, 'Unknown channel'],
        [{ uid: stream.uid, channel: `creators/${user.id}.0` }, 400, 'Unknown channel'],
        [{ uid: stream.uid, channel: `creators/ ${user.id}` }, 400, 'Unknown channel'],
        [{ uid: randomUUID(), channel }, 404, 'No open push stream with this uid: open GET /__transmit/events first'],
      ]
      for (const [body, status, error] of bad) {
        const answer = await post(path, body, token)
        assert.deepEqual(
          [answer.status, answer.body.success, answer.body.error],
          [status, false, error],
          `${path} ${JSON.stringify(body)}`
        )
      }
      assert.equal((await post(path, { uid: stream.uid, channel })).status, 401)
    }
  })

  test('unsubscribing needs the same authorization as subscribing', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const other = await makeLiveCreator()
    const { token: modToken } = await makeModerator(user)
    const channel = creatorChannel(user.id)
    const kiosk = await openStream(token)
    const sentinel = await openStream(modToken)
    assert.equal(await kiosk.subscribe(channel, token), 204)
    assert.equal(await sentinel.subscribe(channel, modToken), 204)

    assert.equal(await kiosk.unsubscribe(channel), 401, 'no token')
    assert.equal(await kiosk.unsubscribe(channel, other.token), 404, "another creator cannot touch the kiosk's stream")
    assert.equal(await kiosk.unsubscribe(channel, modToken), 404, "nor can a moderator touch their creator's")
    const outsider = await openStream(other.token)
    assert.equal(await outsider.unsubscribe(channel, other.token), 403, 'a channel one may not follow')

    await goLive(client, token)
    await simulate(client, token, gift({ giftName: 'Still subscribed' }))
    await kiosk.waitForGift()

    assert.equal(await kiosk.unsubscribe(channel, token), 204)
    await simulate(client, token, gift({ giftName: 'After leaving' }))
    await sentinel.waitForGift((shown) => shown.giftName === 'After leaving')
    assert.deepEqual(
      kiosk.gifts.map((shown) => shown.giftName),
      ['Still subscribed']
    )
  })

  test("an overlay's secret opens a stream that follows that overlay only", async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const other = await makeLiveCreator()
    const secret = (await client.post('/api/live/overlay').bearerToken(token)).body().overlay.url.split('/').pop()
    const otherSecret = (await client.post('/api/live/overlay').bearerToken(other.token))
      .body()
      .overlay.url.split('/')
      .pop()
    const keys = await db
      .from('live_settings')
      .whereIn('creator_id', [user.id, other.user.id])
      .select('creator_id', 'overlay_key')
    const keyOf = (id: number) => keys.find((row) => row.creator_id === id)!.overlay_key as string

    const overlay = await SseClient.openOverlay(secret)
    streams.push(overlay)
    assert.equal(await overlay.subscribeOverlay(secret), 204)
    assert.equal(
      await overlay.subscribeOverlay(otherSecret),
      404,
      "another overlay's secret does not reach this stream"
    )
    assert.equal(
      await overlay.subscribe(creatorChannel(user.id), token),
      404,
      'a token does not reach an overlay stream'
    )

    const kiosk = await openStream(token)
    assert.equal(
      await kiosk.subscribe(overlayChannel(keyOf(user.id)), token),
      403,
      'the overlay channel needs the overlay'
    )
    const taken = await refusal(SseClient.openOverlay(otherSecret, { uid: kiosk.uid }))
    assert.equal(taken.status, 409)

    await goLive(client, token)
    await simulate(client, token, gift({ giftName: 'On screen' }))
    const shown = await overlay.waitForGift()
    assert.equal(shown.channel, overlayChannel(keyOf(user.id)))
  })
})
