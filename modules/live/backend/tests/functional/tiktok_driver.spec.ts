import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import {
  ProtoMessageFetchResult,
  WebcastDeserializeConfig,
  WebcastLikeMessage,
  WebcastRoomUserSeqMessage,
  deserializeWebSocketMessage,
  createBaseWebcastPushFrame,
} from 'tiktok-live-connector'
import { makeCreator } from '#tests/helpers/accounts'
import { TiktokDriver } from '../../drivers/tiktok_driver.js'
import { ConnectionManager } from '../../services/connection_manager.js'
import { setDriver } from '../../services/live_settings_service.js'
import { useTiktokDriver } from '../../services/live_drivers.js'
import { liveManager } from '../../services/live_connections.js'
import { TiktokStandIn } from '../helpers/tiktok_standin.js'
import { encodeGift } from '../helpers/tiktok_wire.js'
import { eventually } from '../helpers/live.js'
import type { LiveEvent } from '../../../shared/live.js'

let standIn: TiktokStandIn
const driverFor = (standIn: TiktokStandIn) =>
  new TiktokDriver({
    signApiUrl: standIn.signApiUrl,
    connectsPerMinute: 5,
    stallTimeoutMs: 60_000,
    connectionOptions: standIn.connectionOptions(),
  })

/** The real connector behind a connection manager with a clock the test moves. */
function managed() {
  const clock = { time: Date.now(), now: () => clock.time }
  const events: LiveEvent[] = []
  const manager = new ConnectionManager({
    clock,
    random: () => 0,
    onEvent: async (_creatorId, event) => void events.push(event),
    onStatus: () => undefined,
  })
  return { manager, clock, events, driver: driverFor(standIn) }
}

test.group('TikTok driver: the real tiktok-live-connector against a local stand-in', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start()
    return () => standIn.stop()
  })

  test('an offline creator: not live, and no sign-server call is spent', async ({ assert }) => {
    const { manager, driver } = managed()
    standIn.live.set('offline_star', false)
    assert.isFalse(await driver.isLive('offline_star'))
    manager.watch(1, 'offline_star', driver)
    const before = standIn.signCalls
    assert.deepEqual(await manager.connectNow(1), { result: 'notLive' })
    assert.equal(standIn.signCalls, before)
    assert.containsSubset(manager.status(1), { isConnected: false, isLive: false })
  })

  test("a liveness check never asks the sign server, even when TikTok's page fails", async ({ assert }) => {
    // One local server is both: the sign server (counting every request) and a web host that
    // cannot answer HTTPS, so the page scrape and TikTok's API both fail.
    const signRequests: string[] = []
    const server = createServer((req, res) => {
      signRequests.push(req.url ?? '')
      res.writeHead(500).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const driver = new TiktokDriver({
        signApiUrl: `http://${host}`,
        connectsPerMinute: 5,
        stallTimeoutMs: 60_000,
        connectionOptions: { webConfigOverrides: { TIKTOK_HOST_WEB: host, TIKTOK_HOST_WEBCAST: host } },
      })
      await assert.rejects(() => driver.isLive('blocked_star'))
      assert.deepEqual(signRequests, [], 'no request reached the sign server')
    } finally {
      server.close()
    }
  })

  test('connect, a streak, a single gift, chat, stream end', async ({ assert }) => {
    const { manager, driver, events } = managed()
    standIn.live.set('live_star', true)
    assert.isTrue(await driver.isLive('live_star'))
    manager.watch(1, 'live_star', driver)
    assert.deepEqual(await manager.connectNow(1), { result: 'connected' })
    await eventually(() => standIn.connections('live_star') === 1)

    const streak = { uniqueId: 'rose_fan', nickname: 'Rose Fan', giftName: 'Rose', giftType: 1, diamondCount: 1 }
    standIn.sendGift('live_star', { ...streak, msgId: '101', repeatCount: 1, repeatEnd: false })
    standIn.sendGift('live_star', { ...streak, msgId: '102', repeatCount: 2, repeatEnd: false })
    standIn.sendGift('live_star', { ...streak, msgId: '103', repeatCount: 3, repeatEnd: true })
    standIn.sendGift('live_star', {
      msgId: '104',
      uniqueId: 'big_spender',
      giftName: 'Lion',
      giftType: 2,
      diamondCount: 29999,
      repeatCount: 1,
      repeatEnd: true,
    })
    standIn.sendChat('live_star', { msgId: '105', uniqueId: 'mod_tt', nickname: 'Mod', comment: '@luna !glove' })
    await eventually(() => events.length === 5)
    assert.deepEqual(events, [
      {
        type: 'gift',
        msgId: '101',
        uniqueId: 'rose_fan',
        nickname: 'Rose Fan',
        giftName: 'Rose',
        giftType: 1,
        diamondCount: 1,
        repeatCount: 1,
        repeatEnd: false,
      },
      {
        type: 'gift',
        msgId: '102',
        uniqueId: 'rose_fan',
        nickname: 'Rose Fan',
        giftName: 'Rose',
        giftType: 1,
        diamondCount: 1,
        repeatCount: 2,
        repeatEnd: false,
      },
      {
        type: 'gift',
        msgId: '103',
        uniqueId: 'rose_fan',
        nickname: 'Rose Fan',
        giftName: 'Rose',
        giftType: 1,
        diamondCount: 1,
        repeatCount: 3,
        repeatEnd: true,
      },
      {
        type: 'gift',
        msgId: '104',
        uniqueId: 'big_spender',
        nickname: '',
        giftName: 'Lion',
        giftType: 2,
        diamondCount: 29999,
        repeatCount: 1,
        repeatEnd: true,
      },
      { type: 'chat', msgId: '105', uniqueId: 'mod_tt', nickname: 'Mod', comment: '@luna !glove' },
    ])

    standIn.endStream('live_star')
    await eventually(() => manager.status(1)!.liveStatusMessage === 'Stream ended')
    assert.equal(events[5].type, 'streamEnd')
    assert.containsSubset(manager.status(1), { isConnected: false, isLive: false })
    await eventually(() => standIn.connections('live_star') === 0)
  })

  test('only the messages of the events the driver listens to are decoded', async ({ assert }) => {
    const { manager, driver } = managed()
    standIn.live.set('busy_room', true)
    manager.watch(1, 'busy_room', driver)
    assert.deepEqual(await manager.connectNow(1), { result: 'connected' })
    assert.sameMembers(
      [...(WebcastDeserializeConfig.includeMessageTypes ?? [])],
      [
        'WebcastGiftMessage',
        'WebcastChatMessage',
        'WebcastControlMessage',
        'WebcastLinkMicBattleItemCard',
        'WebcastLinkMicBattle',
        'WebcastLinkMicArmies',
        'WebcastLinkMicBattlePunishFinish',
      ]
    )

    const empty = new Uint8Array(0)
    const payloads = {
      WebcastLikeMessage: WebcastLikeMessage.encode({ ...WebcastLikeMessage.decode(empty), count: 5 }).finish(),
      WebcastRoomUserSeqMessage: WebcastRoomUserSeqMessage.encode({
        ...WebcastRoomUserSeqMessage.decode(empty),
        total: '1000',
      }).finish(),
      WebcastGiftMessage: encodeGift({
        msgId: '201',
        uniqueId: 'fan',
        giftName: 'Rose',
        giftType: 1,
        diamondCount: 1,
        repeatCount: 1,
        repeatEnd: true,
      }),
    }
    const fetchResult = ProtoMessageFetchResult.encode({
      ...ProtoMessageFetchResult.decode(empty),
      messages: Object.entries(payloads).map(([method, payload], index) => ({
        method,
        payload: Buffer.from(payload),
        msgId: String(index + 1),
        msgType: 0,
        offset: '0',
        isHistory: false,
        sampleFlag: 0,
      })),
    }).finish()
    const frame = createBaseWebcastPushFrame({ payloadType: 'msg', payload: Buffer.from(fetchResult) }).finish()
    const { protoMessageFetchResult } = await deserializeWebSocketMessage(Buffer.from(frame))
    const decoded = Object.fromEntries(
      protoMessageFetchResult!.messages.map((message) => [message.method, message.decodedData?.type ?? null])
    )
    assert.deepEqual(decoded, {
      WebcastLikeMessage: null,
      WebcastRoomUserSeqMessage: null,
      WebcastGiftMessage: 'WebcastGiftMessage',
    })
    // The stand-in's keep-alive (viewer counts, undecoded now) holding off the stall watchdog:
    // live_lifecycle_tiktok.spec.ts.
    await manager.stop()
  })

  test('a 429 from the sign server: its Retry-After is honoured before the next connect', async ({ assert }) => {
    const { manager, driver, clock } = managed()
    standIn.live.set('busy_star', true)
    standIn.rateLimitNext = 30
    manager.watch(1, 'busy_star', driver)
    const before = standIn.signCalls
    assert.deepEqual(await manager.connectNow(1), { result: 'rateLimited', retryAfterMs: 30_000 })
    assert.equal(standIn.signCalls, before + 1)
    assert.isTrue(manager.stats().rateLimited)

    assert.containsSubset(await manager.connectNow(1), { result: 'rateLimited' })
    clock.time += 29_000
    await manager.tick()
    assert.equal(standIn.signCalls, before + 1, 'no sign call inside the Retry-After window')

    clock.time += 1_000
    await manager.tick()
    assert.equal(standIn.signCalls, before + 2)
    assert.isTrue(manager.status(1)!.isConnected)
    await manager.stop()
  })

  test('a dropped socket is reconnected after the backoff', async ({ assert }) => {
    const { manager, driver, clock } = managed()
    standIn.live.set('flaky_star', true)
    manager.watch(1, 'flaky_star', driver)
    await manager.connectNow(1)
    await eventually(() => standIn.connections('flaky_star') === 1)
    standIn.dropConnections()
    await eventually(() => manager.status(1)!.liveStatusMessage === 'Connection lost, reconnecting...')
    clock.time += 2_000
    await manager.tick()
    assert.isTrue(manager.status(1)!.isConnected)
    await eventually(() => standIn.connections('flaky_star') === 1)
    await manager.stop()
  })
})

test.group('TikTok driver: end to end through the HTTP API', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start()
    useTiktokDriver(driverFor(standIn))
    return async () => {
      useTiktokDriver(null)
      await standIn.stop()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('connect, then gifts from the websocket land in Recent Gifters once, streak included', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator({ tiktokUsername: 'e2e_star' })
    await setDriver(user.id, 'tiktok')
    standIn.live.set('e2e_star', true)
    const connected = await client
      .post('/api/tiktok-optimized/connect')
      .bearerToken(token)
      .json({ tiktokUsername: '@e2e_star' })
    connected.assertStatus(200)
    assert.containsSubset(connected.body(), { success: true, liveStatus: { isLive: true } })
    await eventually(() => standIn.connections('e2e_star') === 1)

    const streak = { uniqueId: 'fan', giftName: 'Finger Heart', giftType: 1, diamondCount: 5 }
    standIn.sendGift('e2e_star', { ...streak, msgId: '901', repeatCount: 1, repeatEnd: false })
    standIn.sendGift('e2e_star', { ...streak, msgId: '902', repeatCount: 4, repeatEnd: true })
    // A replay after a reconnect carries the same msgId.
    standIn.sendGift('e2e_star', { ...streak, msgId: '902', repeatCount: 4, repeatEnd: true })
    const gifts = await eventually(async () => {
      const response = await client.get('/api/tiktok-optimized/gifts/recent').bearerToken(token)
      return response.body().gifts.length ? response.body().gifts : null
    })
    assert.lengthOf(gifts, 1)
    assert.containsSubset(gifts[0], { gifterUsername: 'fan', giftName: 'Finger Heart', giftCount: 4, diamondValue: 20 })

    standIn.endStream('e2e_star')
    await eventually(async () => {
      const status = await client.get('/api/tiktok-optimized/status').bearerToken(token)
      return status.body().isConnected === false && status.body().isLive === false
    })
    await liveManager.unwatch(user.id)
  })
})
