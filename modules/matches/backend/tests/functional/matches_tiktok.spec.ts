import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeCreator } from '#tests/helpers/accounts'
import type { ConnectionManager } from '#modules/live/backend/tests/helpers'
import {
  connectThroughStandIn,
  eventually,
  liveRecords,
  liveSessionWrites,
  matchArmies,
  matchFinish,
  matchMessageStats,
  matchOpen,
  matchPunishFinish,
  TiktokStandIn,
} from '#modules/live/backend/tests/helpers'
import { matchEventStats } from '../../services/match_events.js'

let standIn: TiktokStandIn
let sequence = 7_310_000_000_000
const msgId = () => String(++sequence)

/** The real tiktok driver through the stand-in, live sessions recorded, the clock the test's. */
async function connect(creatorId: number, username: string) {
  const connected = await connectThroughStandIn(standIn, creatorId, username, liveRecords)
  await eventually(() => standIn.connections(username) === 1)
  return connected
}

async function reconnect(manager: ConnectionManager, clock: { time: number }, username: string) {
  await eventually(() => standIn.connections(username) === 0)
  await eventually(async () => {
    clock.time += 2_000
    await manager.tick()
    return standIn.connections(username) === 1
  })
}

const matchesOf = (creatorId: number) => db.from('matches').where('creator_id', creatorId).orderBy('id')

test.group('Matches through the TikTok stand-in and the real connector', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start({ replayOnConnect: 20 })
    return () => standIn.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('start, scores and finish arrive as one match with its result; a replay changes nothing', async ({ assert }) => {
    const { user } = await makeCreator({ tiktokUsername: 'match_star' })
    const { manager, clock, outcome } = await connect(user.id, 'match_star')
    try {
      assert.deepEqual(outcome, { result: 'connected' })
      const hostId = standIn.ownerIdOf('match_star')
      const host = { userId: hostId, uniqueId: 'match_star', nickname: 'Match Star' }
      const rival = { userId: '6310000000001', uniqueId: 'rival.x', nickname: 'Rival X' }
      const battle = '7310000000000000001'
      const decodedBefore = matchMessageStats()

      standIn.sendEncoded('match_star', [matchOpen(msgId(), battle, host, rival, 300)])
      standIn.sendEncoded('match_star', [matchArmies(msgId(), battle, { [hostId]: 120, [rival.userId]: 80 })])
      standIn.sendEncoded('match_star', [matchArmies(msgId(), battle, { [hostId]: 450, [rival.userId]: 300 })])
      standIn.sendEncoded('match_star', [matchFinish(msgId(), battle, { [hostId]: 'win', [rival.userId]: 'loss' })])
      standIn.sendEncoded('match_star', [matchPunishFinish(msgId(), battle)])
      await eventually(async () => (await matchesOf(user.id))[0]?.ended_at)

      const [match] = await matchesOf(user.id)
      assert.equal(match.tiktok_battle_id, battle)
      assert.equal(match.opponent_unique_id, 'rival.x')
      assert.equal(match.opponent_nickname, 'Rival X')
      assert.deepEqual([Number(match.ours), Number(match.theirs), match.result], [450, 300, 'win'])
      assert.isNotNull(match.ends_at)
      const samples = await db.from('match_scores').where('match_id', match.id)
      assert.isAtLeast(samples.length, 1)
      assert.isAtMost(samples.length, 2, 'one sample a second at most')
      const decoded = matchMessageStats()
      assert.equal(decoded.starts - decodedBefore.starts, 1)
      assert.equal(decoded.scores - decodedBefore.scores, 2)
      assert.equal(decoded.ends - decodedBefore.ends, 2, 'the finish and the punishment end')

      // A reconnect replays the room's last frames: one match, as it was.
      standIn.dropConnections('match_star')
      await reconnect(manager, clock, 'match_star')
      await eventually(() => matchMessageStats().messages - decoded.messages >= 5)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const after = await matchesOf(user.id)
      assert.lengthOf(after, 1)
      assert.deepEqual(
        [Number(after[0].ours), Number(after[0].theirs), after[0].result, String(after[0].ended_at)],
        [450, 300, 'win', String(match.ended_at)]
      )
      assert.lengthOf(await db.from('match_scores').where('match_id', match.id), samples.length)

      // A malformed message (points naming no side) is counted, never fatal.
      standIn.sendEncoded('match_star', [matchArmies(msgId(), battle, {})])
      await eventually(() => matchMessageStats().malformed - decoded.malformed === 1)
      assert.equal(manager.status(user.id)!.isConnected, true)
    } finally {
      await manager.stop()
      await liveSessionWrites()
    }
  }).timeout(60_000)

  test('a battle that started before we connected starts from its first score carrying its settings', async ({
    assert,
  }) => {
    const { user } = await makeCreator({ tiktokUsername: 'late_star' })
    const { manager } = await connect(user.id, 'late_star')
    try {
      const hostId = standIn.ownerIdOf('late_star')
      const rivalId = '6310000000003'
      // Whole seconds: SQLite keeps timestamps to the second.
      const startTimeMs = Math.floor(Date.now() / 1000) * 1000 - 60_000
      const bare = '7310000000000000003'
      const carried = '7310000000000000004'
      const stored = matchEventStats()

      // Without the battle's settings, a score of a battle we never saw start is only counted.
      standIn.sendEncoded('late_star', [matchArmies(msgId(), bare, { [hostId]: 5, [rivalId]: 9 })])
      await eventually(() => matchEventStats().unknownMatch === stored.unknownMatch + 1)
      assert.lengthOf(await matchesOf(user.id), 0)

      standIn.sendEncoded('late_star', [
        matchArmies(msgId(), carried, { [hostId]: 200, [rivalId]: 150 }, { durationSeconds: 300, startTimeMs }),
      ])
      await eventually(async () => (await matchesOf(user.id)).length === 1)
      const [match] = await matchesOf(user.id)
      assert.equal(match.tiktok_battle_id, carried)
      assert.deepEqual([Number(match.ours), Number(match.theirs), match.ended_at], [200, 150, null])
      assert.equal(new Date(match.started_at).getTime(), startTimeMs)
      assert.equal(new Date(match.ends_at).getTime(), startTimeMs + 300_000)
      assert.isNull(match.opponent_unique_id)
      assert.equal(matchEventStats().started, stored.started + 1)

      // Later scores carry the settings too: the same match, its score going up.
      standIn.sendEncoded('late_star', [
        matchArmies(msgId(), carried, { [hostId]: 260, [rivalId]: 150 }, { durationSeconds: 300, startTimeMs }),
      ])
      await eventually(async () => Number((await matchesOf(user.id))[0]?.ours) === 260)
      assert.lengthOf(await matchesOf(user.id), 1)
      standIn.sendEncoded('late_star', [matchPunishFinish(msgId(), carried)])
      await eventually(async () => (await matchesOf(user.id))[0]?.ended_at)
      assert.equal((await matchesOf(user.id))[0].result, 'win')
    } finally {
      await manager.stop()
      await liveSessionWrites()
    }
  }).timeout(60_000)

  test('a suspended stream is a pause: the live session and the running match stay open', async ({ assert }) => {
    const { user } = await makeCreator({ tiktokUsername: 'pause_star' })
    const { manager, clock } = await connect(user.id, 'pause_star')
    try {
      const hostId = standIn.ownerIdOf('pause_star')
      const host = { userId: hostId, uniqueId: 'pause_star', nickname: 'Pause Star' }
      const rival = { userId: '6310000000002', uniqueId: 'rival.y', nickname: 'Rival Y' }
      const battle = '7310000000000000002'
      standIn.sendEncoded('pause_star', [matchOpen(msgId(), battle, host, rival, 300)])
      standIn.sendEncoded('pause_star', [matchArmies(msgId(), battle, { [hostId]: 10, [rival.userId]: 40 })])
      await eventually(async () => Number((await matchesOf(user.id))[0]?.theirs) === 40)
      await liveSessionWrites()
      const sessions = await db.from('live_sessions').where('creator_id', user.id)
      assert.lengthOf(sessions, 1)

      const suspensions = matchMessageStats().suspensions
      standIn.suspendStream('pause_star')
      await eventually(() => matchMessageStats().suspensions === suspensions + 1)
      // The connector disconnects on a suspension; Powerdeck reconnects to the same room.
      await reconnect(manager, clock, 'pause_star')
      standIn.sendEncoded('pause_star', [matchArmies(msgId(), battle, { [hostId]: 90, [rival.userId]: 40 })])
      await eventually(async () => Number((await matchesOf(user.id))[0]?.ours) === 90)

      await liveSessionWrites()
      const after = await db.from('live_sessions').where('creator_id', user.id)
      assert.lengthOf(after, 1, 'the same live session')
      assert.isNull(after[0].ended_at)
      const [match] = await matchesOf(user.id)
      assert.isNull(match.ended_at, 'the match is still running')

      // The real end of the stream ends the running match with the result of its score.
      standIn.endStream('pause_star')
      await eventually(async () => (await matchesOf(user.id))[0]?.ended_at)
      assert.equal((await matchesOf(user.id))[0].result, 'win')
    } finally {
      await manager.stop()
      await liveSessionWrites()
    }
  }).timeout(60_000)
})
