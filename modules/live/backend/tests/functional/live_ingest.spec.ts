import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeCreator } from '#tests/helpers/accounts'
import { ConnectionManager } from '../../services/connection_manager.js'
import { handleLiveEvent } from '../../services/live_pipeline.js'
import { giftIngest, giftIngestStats, ingestGift } from '../../services/gifts_service.js'
import { GiftBatcher } from '../../services/gift_ingest.js'
import type { GiftRow } from '../../services/gift_batch_writer.js'
import { capPendingChatTallies, chatTallyStats, countChatMessage } from '../../services/chat_tally.js'
import type { LiveDriver, SessionHandlers } from '../../drivers/driver.js'
import liveMonitoring from '../../monitoring.js'
import { chat, gift, giftRow, isolateLiveTests } from '../helpers/live.js'

const giftRows = (creatorId: number) => db.from('live_gifts').where('creator_id', creatorId).orderBy('id')

/** A platform whose one live session counts pauses and resumes; the test pushes its events. */
class PausableDriver implements LiveDriver {
  readonly name = 'tiktok' as const
  readonly connectsPerMinute = null
  readonly stallTimeoutMs = 60_000
  connects = 0
  pauses = 0
  resumes = 0
  handlers: SessionHandlers | null = null

  async isLive() {
    return true
  }

  async connect(_username: string, handlers: SessionHandlers) {
    this.connects += 1
    this.handlers = handlers
    return {
      roomId: 'room-1',
      close: async () => undefined,
      pause: () => void (this.pauses += 1),
      resume: () => void (this.resumes += 1),
    }
  }
}

/** A connection manager running the real pipeline over a PausableDriver session. */
async function connected(creatorId: number) {
  const driver = new PausableDriver()
  const clock = { time: Date.now(), now: () => clock.time }
  const manager = new ConnectionManager({ clock, onEvent: handleLiveEvent, onStatus: () => undefined })
  manager.watch(creatorId, 'ingest_star', driver)
  await manager.connectNow(creatorId)
  return { manager, driver, clock, session: driver.handlers! }
}

test.group('Live ingest: group commit', (group) => {
  isolateLiveTests(group)

  test('1,000 gifts at once: one row each, written in a few batches, in arrival order', async ({ assert }) => {
    const { user } = await makeCreator()
    const before = giftIngestStats()
    const gifts = Array.from({ length: 1_000 }, (_, index) => gift({ uniqueId: `fan_${index}` }))
    const outcomes = await Promise.all(gifts.map((event) => ingestGift(user.id, event)))
    assert.isTrue(outcomes.every((outcome) => outcome.outcome === 'credited'))

    const rows = await giftRows(user.id)
    assert.lengthOf(rows, 1_000)
    assert.deepEqual(
      rows.map((row) => row.msg_id),
      gifts.map((event) => event.msgId),
      'ids follow the arrival order'
    )
    const after = giftIngestStats()
    assert.equal(after.rows - before.rows, 1_000)
    const batches = after.batches - before.batches
    assert.isAtLeast(batches, 5, 'at most 200 rows per batch')
    assert.isBelow(batches, 1_000)
    assert.equal(after.queuedGifts, 0)

    // API monitoring shows the same figures.
    const { apis = {}, services = [] } = await liveMonitoring()
    assert.containsSubset(apis.liveIngest, {
      status: 'healthy',
      queuedGifts: 0,
      pausedRooms: 0,
      rowsWritten: after.rows,
    })
    assert.equal(apis.liveIngest.averageRowsPerBatch, Math.round((after.rows / after.batches) * 10) / 10)
    const line = services.find((service) => service.id === 'live-ingest')!
    assert.match(line.detail!, new RegExp(`^0 gifts queued, ${after.rows} stored in ${after.batches} batches`))
  })

  test('a msgId twice in one batch, and again in a later batch: credited once, the others duplicate', async ({
    assert,
  }) => {
    const { user } = await makeCreator()
    const first = gift()
    const other = gift({ uniqueId: 'other_fan' })
    const sameBatch = await Promise.all([first, other, first, first].map((event) => ingestGift(user.id, event)))
    assert.deepEqual(
      sameBatch.map((outcome) => outcome.outcome),
      ['credited', 'credited', 'duplicate', 'duplicate']
    )
    const later = await Promise.all([ingestGift(user.id, first), ingestGift(user.id, gift())])
    assert.deepEqual(
      later.map((outcome) => outcome.outcome),
      ['duplicate', 'credited']
    )
    assert.lengthOf(await giftRows(user.id), 3)
  })

  test('a batch the database refuses rejects every gift of it and writes none', async ({ assert }) => {
    const { user } = await makeCreator()
    const committed: number[] = []
    // Batches are written when flushed (a minute's wait): the test decides what happens before.
    const batcher = new GiftBatcher((_creatorId, gifts) => committed.push(gifts.length), { maxWaitMs: 60_000 })
    const row = (overrides: Partial<GiftRow> = {}) => giftRow(user.id, overrides)
    const at = new Date().toISOString()
    // gift_name is NOT NULL: the second row makes the whole statement fail.
    const refused = [row(), row({ gift_name: null as unknown as string }), row()].map((r) => batcher.submit(r, at))
    await batcher.flush()
    const settled = await Promise.allSettled(refused)
    assert.isTrue(settled.every((result) => result.status === 'rejected'))
    assert.lengthOf(await giftRows(user.id), 0)
    assert.deepEqual(committed, [], 'nothing announced')
    assert.equal(batcher.stats().failedBatches, 1)

    // A creator deleted while their gifts wait for the batch: the insert fails as a whole.
    const { user: leaving } = await makeCreator()
    const waiting = [1, 2, 3].map(() => batcher.submit(row({ creator_id: leaving.id }), at))
    await db.from('users').where('id', leaving.id).delete()
    await batcher.flush()
    const results = await Promise.allSettled(waiting)
    assert.isTrue(results.every((result) => result.status === 'rejected'))
    assert.lengthOf(await giftRows(leaving.id), 0)
    assert.equal(batcher.stats().failedBatches, 2)
    const errors = await db.from('error_events').where('source', 'live.ingest').orderBy('id')
    assert.lengthOf(errors, 2)
    assert.isTrue(errors.every((error) => error.category === 'system'))
    assert.match(errors[0].message, new RegExp(`^Writing 3 gifts of creator ${user.id} failed: `))
    assert.match(errors[1].message, new RegExp(`^Writing 3 gifts of creator ${leaving.id} failed: `))

    // The batcher goes on: the next batch is written.
    const next = batcher.submit(row(), at)
    await batcher.flush()
    assert.equal((await next).outcome, 'credited')
    assert.deepEqual(committed, [1])
  })
})

test.group('Live ingest: chat at volume and backpressure', (group) => {
  isolateLiveTests(group)

  test('a chat storm does not hold gifts back; its commands are answered in order', async ({ assert }) => {
    const { user } = await makeCreator({ tiktokUsername: 'ingest_star' })
    const { manager, session } = await connected(user.id)
    const settledOrder: string[] = []
    const sent: Promise<unknown>[] = []
    const commandIds: string[] = []
    const giftIds: string[] = []
    for (let index = 0; index < 2_000; index++) {
      // 100 commands queue up behind each other; the gifts among them go in their own batches.
      const isCommand = index % 20 === 0
      const message = chat(isCommand ? '!status' : `hello ${index}`, { uniqueId: `viewer_${index % 50}` })
      if (isCommand) commandIds.push(message.msgId)
      sent.push(session.event(message).then(() => isCommand && settledOrder.push('command')))
      if (index % 10 === 0) {
        const event = gift({ uniqueId: `fan_${index}` })
        giftIds.push(event.msgId)
        sent.push(session.event(event).then(() => settledOrder.push('gift')))
      }
    }
    await Promise.all(sent)

    const rows = await giftRows(user.id)
    assert.deepEqual(
      rows.map((row) => row.msg_id),
      giftIds
    )
    // Gifts committed while commands still ran: they did not wait for the command queue to drain.
    assert.isBelow(settledOrder.indexOf('gift'), settledOrder.lastIndexOf('command'))
    const commands = await db.from('live_chat_commands').where('creator_id', user.id).orderBy('id')
    assert.deepEqual(
      commands.map((row) => row.msg_id),
      commandIds,
      'commands run in arrival order'
    )
    assert.isTrue(commands.every((row) => row.outcome === 'answered'))
    await manager.stop()
  })

  test('over the high-water mark the connection pauses, under the low one it resumes; nothing is lost', async ({
    assert,
  }) => {
    const { user } = await makeCreator({ tiktokUsername: 'ingest_star' })
    const { manager, driver, session } = await connected(user.id)
    const { limits, onPressure } = giftIngest
    // The process's pipeline reports to the process's manager; here it reports to this test's.
    giftIngest.onPressure = (creatorId, paused) => manager.throttle(creatorId, 'gifts', paused)
    giftIngest.limits = { ...limits, maxRows: 20, highWater: 50, lowWater: 10 }
    try {
      const gifts = Array.from({ length: 300 }, () => gift())
      const outcomes = await Promise.all(gifts.map((event) => session.event(event)))
      assert.isTrue(outcomes.every((outcome) => (outcome as { outcome: string }).outcome === 'credited'))
      assert.isAtLeast(driver.pauses, 1)
      assert.equal(driver.resumes, driver.pauses, 'every pause was followed by a resume')
      assert.equal(manager.pausedRooms(), 0)
      assert.lengthOf(await giftRows(user.id), 300)
    } finally {
      giftIngest.limits = limits
      giftIngest.onPressure = onPressure
      await manager.stop()
    }
  })

  test('a paused room is not taken for a stalled one; after the resume the watchdog counts again', async ({
    assert,
  }) => {
    const { user } = await makeCreator({ tiktokUsername: 'ingest_star' })
    const { manager, driver, clock } = await connected(user.id)
    manager.throttle(user.id, 'gifts', true)
    manager.throttle(user.id, 'commands', true)
    assert.equal(driver.pauses, 1, 'one pause whichever queues ask')
    clock.time += 120_000
    await manager.tick()
    assert.isTrue(manager.status(user.id)!.isConnected, 'no reconnect while paused')
    manager.throttle(user.id, 'gifts', false)
    assert.equal(driver.resumes, 0, 'still paused while the command queue asks')
    manager.throttle(user.id, 'commands', false)
    assert.equal(driver.resumes, 1)
    clock.time += 59_000
    await manager.tick()
    assert.isTrue(manager.status(user.id)!.isConnected)
    clock.time += 2_000
    await manager.tick()
    assert.isFalse(manager.status(user.id)!.isConnected, 'a real silence after the resume is a stall')
    assert.equal(driver.connects, 1)
    await manager.stop()
  })

  test('chat tallies are the only thing shed, and what is shed is counted', async ({ assert }) => {
    const { user } = await makeCreator()
    const before = chatTallyStats().chatMessagesShed
    capPendingChatTallies(chatTallyStats().pendingChatTallies + 2)
    try {
      for (let index = 0; index < 5; index++) countChatMessage(user.id, chat('hi', { uniqueId: `chatter_${index}` }))
      countChatMessage(user.id, chat('again', { uniqueId: 'chatter_0' }))
    } finally {
      capPendingChatTallies(null)
    }
    assert.equal(chatTallyStats().chatMessagesShed - before, 3, 'three new senders over the cap')
  })
})
