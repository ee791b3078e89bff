import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeCreator } from '#tests/helpers/accounts'
import { TiktokDriver } from '../../drivers/tiktok_driver.js'
import { ConnectionManager } from '../../services/connection_manager.js'
import { setDriver } from '../../services/live_settings_service.js'
import { useTiktokDriver } from '../../services/live_drivers.js'
import { liveManager, liveRecords } from '../../services/live_connections.js'
import { handleLiveEvent } from '../../services/live_pipeline.js'
import { flushChatCounts } from '../../services/chat_tally.js'
import { liveSessionWrites } from '../../services/live_sessions_service.js'
import { TiktokStandIn } from '../helpers/tiktok_standin.js'
import { eventually } from '../helpers/live.js'

let standIn: TiktokStandIn
const driverFor = (standIn: TiktokStandIn) =>
  new TiktokDriver({
    signApiUrl: standIn.signApiUrl,
    connectsPerMinute: 100,
    stallTimeoutMs: 60_000,
    connectionOptions: standIn.connectionOptions(),
  })

/** The real connector and the real records behind a connection manager with a clock the test moves. */
function managed() {
  const clock = { time: Date.now(), now: () => clock.time }
  const manager = new ConnectionManager({
    ...liveRecords,
    clock,
    random: () => 0,
    onEvent: handleLiveEvent,
    onStatus: () => undefined,
  })
  return { manager, clock, driver: driverFor(standIn) }
}

const sessionsOf = (creatorId: number) =>
  db.from('live_sessions').where('creator_id', creatorId).orderBy('id').select('room_id', 'end_reason', 'ended_at')

const errorsOf = (creatorId: number) =>
  db.from('error_events').where('creator_id', creatorId).orderBy('id').select('category', 'source', 'message')

test.group('Live records: sessions and errors with the TikTok stand-in', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start()
    return () => standIn.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a session opens on connect in the stream room; chat counts; the stream end closes it', async ({ assert }) => {
    const { manager, driver } = managed()
    const { user } = await makeCreator({ tiktokUsername: 'records_star' })
    standIn.live.set('records_star', true)
    manager.watch(user.id, 'records_star', driver)
    assert.deepEqual(await manager.connectNow(user.id), { result: 'connected' })
    await eventually(() => standIn.connections('records_star') === 1)
    assert.deepEqual(await sessionsOf(user.id), [
      { room_id: standIn.roomIdOf('records_star'), end_reason: null, ended_at: null },
    ])

    for (let index = 0; index < 30; index++) {
      standIn.sendChat('records_star', { msgId: String(5000 + index), uniqueId: `fan_${index % 4}`, comment: 'hi' })
    }
    standIn.sendChat('records_star', { msgId: '5100', uniqueId: 'fan_0', comment: '!help' })
    standIn.endStream('records_star')
    await eventually(async () => (await sessionsOf(user.id))[0].end_reason === 'stream_end')
    await flushChatCounts()
    const chat = await db.from('live_chat_daily').where('creator_id', user.id).orderBy('sender')
    assert.deepEqual(
      chat.map((row) => [row.sender, Number(row.messages)]),
      [
        ['fan_0', 9],
        ['fan_1', 8],
        ['fan_2', 7],
        ['fan_3', 7],
      ]
    )
    await manager.stop()
  })

  test('a drop keeps the session while reconnecting to the same room; a new room opens a new one', async ({
    assert,
  }) => {
    const { manager, driver, clock } = managed()
    const { user } = await makeCreator({ tiktokUsername: 'roaming_star' })
    standIn.live.set('roaming_star', true)
    manager.watch(user.id, 'roaming_star', driver)
    await manager.connectNow(user.id)
    await eventually(() => standIn.connections('roaming_star') === 1)

    standIn.dropConnections()
    await eventually(() => manager.status(user.id)!.liveStatusMessage === 'Connection lost, reconnecting...')
    clock.time += 2_000
    await manager.tick()
    assert.isTrue(manager.status(user.id)!.isConnected)
    const firstRoom = standIn.roomIdOf('roaming_star')
    assert.deepEqual(await sessionsOf(user.id), [{ room_id: firstRoom, end_reason: null, ended_at: null }])
    await eventually(() => standIn.connections('roaming_star') === 1)

    standIn.rooms.set('roaming_star', '7000000042')
    standIn.dropConnections()
    await eventually(() => manager.status(user.id)!.liveStatusMessage === 'Connection lost, reconnecting...')
    clock.time += 2_000
    await manager.tick()
    await liveSessionWrites()
    const sessions = await sessionsOf(user.id)
    assert.containsSubset(sessions, [
      { room_id: firstRoom, end_reason: 'room_changed' },
      { room_id: '7000000042', end_reason: null, ended_at: null },
    ])
    assert.lengthOf(sessions, 2)

    // Each drop is a TikTok connection error of this creator.
    const errors = await errorsOf(user.id)
    assert.lengthOf(errors, 2)
    assert.isTrue(errors.every((error) => error.category === 'tiktok' && error.source === 'live.connection'))
    standIn.rooms.delete('roaming_star')
    await manager.stop()
  })

  test('a drop whose reconnect finds the stream over ends the session at the drop', async ({ assert }) => {
    const { manager, driver, clock } = managed()
    const { user } = await makeCreator({ tiktokUsername: 'gone_star' })
    standIn.live.set('gone_star', true)
    manager.watch(user.id, 'gone_star', driver)
    await manager.connectNow(user.id)
    await eventually(() => standIn.connections('gone_star') === 1)

    standIn.live.set('gone_star', false)
    const droppedAt = clock.time
    standIn.dropConnections()
    await eventually(() => manager.status(user.id)!.liveStatusMessage === 'Connection lost, reconnecting...')
    clock.time += 2_000
    await manager.tick()
    const [session] = await sessionsOf(user.id)
    assert.equal(session.end_reason, 'disconnected')
    assert.equal(Math.floor(new Date(session.ended_at).getTime() / 1000), Math.floor(droppedAt / 1000))
    await manager.stop()
  })

  test('sign server failures are external API errors of the creator, nothing opens', async ({ assert }) => {
    const { manager, driver, clock } = managed()
    const { user } = await makeCreator({ tiktokUsername: 'unlucky_star' })
    standIn.live.set('unlucky_star', true)
    manager.watch(user.id, 'unlucky_star', driver)

    standIn.failNext = 500
    assert.containsSubset(await manager.connectNow(user.id), { result: 'failed' })
    standIn.rateLimitNext = 30
    clock.time += 60_000
    assert.deepEqual(await manager.connectNow(user.id), { result: 'rateLimited', retryAfterMs: 30_000 })

    const errors = await eventually(async () => {
      const rows = await errorsOf(user.id)
      return rows.length === 2 ? rows : null
    })
    assert.deepEqual(
      errors.map((error) => [error.category, error.source]),
      [
        ['external_api', 'live.sign_server'],
        ['external_api', 'live.sign_server'],
      ]
    )
    assert.include(errors[0].message, 'Unexpected sign server status 500')
    assert.lengthOf(await sessionsOf(user.id), 0)
    await manager.stop()
  })

  test('through the HTTP API: connect opens, Disconnect closes', async ({ client, assert }) => {
    useTiktokDriver(driverFor(standIn))
    const { user, token } = await makeCreator({ tiktokUsername: 'api_star' })
    await setDriver(user.id, 'tiktok')
    standIn.live.set('api_star', true)
    try {
      const connected = await client
        .post('/api/tiktok-optimized/connect')
        .bearerToken(token)
        .json({ tiktokUsername: '@api_star' })
      connected.assertStatus(200)
      assert.deepEqual(await sessionsOf(user.id), [
        { room_id: standIn.roomIdOf('api_star'), end_reason: null, ended_at: null },
      ])
      ;(await client.post('/api/tiktok-optimized/disconnect').bearerToken(token)).assertStatus(200)
      assert.containsSubset(await sessionsOf(user.id), [{ end_reason: 'disconnected' }])
    } finally {
      await liveManager.stop()
      useTiktokDriver(null)
    }
  })
})
