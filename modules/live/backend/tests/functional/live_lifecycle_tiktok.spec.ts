import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { RateLimitedError } from '../../drivers/driver.js'
import { TiktokDriver, type TiktokDriverOptions } from '../../drivers/tiktok_driver.js'
import { ConnectionManager } from '../../services/connection_manager.js'
import { setDriver } from '../../services/live_settings_service.js'
import { useTiktokDriver } from '../../services/live_drivers.js'
import { liveManager, liveRecords } from '../../services/live_connections.js'
import { handleLiveEvent } from '../../services/live_pipeline.js'
import { flushChatCounts } from '../../services/chat_tally.js'
import { liveSessionWrites } from '../../services/live_sessions_service.js'
import { TiktokStandIn, type StandInGift } from '../helpers/tiktok_standin.js'
import { eventually } from '../helpers/live.js'
import { LIVE_MESSAGES } from '../../../shared/live.js'

/** The stand-in's keep-alive period and the stall timeout these tests give the tiktok driver. */
const KEEP_ALIVE_MS = 50
const STALL_MS = 5_000

let standIn: TiktokStandIn
/** Managers of the running test, stopped after it whatever happened. */
let managers: ConnectionManager[] = []
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const driverFor = (options: Partial<TiktokDriverOptions> = {}) =>
  new TiktokDriver({
    signApiUrl: standIn.signApiUrl,
    connectsPerMinute: 100,
    stallTimeoutMs: STALL_MS,
    connectionOptions: standIn.connectionOptions(),
    ...options,
  })

/**
 * The real connector and the real pipeline (records, gifts, chat, commands) behind a connection
 * manager with a clock the test moves; every event's outcome is written down.
 */
function managed(options: { driver?: TiktokDriver; random?: () => number } = {}) {
  const clock = { time: Date.now(), now: () => clock.time }
  const outcomes: string[] = []
  const manager = new ConnectionManager({
    ...liveRecords,
    clock,
    random: options.random ?? (() => 0),
    onEvent: async (creatorId, event) => {
      const result = await handleLiveEvent(creatorId, event)
      outcomes.push(result.outcome)
      return result
    },
    onStatus: () => undefined,
  })
  managers.push(manager)
  const advance = async (ms: number) => {
    clock.time += ms
    await manager.tick()
  }
  return { manager, clock, outcomes, advance, driver: options.driver ?? driverFor() }
}

/** A creator watched (not yet connected) on the stand-in, live. */
async function liveCreator(manager: ConnectionManager, driver: TiktokDriver, username: string) {
  const { user } = await makeCreator({ tiktokUsername: username })
  standIn.live.set(username, true)
  manager.watch(user.id, username, driver)
  return user.id
}

const reconnecting = (manager: ConnectionManager, creatorId: number) =>
  eventually(() => manager.status(creatorId)!.liveStatusMessage === LIVE_MESSAGES.reconnecting)

const sessionsOf = (creatorId: number) =>
  db
    .from('live_sessions')
    .where('creator_id', creatorId)
    .orderBy('id')
    .select('room_id', 'end_reason', 'started_at', 'ended_at')

test.group('Stream lifecycle with the TikTok stand-in', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start({ keepAliveMs: KEEP_ALIVE_MS })
    return () => standIn.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // Cleaned up before the transaction above rolls back: the managers' last writes land inside it.
  group.each.setup(() => async () => {
    standIn.replayOnConnect = 0
    await Promise.all(managers.map((manager) => manager.stop()))
    managers = []
    await liveSessionWrites()
  })

  test('keep-alive frames hold a quiet stream; a stall is detected, counted and reconnected', async ({ assert }) => {
    const { manager, driver, advance } = managed()
    const creatorId = await liveCreator(manager, driver, 'silent_star')
    await manager.connectNow(creatorId)
    await eventually(() => standIn.connections('silent_star') === 1)

    // Three times most of the stall timeout passes, but frames keep coming.
    for (let round = 0; round < 3; round++) {
      await sleep(KEEP_ALIVE_MS * 3)
      await advance(STALL_MS - 1_000)
    }
    assert.containsSubset(manager.stats(), { stalls: 0, connections: 1 })

    standIn.stall('silent_star')
    await sleep(KEEP_ALIVE_MS * 3)
    await advance(STALL_MS + 1)
    assert.containsSubset(manager.status(creatorId), {
      isConnected: false,
      liveStatusMessage: LIVE_MESSAGES.reconnecting,
    })
    assert.containsSubset(manager.stats(), { stalls: 1, reconnects: 0 })
    await eventually(() => standIn.connections('silent_star') === 0)

    standIn.unstall('silent_star')
    await advance(2_000)
    assert.isTrue(manager.status(creatorId)!.isConnected)
    assert.containsSubset(manager.stats(), { stalls: 1, reconnects: 1, connections: 1 })
    await eventually(() => standIn.connections('silent_star') === 1)
    // The same room: the live session goes on through the stall.
    assert.containsSubset(await sessionsOf(creatorId), [{ room_id: standIn.roomIdOf('silent_star'), end_reason: null }])
    assert.lengthOf(await sessionsOf(creatorId), 1)
    const errors = await eventually(() =>
      db.from('error_events').where('creator_id', creatorId).select('category', 'message').first()
    )
    assert.deepEqual({ ...errors }, { category: 'tiktok', message: 'No frame from the live connection' })
  })

  test('the stream moves to a new room: the old session closes, the new one opens, once', async ({ assert }) => {
    const { manager, driver, clock, advance } = managed()
    const creatorId = await liveCreator(manager, driver, 'moving_star')
    await manager.connectNow(creatorId)
    await eventually(() => standIn.connections('moving_star') === 1)
    const firstRoom = standIn.roomIdOf('moving_star')

    clock.time += 1_000
    const droppedAt = clock.time
    const newRoom = standIn.changeRoom('moving_star')
    await reconnecting(manager, creatorId)
    await advance(2_000)
    assert.isTrue(manager.status(creatorId)!.isConnected)
    await liveSessionWrites()
    const [old, current] = await sessionsOf(creatorId)
    assert.containsSubset(old, { room_id: firstRoom, end_reason: 'room_changed' })
    assert.containsSubset(current, { room_id: newRoom, end_reason: null, ended_at: null })
    // The old room ended when it was last seen; the new session starts after it.
    const seconds = (at: number) => Math.floor(at / 1000)
    assert.equal(seconds(new Date(old.ended_at).getTime()), seconds(droppedAt))
    assert.isAtLeast(new Date(current.started_at).getTime(), new Date(old.ended_at).getTime())

    // A later drop in the new room continues its session: nothing closes or opens twice.
    await eventually(() => standIn.connections('moving_star') === 1)
    standIn.dropConnections()
    await reconnecting(manager, creatorId)
    await advance(2_000)
    await liveSessionWrites()
    assert.lengthOf(await sessionsOf(creatorId), 2)
    assert.containsSubset(manager.stats(), { roomChanges: 1, drops: 2, reconnects: 2 })
  })

  test('events replayed after a reconnect are ignored: gifts, chat counts and commands', async ({ assert }) => {
    const { manager, driver, outcomes, advance } = managed()
    const creatorId = await liveCreator(manager, driver, 'replay_star')
    // TikTok's replay after a reconnect: the last 1,000 messages of the room, after a chat storm.
    const CHATS = 1_500
    const REPLAYED = 1_000
    standIn.replayOnConnect = REPLAYED
    await manager.connectNow(creatorId)
    await eventually(() => standIn.connections('replay_star') === 1)

    const gift = (msgId: string, overrides: Partial<StandInGift> = {}): StandInGift => ({
      msgId,
      uniqueId: 'big_fan',
      giftName: 'Galaxy',
      giftType: 2,
      diamondCount: 1000,
      repeatCount: 1,
      repeatEnd: true,
      ...overrides,
    })
    const rose = { giftName: 'Rose', giftType: 1, diamondCount: 1, groupId: '880' }
    for (let start = 0; start < CHATS; start += 100) {
      standIn.sendBatch(
        'replay_star',
        Array.from({ length: 100 }, (_, offset) => ({
          chat: { msgId: String(100_000 + start + offset), uniqueId: `fan_${(start + offset) % 4}`, comment: 'hype' },
        }))
      )
    }
    standIn.sendBatch('replay_star', [
      { gift: gift('7001') },
      { gift: gift('7002', { uniqueId: 'other_fan' }) },
      { gift: gift('7003', { ...rose, repeatCount: 2, repeatEnd: false }) },
      { gift: gift('7004', { ...rose, repeatCount: 5, repeatEnd: true }) },
    ])
    standIn.sendChat('replay_star', { msgId: '7200', uniqueId: 'fan_0', comment: '!status' })
    const sent = CHATS + 5
    await eventually(() => outcomes.length === sent)
    assert.deepEqual(outcomes.filter((outcome) => outcome === 'duplicate').length, 0)
    await flushChatCounts()

    const state = async () => {
      const [gifts] = await db
        .from('live_gifts')
        .where('creator_id', creatorId)
        .count('* as rows')
        .sum('diamond_value as diamonds')
      const chat = await db.from('live_chat_daily').where('creator_id', creatorId).orderBy('sender')
      const commands = await db.from('live_chat_commands').where('creator_id', creatorId).count('* as rows')
      return {
        gifts: Number(gifts.rows),
        diamonds: Number(gifts.diamonds),
        chat: chat.map((row) => `${row.sender}: ${row.messages}`),
        commands: Number(commands[0].rows),
      }
    }
    const before = await state()
    assert.deepEqual(before, {
      gifts: 3,
      diamonds: 2_005,
      chat: ['fan_0: 376', 'fan_1: 375', 'fan_2: 375', 'fan_3: 375'],
      commands: 1,
    })

    standIn.dropConnections()
    await reconnecting(manager, creatorId)
    await advance(2_000)
    // The new socket gets the room's last messages again (gifts and command included), with their msgIds.
    await eventually(() => outcomes.length === sent + REPLAYED)
    assert.notInclude(outcomes.slice(sent), 'credited')
    assert.notInclude(outcomes.slice(sent), 'command')
    await flushChatCounts()
    assert.deepEqual(await state(), before)
  })

  test("a 429 with the quota's reset: no connect before the reset, then the connect", async ({ assert }) => {
    const { manager, driver, advance } = managed()
    const creatorId = await liveCreator(manager, driver, 'limited_star')
    const resetAt = Math.ceil(Date.now() / 1000) + 40
    standIn.rateLimitNext = { resetAt }
    const signCalls = standIn.signCalls

    const outcome = await manager.connectNow(creatorId)
    assert.equal(outcome.result, 'rateLimited')
    const waitMs = outcome.result === 'rateLimited' ? outcome.retryAfterMs : 0
    assert.closeTo(waitMs, resetAt * 1000 - Date.now(), 1_000)
    assert.equal(manager.status(creatorId)!.liveStatusMessage, LIVE_MESSAGES.rateLimited(Math.ceil(waitMs / 1000)))

    await advance(waitMs - 1)
    assert.equal(standIn.signCalls, signCalls + 1, 'no sign call before the reset')
    assert.isFalse(manager.status(creatorId)!.isConnected)
    await advance(1)
    assert.equal(standIn.signCalls, signCalls + 2)
    assert.isTrue(manager.status(creatorId)!.isConnected)
  })

  test("Retry-After's wait grows by the jitter, shown in the status and the stats", async ({ assert }) => {
    const { manager, driver, advance } = managed({ random: () => 1 })
    const creatorId = await liveCreator(manager, driver, 'jittery_star')
    standIn.rateLimitNext = { retryAfter: 20 }
    const signCalls = standIn.signCalls

    // 20 s and the whole 10 % jitter share
    assert.deepEqual(await manager.connectNow(creatorId), { result: 'rateLimited', retryAfterMs: 22_000 })
    assert.equal(manager.status(creatorId)!.liveStatusMessage, LIVE_MESSAGES.rateLimited(22))
    assert.containsSubset(manager.stats(), { rateLimited: true, lastRateLimitWaitMs: 22_000, rateLimits: 1 })
    await advance(21_999)
    assert.equal(standIn.signCalls, signCalls + 1)
    await advance(1)
    assert.isTrue(manager.status(creatorId)!.isConnected)
    assert.isFalse(manager.stats().rateLimited)
  })

  test('Retry-After as an HTTP date is read from the sign server answer', async ({ assert }) => {
    const retryAt = new Date(Date.now() + 90_000)
    const signServer = createServer((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAt.toUTCString() })
      res.end(JSON.stringify({ message: 'Too many connections' }))
    })
    await new Promise<void>((resolve) => signServer.listen(0, '127.0.0.1', resolve))
    try {
      const driver = driverFor({ signApiUrl: `http://127.0.0.1:${(signServer.address() as AddressInfo).port}` })
      standIn.live.set('dated_star', true)
      const error = await driver
        .connect('dated_star', { event: async () => undefined, frame: () => undefined, closed: () => undefined })
        .catch((caught: unknown) => caught)
      assert.instanceOf(error, RateLimitedError)
      assert.closeTo((error as RateLimitedError).retryAfterMs, retryAt.getTime() - Date.now(), 1_500)
    } finally {
      signServer.close()
    }
  })

  test('liveness checks spend no sign call; a reconnect goes straight to connect', async ({ assert }) => {
    const { manager, driver, advance } = managed()
    let liveChecks = 0
    const isLive = driver.isLive.bind(driver)
    driver.isLive = (username) => {
      liveChecks += 1
      return isLive(username)
    }
    const { user } = await makeCreator({ tiktokUsername: 'thrifty_star' })
    standIn.live.set('thrifty_star', false)
    manager.watch(user.id, 'thrifty_star', driver)
    const signCalls = standIn.signCalls

    await advance(0)
    await advance(30_000)
    assert.equal(liveChecks, 2)
    assert.equal(standIn.signCalls, signCalls, 'offline checks cost no sign call')

    standIn.live.set('thrifty_star', true)
    await advance(60_000)
    assert.equal(liveChecks, 3)
    assert.isTrue(manager.status(user.id)!.isConnected)
    assert.equal(standIn.signCalls, signCalls + 1, 'one sign call: the connect')

    await eventually(() => standIn.connections('thrifty_star') === 1)
    standIn.dropConnections()
    await reconnecting(manager, user.id)
    await advance(2_000)
    assert.isTrue(manager.status(user.id)!.isConnected)
    assert.equal(liveChecks, 3, 'no liveness check before the reconnect')
    assert.equal(standIn.signCalls, signCalls + 2)
  })

  test('the connect cap is shared by every creator and every tiktok driver of the process', async ({ assert }) => {
    const { manager, advance } = managed()
    const [one, two] = [driverFor({ connectsPerMinute: 2 }), driverFor({ connectsPerMinute: 2 })]
    const creators = [
      await liveCreator(manager, one, 'cap_star_1'),
      await liveCreator(manager, two, 'cap_star_2'),
      await liveCreator(manager, one, 'cap_star_3'),
    ]
    await advance(0)
    assert.deepEqual(
      creators.map((creatorId) => manager.status(creatorId)!.isConnected),
      [true, true, false]
    )
    assert.containsSubset(manager.stats(), { connectsLastMinute: 2, connectCap: 2 })
    assert.isString(manager.stats().connectCapBlockedUntil)
    await advance(59_000)
    assert.isFalse(manager.status(creators[2])!.isConnected)
    await advance(1_000)
    assert.isTrue(manager.status(creators[2])!.isConnected)
  })

  test('API Monitoring shows the cap reached and the connector figures', async ({ client, assert }) => {
    // Connects of earlier tests in this process count too: the cap leaves room for two more.
    const cap = liveManager.stats().connectsLastMinute + 2
    useTiktokDriver(driverFor({ connectsPerMinute: cap }))
    try {
      const answers: number[] = []
      const positions: unknown[] = []
      for (const index of [1, 2, 3]) {
        const username = `shown_star_${index}`
        const { user, token } = await makeCreator({ tiktokUsername: username })
        await setDriver(user.id, 'tiktok')
        standIn.live.set(username, true)
        const response = await client
          .post('/api/tiktok-optimized/connect')
          .bearerToken(token)
          .json({ tiktokUsername: username })
        answers.push(response.status())
        positions.push(response.body().status.queuePosition)
      }
      // The third waits in the connect queue, first in line: accepted, not refused.
      assert.deepEqual(answers, [200, 200, 202])
      assert.deepEqual(positions, [null, null, 1])

      const { token } = await makeAdmin()
      const health = await client.get('/api/admin/system-health').bearerToken(token)
      health.assertStatus(200)
      const connector = health.body().apis.tiktokConnector
      assert.containsSubset(connector, {
        status: 'healthy',
        connectsLastMinute: cap,
        connectCap: cap,
        rateLimited: false,
      })
      assert.isString(connector.connectCapBlockedUntil)
      for (const counter of ['stalls', 'drops', 'reconnects', 'roomChanges', 'rateLimits'])
        assert.isNumber(connector[counter])
      const service = health.body().services.find((entry: { id: string }) => entry.id === 'tiktok-connector')
      assert.include(service.detail, `${cap}/${cap} connects this minute (cap reached until`)
    } finally {
      await liveManager.stop()
      useTiktokDriver(null)
    }
  })
})
