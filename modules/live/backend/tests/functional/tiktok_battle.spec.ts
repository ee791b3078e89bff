import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeCreator } from '#tests/helpers/accounts'
import { TiktokDriver } from '../../drivers/tiktok_driver.js'
import { ConnectionManager } from '../../services/connection_manager.js'
import { liveRecords } from '../../services/live_connections.js'
import { handleLiveEvent } from '../../services/live_pipeline.js'
import { TiktokStandIn } from '../helpers/tiktok_standin.js'
import { TiktokBattle } from '../helpers/tiktok_battle.js'
import { eventually } from '../helpers/live.js'

let standIn: TiktokStandIn

test.group('A scripted battle through the stand-in, the tiktok driver and the live pipeline', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start({ replayOnConnect: 50 })
    return () => standIn.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('storms, a disconnect with a replay, a room change: every gift once, commands answered', async ({ assert }) => {
    const { user } = await makeCreator({ tiktokUsername: 'battle_star' })
    // A clock that runs 20× faster, so the reconnect backoffs pass in a blink.
    const clock = { time: Date.now(), now: () => clock.time }
    const manager = new ConnectionManager({
      ...liveRecords,
      clock,
      onEvent: handleLiveEvent,
      onStatus: () => undefined,
    })
    const ticker = setInterval(() => {
      clock.time += 1_000
      manager.tick().catch(() => undefined)
    }, 50)
    const driver = new TiktokDriver({
      signApiUrl: standIn.signApiUrl,
      connectsPerMinute: 100,
      stallTimeoutMs: 60_000,
      connectionOptions: standIn.connectionOptions(),
    })
    standIn.live.set('battle_star', true)
    manager.watch(user.id, 'battle_star', driver)
    try {
      assert.deepEqual(await manager.connectNow(user.id), { result: 'connected' })
      await eventually(() => standIn.connections('battle_star') === 1)
      const firstRoom = standIn.roomIdOf('battle_star')

      const storm = {
        kind: 'storm',
        seconds: 0.5,
        giftsPerSecond: 60,
        chatPerSecond: 60,
        streakFrames: 3,
        streakFrameMs: 40,
        longStreakEvery: 4,
        longStreakFrames: 6,
        commandEvery: 10,
        // Likes, joins and follows in the same frames: undecoded, they change nothing.
        noisePerSecond: 60,
      } as const
      const battle = new TiktokBattle(standIn, { username: 'battle_star', gifterPrefix: 'fan_', tickMs: 10 })
      const result = await battle.play([
        storm,
        { kind: 'stall', seconds: 0.2 },
        storm,
        { kind: 'disconnect' },
        storm,
        { kind: 'changeRoom' },
        storm,
      ])
      assert.equal(result.gifts.size, 120)
      assert.isAbove(result.giftMessages, result.gifts.size, 'streak frames beyond the crediting one')
      assert.equal(result.noise, 120)
      assert.deepEqual(
        result.reconnects.map((reconnect) => [reconnect.kind, reconnect.ms !== null]),
        [
          ['disconnect', true],
          ['changeRoom', true],
        ]
      )

      const stored = await eventually(async () => {
        const rows = await db
          .from('live_gifts')
          .where('creator_id', user.id)
          .select('gifter_username', 'gift_count', 'diamond_value')
        return rows.length >= result.gifts.size ? rows : null
      }, 15_000)
      const expected = [...result.gifts.values()]
        // One gifter per gift; a streak is stored under its own key, not a frame's msgId.
        .map((gift) => ({
          gifter_username: gift.gifter,
          gift_count: gift.repeatCount,
          diamond_value: gift.diamonds,
        }))
        .sort((a, b) => a.gifter_username.localeCompare(b.gifter_username))
      assert.deepEqual(
        stored
          .map((row) => ({ ...row, diamond_value: Number(row.diamond_value) }))
          .sort((a, b) => a.gifter_username.localeCompare(b.gifter_username)),
        expected
      )
      assert.equal(
        expected.reduce((sum, gift) => sum + gift.diamond_value, 0),
        result.expectedDiamonds
      )

      assert.lengthOf(result.commands, 12)
      const commands = await eventually(async () => {
        const rows = await db
          .from('live_chat_commands')
          .where('creator_id', user.id)
          .whereIn('msg_id', result.commands)
          .whereNot('outcome', 'pending')
          .select('command', 'outcome')
        return rows.length === result.commands.length ? rows : null
      })
      assert.sameMembers([...new Set(commands.map((row) => row.command))], ['status', 'glove'])

      const sessions = await db.from('live_sessions').where('creator_id', user.id).orderBy('id').select('room_id')
      assert.deepEqual(
        sessions.map((session) => session.room_id),
        [firstRoom, standIn.roomIdOf('battle_star')]
      )
    } finally {
      clearInterval(ticker)
      await manager.stop()
    }
  }).timeout(60_000)
})
