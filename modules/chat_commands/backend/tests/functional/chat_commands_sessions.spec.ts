import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dbIso, dbTimestamp } from '#core/database/time'
import { makeCreator } from '#tests/helpers/accounts'
import { closeInterruptedSessions, isolateLiveTests } from '#modules/live/backend/tests/helpers'

const stamp = (iso: string) => dbTimestamp(DateTime.fromISO(iso))

async function insertCommand(creatorId: number, msgId: string, createdAt: string) {
  await db.table('live_chat_commands').insert({
    creator_id: creatorId,
    msg_id: msgId,
    command: 'status',
    sender_username: 'viewer',
    outcome: 'answered',
    message: 'No players hold powerups',
    created_at: stamp(createdAt),
  })
}

test.group('Chat commands: a session left open by a stopped process', (group) => {
  isolateLiveTests(group)

  test("ends at its latest chat command when that is its last activity (live's lastActivity)", async ({ assert }) => {
    const { user } = await makeCreator()
    await db
      .table('live_sessions')
      .insert({ creator_id: user.id, room_id: 'r1', started_at: stamp('2026-03-10T10:00:00Z') })
    // A command before the session started is not its activity.
    await insertCommand(user.id, 'before', '2026-03-10T09:30:00Z')
    await insertCommand(user.id, 'during', '2026-03-10T10:55:00Z')

    await closeInterruptedSessions()
    const [session] = await db.from('live_sessions').where('creator_id', user.id)
    assert.equal(dbIso(session.ended_at), '2026-03-10T10:55:00.000Z')
    assert.equal(session.end_reason, 'interrupted')
  })
})
