import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeCreator } from '#tests/helpers/accounts'
import { giftIngestStats, giftStreaks } from '../../services/gifts_service.js'
import { streakMsgId } from '../../services/gift_streaks.js'
import { TiktokStandIn, type StandInGift } from '../helpers/tiktok_standin.js'
import { eventually, isolateLiveTests } from '../helpers/live.js'
import { connectThroughStandIn } from '../helpers.js'

let standIn: TiktokStandIn

/** The real connector, the real pipeline, a clock the test moves. */
async function connectedStar(username: string) {
  const { user } = await makeCreator({ tiktokUsername: username })
  const { manager, clock } = await connectThroughStandIn(standIn, user.id, username)
  await eventually(() => standIn.connections(username) === 1)
  return { user, manager, clock }
}

/** The creator's stored gifts (PostgreSQL hands bigint columns as text). */
const giftRows = async (creatorId: number) =>
  (
    await db
      .from('live_gifts')
      .where('creator_id', creatorId)
      .orderBy('id')
      .select('msg_id', 'gift_count', 'diamond_value')
  ).map((row) => ({ msg_id: row.msg_id, gift_count: Number(row.gift_count), diamond_value: Number(row.diamond_value) }))

let msgIds = 700_000
/** A Rose streak frame of `groupId` by user 4242. */
const roseFrame = (groupId: string, repeatCount: number, repeatEnd: boolean): StandInGift => ({
  msgId: String(++msgIds),
  uniqueId: 'rose_fan',
  userId: '4242',
  groupId,
  giftName: 'Rose',
  giftType: 1,
  diamondCount: 1,
  repeatCount,
  repeatEnd,
})

/** A single gift: once it is stored, every gift sent before it is too (a creator's gifts commit in order). */
async function marker(username: string, creatorId: number) {
  const msgId = String(++msgIds)
  standIn.sendGift(username, {
    msgId,
    uniqueId: 'marker',
    giftName: 'Lion',
    giftType: 2,
    diamondCount: 29999,
    repeatCount: 1,
    repeatEnd: true,
  })
  await eventually(async () => (await giftRows(creatorId)).some((row) => row.msg_id === msgId))
}

test.group('Live ingest: TikTok streaks and backpressure through the stand-in', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start()
    return () => standIn.stop()
  })
  isolateLiveTests(group)
  group.each.setup(() => {
    giftStreaks.timeoutMs = 300
    return () => void (giftStreaks.timeoutMs = 15_000)
  })

  test('an orphan streak is credited once after the timeout; a late repeatEnd and a replay add nothing', async ({
    assert,
  }) => {
    const { user, manager, clock } = await connectedStar('orphan_star')
    const before = giftIngestStats().streaksTimedOut
    for (const count of [1, 2, 3]) standIn.sendGift('orphan_star', roseFrame('555001', count, false))
    const streakId = streakMsgId('555001', '4242')
    await eventually(async () => (await giftRows(user.id)).length === 1)
    assert.deepEqual(await giftRows(user.id), [{ msg_id: streakId, gift_count: 3, diamond_value: 3 }])
    // Counted once the credit's outcome is back, a moment after its row is committed.
    await eventually(async () => giftIngestStats().streaksTimedOut - before === 1)

    // The repeatEnd comes late: the database already holds the streak.
    const lateEnd = roseFrame('555001', 4, true)
    standIn.sendGift('orphan_star', lateEnd)
    await marker('orphan_star', user.id)
    assert.lengthOf(
      (await giftRows(user.id)).filter((row) => row.msg_id === streakId),
      1
    )

    // A reconnect replays the streak's frames and its end.
    standIn.dropConnections()
    await eventually(() => manager.status(user.id)!.liveStatusMessage === 'Connection lost, reconnecting...')
    clock.time += 2_000
    await manager.tick()
    await eventually(() => standIn.connections('orphan_star') === 1)
    standIn.sendGift('orphan_star', roseFrame('555001', 2, false))
    standIn.sendGift('orphan_star', lateEnd)
    await marker('orphan_star', user.id)
    const rows = await giftRows(user.id)
    assert.deepEqual(
      rows.filter((row) => row.msg_id === streakId),
      [{ msg_id: streakId, gift_count: 3, diamond_value: 3 }]
    )
    assert.lengthOf(rows, 3, 'the streak and the two markers')
    await manager.stop()
  })

  test('a streak with its repeatEnd is credited at the end, once, with the final count', async ({ assert }) => {
    const { user, manager } = await connectedStar('streak_star')
    standIn.sendGift('streak_star', roseFrame('555002', 1, false))
    standIn.sendGift('streak_star', roseFrame('555002', 5, true))
    standIn.sendGift('streak_star', roseFrame('555002', 5, true))
    await eventually(async () => (await giftRows(user.id)).length === 1)
    await marker('streak_star', user.id)
    const rows = await giftRows(user.id)
    assert.deepEqual(rows[0], { msg_id: streakMsgId('555002', '4242'), gift_count: 5, diamond_value: 5 })
    assert.lengthOf(rows, 2)
    assert.equal(giftStreaks.stats().openStreaks, 0, 'no timer left for a finished streak')
    await manager.stop()
  })

  test('a streak still open at the stream end is credited before the session ends', async ({ assert }) => {
    const { user, manager } = await connectedStar('ending_star')
    giftStreaks.timeoutMs = 60_000
    standIn.sendGift('ending_star', roseFrame('555003', 7, false))
    await eventually(() => giftStreaks.stats().openStreaks === 1)
    standIn.endStream('ending_star')
    await eventually(() => manager.status(user.id)!.liveStatusMessage === 'Stream ended')
    assert.deepEqual(await giftRows(user.id), [
      { msg_id: streakMsgId('555003', '4242'), gift_count: 7, diamond_value: 7 },
    ])
    await manager.stop()
  })

  test('a paused connection stops reading the socket; resumed, nothing sent meanwhile is lost', async ({ assert }) => {
    const { user, manager } = await connectedStar('paused_star')
    manager.throttle(user.id, 'gifts', true)
    for (let index = 0; index < 20; index++) {
      standIn.sendGift('paused_star', { ...roseFrame('0', 1, true), giftType: 2, groupId: undefined })
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.lengthOf(await giftRows(user.id), 0, 'nothing read while paused')
    manager.throttle(user.id, 'gifts', false)
    await eventually(async () => (await giftRows(user.id)).length === 20)
    await manager.stop()
  })
})
