import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dbIso, dbTimestamp } from '#core/database/time'
import { makeCreator } from '#tests/helpers/accounts'
import type { CreatorDayFigures } from '#core/activity_figures'
import liveFigures from '../../activity_figures.js'
import { isCreatorLive } from '../../public.js'
import { liveManager } from '../../services/live_connections.js'
import { countChatMessage, flushChatCounts } from '../../services/chat_tally.js'
import { closeInterruptedSessions, liveSessionWrites } from '../../services/live_sessions_service.js'
import { chat, gift, goLive, isolateLiveTests, makeLiveCreator, simulate } from '../helpers/live.js'

// In the process's zone, as Lucid stores timestamps (SQLite keeps local-time text).
const stamp = (iso: string) => dbTimestamp(DateTime.fromISO(iso))
const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

async function sessionsOf(creatorId: number) {
  const rows = await db.from('live_sessions').where('creator_id', creatorId).orderBy('id')
  return rows.map((row) => ({
    roomId: row.room_id as string | null,
    startedAt: dbIso(row.started_at)!,
    endedAt: dbIso(row.ended_at),
    endReason: row.end_reason as string | null,
  }))
}

async function insertSession(creatorId: number, startedAt: string, endedAt: string | null, roomId = 'r1') {
  await db.table('live_sessions').insert({
    creator_id: creatorId,
    room_id: roomId,
    started_at: stamp(startedAt),
    ended_at: endedAt ? stamp(endedAt) : null,
    end_reason: endedAt ? 'stream_end' : null,
  })
}

let giftSequence = 0
async function insertGift(creatorId: number, receivedAt: string, gifter: string | null, count: number, unit: number) {
  await db.table('live_gifts').insert({
    creator_id: creatorId,
    msg_id: `g${++giftSequence}`,
    gifter_username: gifter,
    gift_name: 'Rose',
    gift_count: count,
    diamond_value: count * unit,
    received_at: stamp(receivedAt),
  })
}

async function insertChat(creatorId: number, chatDay: string, sender: string, messages: number) {
  await db.table('live_chat_daily').insert({
    creator_id: creatorId,
    day: chatDay,
    sender,
    messages,
    last_message_at: stamp(`${chatDay}T12:00:00Z`),
  })
}

/** Daily figures of some creators, in a stable order. */
/** The chat figures the flushes added to a creator's analytics rollups, per day. */
async function chatRollups(creatorId: number) {
  const rows = await db.from('analytics_creator_days').where('creator_id', creatorId).orderBy('day')
  return rows.map((row) => ({ day: row.day, messages: Number(row.chat_messages), chatters: Number(row.chatters) }))
}

const inOrder = (rows: CreatorDayFigures[]) =>
  rows.sort((a, b) => a.creatorId - b.creatorId || a.day.localeCompare(b.day))

async function dailyOf(from: Date, to: Date, creatorIds: number[]) {
  return inOrder(await liveFigures.daily!({ from, to, creatorIds }))
}

/** The gift figures a rebuild reads (the gift batches add them as they store the gifts). */
async function recordedOf(from: Date, to: Date, creatorIds: number[]) {
  return inOrder(await liveFigures.recordedDaily!({ from, to, creatorIds }, db.connection()))
}

test.group('Live records: sessions through the simulator', (group) => {
  isolateLiveTests(group)

  test('going live opens a session; the stream end closes it; a new stream is a new room', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const [opened] = await sessionsOf(user.id)
    assert.match(opened.roomId!, /^sim-/)
    assert.isNull(opened.endedAt)
    assert.isTrue(await isCreatorLive(user.id))
    assert.deepEqual(await liveFigures.current!([user.id]), new Map([[user.id, { isLive: 1 }]]))

    ;(await simulate(client, token, { type: 'streamEnd' })).assertStatus(200)
    const [ended] = await sessionsOf(user.id)
    assert.equal(ended.endReason, 'stream_end')
    assert.isAtLeast(Date.parse(ended.endedAt!), Date.parse(ended.startedAt))
    assert.isFalse(await isCreatorLive(user.id))
    assert.deepEqual(await liveFigures.current!([user.id]), new Map([[user.id, { isLive: 0 }]]))

    await goLive(client, token)
    const sessions = await sessionsOf(user.id)
    assert.lengthOf(sessions, 2)
    assert.notEqual(sessions[1].roomId, sessions[0].roomId)
    assert.isNull(sessions[1].endedAt)
  })

  test('Disconnect ends the session as disconnected, a shutdown as shutdown', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    ;(await client.post('/api/tiktok-optimized/disconnect').bearerToken(token)).assertStatus(200)
    assert.deepEqual(
      (await sessionsOf(user.id)).map((session) => session.endReason),
      ['disconnected']
    )

    // Reconnecting to the same stream opens a new session in the same room.
    await liveManager.connectNow(user.id)
    await liveManager.stop()
    const sessions = await sessionsOf(user.id)
    assert.deepEqual(
      sessions.map((session) => session.endReason),
      ['disconnected', 'shutdown']
    )
    assert.equal(sessions[1].roomId, sessions[0].roomId)
    assert.isFalse(await isCreatorLive(user.id))
  })

  test('at most one open session per creator, enforced by the database', async ({ assert }) => {
    const { user } = await makeCreator()
    await insertSession(user.id, '2026-03-10T10:00:00Z', null)
    await assert.rejects(() => insertSession(user.id, '2026-03-10T11:00:00Z', null, 'r2'))
  })

  test('a session change writes its creator-day to the activity outbox; a gift adds itself to the rollups', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    await liveSessionWrites()
    const today = new Date().toISOString().slice(0, 10)
    const facts = await db.from('activity_outbox').where('creator_id', user.id).select('day')
    assert.deepEqual(
      facts.map((row) => row.day),
      [today]
    )
    await simulate(client, token, gift())
    const rollup = await db.from('analytics_creator_days').where({ creator_id: user.id, day: today }).first()
    assert.equal(Number(rollup.gifts), 1)
    // The gift's figures are in its own transaction's rollup addition: it writes no fact.
    assert.lengthOf(await db.from('activity_outbox').where('creator_id', user.id), 1)
  })

  test('sessions left open by a stopped process end at their last recorded activity', async ({ assert }) => {
    const { user: chatty } = await makeCreator()
    const { user: quiet } = await makeCreator()
    await insertSession(chatty.id, '2026-03-10T10:00:00Z', null)
    await insertGift(chatty.id, '2026-03-10T10:42:00Z', 'fan', 1, 5)
    await insertChat(chatty.id, '2026-03-10', 'viewer', 3)
    await db
      .from('live_chat_daily')
      .where('creator_id', chatty.id)
      .update({ last_message_at: stamp('2026-03-10T10:50:00Z') })
    await insertSession(quiet.id, '2026-03-10T09:00:00Z', null)

    assert.equal(await closeInterruptedSessions(), 2)
    assert.containsSubset(await sessionsOf(chatty.id), [
      { endedAt: '2026-03-10T10:50:00.000Z', endReason: 'interrupted' },
    ])
    assert.containsSubset(await sessionsOf(quiet.id), [
      { endedAt: '2026-03-10T09:00:00.000Z', endReason: 'interrupted' },
    ])
  })
})

test.group('Live records: chat counted per creator, day and sender', (group) => {
  isolateLiveTests(group)

  test('1,000 messages from 37 senders count 1,000 messages and 37 chatters, commands included, replays once', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const messages = Array.from({ length: 1000 }, (_, index) =>
      chat(index === 999 ? '!help' : `hello ${index}`, { uniqueId: `viewer_${String(index % 37).padStart(2, '0')}` })
    )
    for (let start = 0; start < messages.length; start += 200) {
      const sent = await client
        .post('/api/live/simulator/events')
        .bearerToken(token)
        .json({ events: messages.slice(start, start + 200) })
      sent.assertStatus(200)
    }
    // A reconnect replays recent messages: they count once.
    const replayed = await client
      .post('/api/live/simulator/events')
      .bearerToken(token)
      .json({ events: messages.slice(0, 10) })
    replayed.assertStatus(200)
    await flushChatCounts()

    const rows = await db.from('live_chat_daily').where('creator_id', user.id).orderBy('sender')
    assert.lengthOf(rows, 37)
    assert.equal(
      rows.reduce((sum, row) => sum + Number(row.messages), 0),
      1000
    )
    // 1,000 = 37 × 27 + 1: viewer_00 sent one more.
    assert.equal(Number(rows[0].messages), 28)
    assert.isTrue(rows.slice(1).every((row) => Number(row.messages) === 27))

    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)
    const tomorrow = new Date(today.getTime() + 86_400_000)
    const [figures] = await recordedOf(today, tomorrow, [user.id])
    assert.containsSubset(figures.figures, { chatMessages: 1000, chatters: 37 })
    assert.deepEqual(await liveFigures.distinct!(user.id, today, tomorrow), { chatters: 37 })
    assert.deepEqual(await chatRollups(user.id), [
      { day: today.toISOString().slice(0, 10), messages: 1000, chatters: 37 },
    ])
  })

  test('counts stay exact while flushes run concurrently with new messages', async ({ assert }) => {
    const { user } = await makeCreator()
    const flushes: Promise<void>[] = []
    for (let round = 0; round < 10; round++) {
      for (let index = 0; index < 150; index++) countChatMessage(user.id, chat('hi', { uniqueId: `fan_${index % 7}` }))
      flushes.push(flushChatCounts())
      for (let index = 0; index < 50; index++) countChatMessage(user.id, chat('hi', { uniqueId: '@fan_0' }))
    }
    await Promise.all(flushes)
    await flushChatCounts()
    const rows = await db.from('live_chat_daily').where('creator_id', user.id)
    assert.equal(
      rows.reduce((sum, row) => sum + Number(row.messages), 0),
      2000
    )
    assert.lengthOf(rows, 7)
    assert.deepEqual(
      (await chatRollups(user.id)).map(({ messages, chatters }) => ({ messages, chatters })),
      [{ messages: 2000, chatters: 7 }],
      'each sender a new chatter once, in the flush that first stored it'
    )
  })

  test('a message is counted on the UTC day it arrived, split at midnight', async ({ assert }) => {
    const { user } = await makeCreator()
    countChatMessage(user.id, chat('hi', { uniqueId: 'owl' }), new Date('2026-03-10T23:59:59Z'))
    countChatMessage(user.id, chat('hi', { uniqueId: 'owl' }), new Date('2026-03-11T00:00:00Z'))
    countChatMessage(user.id, chat('hi', { uniqueId: 'lark' }), new Date('2026-03-11T00:00:00Z'))
    await flushChatCounts()
    countChatMessage(user.id, chat('hi', { uniqueId: 'owl' }), new Date('2026-03-11T08:00:00Z'))
    // A sender the platform did not name: a message, not a chatter.
    countChatMessage(user.id, chat('hi', { uniqueId: '' }), new Date('2026-03-11T08:00:00Z'))
    await flushChatCounts()

    assert.deepEqual(await recordedOf(day('2026-03-10'), day('2026-03-12'), [user.id]), [
      { creatorId: user.id, day: '2026-03-10', figures: { chatMessages: 1, chatters: 1 } },
      { creatorId: user.id, day: '2026-03-11', figures: { chatMessages: 4, chatters: 2 } },
    ])
    assert.deepEqual(await recordedOf(day('2026-03-11'), day('2026-03-12'), [user.id]), [
      { creatorId: user.id, day: '2026-03-11', figures: { chatMessages: 4, chatters: 2 } },
    ])
    assert.deepEqual(
      await chatRollups(user.id),
      [
        { day: '2026-03-10', messages: 1, chatters: 1 },
        { day: '2026-03-11', messages: 4, chatters: 2 },
      ],
      'the flushes added what a rebuild reads'
    )
    // Distinct over the two days: owl once.
    assert.deepEqual(await liveFigures.distinct!(user.id, day('2026-03-10'), day('2026-03-12')), { chatters: 2 })
    assert.deepEqual(await liveFigures.distinct!(user.id, day('2026-03-10'), day('2026-03-11')), { chatters: 1 })
  })
})

test.group("Live records: live's figures", (group) => {
  isolateLiveTests(group)

  test('gifts and diamonds per UTC day, boundaries included, per gifter too', async ({ assert }) => {
    const { user } = await makeCreator()
    const { user: other } = await makeCreator()
    await insertGift(user.id, '2026-03-09T23:59:59Z', 'early', 1, 1000)
    await insertGift(user.id, '2026-03-10T00:00:00Z', 'luna', 5, 1)
    await insertGift(user.id, '2026-03-10T12:00:00Z', 'luna', 1, 29999)
    await insertGift(user.id, '2026-03-10T23:59:59Z', null, 2, 10)
    await insertGift(user.id, '2026-03-11T00:00:00Z', 'late', 1, 100)
    await insertGift(other.id, '2026-03-10T12:00:00Z', 'luna', 1, 7)

    // Not among the figures a flush recomputes.
    assert.deepEqual(await dailyOf(day('2026-03-09'), day('2026-03-12'), [user.id]), [])
    assert.deepEqual(await recordedOf(day('2026-03-10'), day('2026-03-11'), [user.id]), [
      { creatorId: user.id, day: '2026-03-10', figures: { gifts: 8, diamonds: 30024 } },
    ])
    assert.deepEqual(await recordedOf(day('2026-03-09'), day('2026-03-12'), [user.id, other.id]), [
      { creatorId: user.id, day: '2026-03-09', figures: { gifts: 1, diamonds: 1000 } },
      { creatorId: user.id, day: '2026-03-10', figures: { gifts: 8, diamonds: 30024 } },
      { creatorId: user.id, day: '2026-03-11', figures: { gifts: 1, diamonds: 100 } },
      { creatorId: other.id, day: '2026-03-10', figures: { gifts: 1, diamonds: 7 } },
    ])

    const gifters = await liveFigures.gifters!(
      { from: day('2026-03-10'), to: day('2026-03-12'), creatorIds: [user.id] },
      db.connection()
    )
    assert.sameDeepMembers(gifters, [
      { creatorId: user.id, day: '2026-03-10', gifter: 'luna', diamonds: 30004, gifts: 6 },
      { creatorId: user.id, day: '2026-03-11', gifter: 'late', diamonds: 100, gifts: 1 },
    ])
  })

  test('sessions count on the day they start; minutes split at 00:00 UTC', async ({ assert }) => {
    const { user } = await makeCreator()
    await insertSession(user.id, '2026-03-09T23:30:00Z', '2026-03-10T00:45:00Z')
    await insertSession(user.id, '2026-03-10T10:00:00Z', '2026-03-10T10:20:00Z')
    await insertSession(user.id, '2026-03-10T23:00:00Z', '2026-03-12T01:00:00Z')

    assert.deepEqual(await dailyOf(day('2026-03-09'), day('2026-03-13'), [user.id]), [
      { creatorId: user.id, day: '2026-03-09', figures: { liveSessions: 1, liveMinutes: 30 } },
      { creatorId: user.id, day: '2026-03-10', figures: { liveSessions: 2, liveMinutes: 45 + 20 + 60 } },
      { creatorId: user.id, day: '2026-03-11', figures: { liveMinutes: 1440 } },
      { creatorId: user.id, day: '2026-03-12', figures: { liveMinutes: 60 } },
    ])
    // A range starting at midnight counts the part after it, and no session start before it.
    assert.deepEqual(await dailyOf(day('2026-03-10'), day('2026-03-11'), [user.id]), [
      { creatorId: user.id, day: '2026-03-10', figures: { liveSessions: 2, liveMinutes: 125 } },
    ])
  })

  test('an open session counts up to now', async ({ assert }) => {
    const { user } = await makeCreator()
    const startedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 5 * 60_000)
    await insertSession(user.id, startedAt.toISOString(), null)
    const from = day(startedAt.toISOString().slice(0, 10))
    const rows = await dailyOf(from, new Date(from.getTime() + 2 * 86_400_000), [user.id])
    const minutes = rows.reduce((sum, row) => sum + (row.figures.liveMinutes ?? 0), 0)
    assert.equal(minutes, 5)
    assert.equal(rows[0].figures.liveSessions, 1)
  })
})
