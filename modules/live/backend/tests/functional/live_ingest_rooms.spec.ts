import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeCreator } from '#tests/helpers/accounts'
import { queriesDuring } from '#tests/helpers/queries'
import { giftIngestStats, ingestGift } from '../../services/gifts_service.js'
import { GiftBatcher } from '../../services/gift_ingest.js'
import { giftKey, insertGiftBatch, type BatchGifts, type BatchWriter } from '../../services/gift_batch_writer.js'
import { gift, giftRow, isolateLiveTests } from '../helpers/live.js'

/*
| Many rooms, one write path: gifts of many creators share batches (fairly), a pool with no
| connection for a batch is waited for, and a room at fault fails alone.
*/
const giftRows = (creatorId: number) => db.from('live_gifts').where('creator_id', creatorId).orderBy('id')

const row = giftRow

test.group('Live ingest: many rooms, one write path', (group) => {
  isolateLiveTests(group)

  test('30 rooms sending at once share batches: far fewer batches than rooms, each room stored in order', async ({
    assert,
  }) => {
    const creators = await Promise.all(Array.from({ length: 30 }, () => makeCreator()))
    const before = giftIngestStats()
    const sent = creators.map(({ user }) => ({
      creatorId: user.id,
      gifts: Array.from({ length: 10 }, (_, index) => gift({ uniqueId: `fan_${index}` })),
    }))
    const outcomes = await Promise.all(
      sent.flatMap(({ creatorId, gifts }) => gifts.map((event) => ingestGift(creatorId, event)))
    )
    assert.isTrue(outcomes.every((outcome) => outcome.outcome === 'credited'))
    for (const { creatorId, gifts } of sent) {
      const rows = await giftRows(creatorId)
      assert.deepEqual(
        rows.map((stored) => stored.msg_id),
        gifts.map((event) => event.msgId),
        'each room in arrival order'
      )
    }
    const after = giftIngestStats()
    assert.equal(after.rows - before.rows, 300)
    assert.isBelow(after.batches - before.batches, 10, 'batches hold many rooms')
    assert.equal(after.queuedGifts, 0)
  })

  test('a batch sends the same statements for 20 gifts of one room as for 20 rooms', async ({ assert }) => {
    const creators = await Promise.all(Array.from({ length: 21 }, () => makeCreator()))
    const at = new Date().toISOString()
    /** A batch of 20 gifts, each from its own new sender (a TikTok userId and handle nobody plays as). */
    const batchOf = (creatorIdOf: (index: number) => number, tag: string): BatchGifts =>
      new Map(
        Array.from({ length: 20 }, (_, index) => {
          const sender = { userId: `7${tag}${index}`, uniqueId: `viewer_${tag}_${index}`, nickname: 'Viewer' }
          const pending = {
            row: row(creatorIdOf(index), { gifter_username: sender.uniqueId }),
            receivedAt: at,
            sender,
          }
          return [giftKey(pending.row.creator_id, pending.row.msg_id), pending]
        })
      )
    const oneRoom = await queriesDuring(() => insertGiftBatch(batchOf(() => creators[20].user.id, '1')))
    const twentyRooms = await queriesDuring(() => insertGiftBatch(batchOf((index) => creators[index].user.id, '2')))
    assert.isAbove(oneRoom.length, 0)
    assert.equal(twentyRooms.length, oneRoom.length, twentyRooms.join('\n'))
  })

  test("a partial batch of several rooms waits the gap after the last batch; one room's does not", async ({
    assert,
  }) => {
    const [one, two] = await Promise.all([makeCreator(), makeCreator()])
    const batchSizes: number[] = []
    const writer: BatchWriter = (gifts) => {
      batchSizes.push(gifts.size)
      return insertGiftBatch(gifts)
    }
    const batcher = new GiftBatcher(() => undefined, { sharedBatchGapMs: 60_000 }, writer)
    const at = new Date().toISOString()
    await batcher.submit(row(one.user.id), at)
    await batcher.submit(row(one.user.id), at)
    assert.deepEqual(batchSizes, [1, 1], 'a lone room goes at maxWaitMs, right after the last batch')

    const shared = Promise.all([batcher.submit(row(one.user.id), at), batcher.submit(row(two.user.id), at)])
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.deepEqual(batchSizes, [1, 1], 'two rooms gather until the gap is over')
    await batcher.flush()
    await shared
    assert.deepEqual(batchSizes, [1, 1, 2])
    assert.lengthOf(await giftRows(two.user.id), 1)
  })

  test('a storm in one room does not hold a quiet room back', async ({ assert }) => {
    const [storm, quiet] = await Promise.all([makeCreator(), makeCreator()])
    const batcher = new GiftBatcher(() => undefined, { maxRows: 100, maxWriters: 1 })
    const at = new Date().toISOString()
    let stormStored = 0
    const stormGifts = Array.from({ length: 2_000 }, () =>
      batcher.submit(row(storm.user.id), at).then(() => (stormStored += 1))
    )
    const quietGift = batcher.submit(row(quiet.user.id), at).then(() => stormStored)
    const stormStoredWhenQuietWas = await quietGift
    await Promise.all(stormGifts)
    // A batch holds at most 100: the quiet room's gift goes in one of the first two.
    assert.isAtMost(stormStoredWhenQuietWas, 200)
    assert.lengthOf(await giftRows(storm.user.id), 2_000)
    assert.lengthOf(await giftRows(quiet.user.id), 1)
  })

  test('a batch the pool had no connection for waits and is written: nothing rejected, nothing twice', async ({
    assert,
  }) => {
    const { user } = await makeCreator()
    let tries = 0
    const writer: BatchWriter = (gifts) => {
      tries += 1
      if (tries === 1) {
        const timeout = new Error('Knex: Timeout acquiring a connection. The pool is probably full.')
        timeout.name = 'KnexTimeoutError'
        return Promise.reject(timeout)
      }
      return insertGiftBatch(gifts)
    }
    const batcher = new GiftBatcher(() => undefined, { retryAfterMs: 50 }, writer)
    const at = new Date().toISOString()
    const rows = Array.from({ length: 5 }, () => row(user.id))
    const outcomes = await Promise.all(rows.map((gift) => batcher.submit(gift, at)))
    assert.deepEqual(
      outcomes.map((outcome) => outcome.outcome),
      Array(5).fill('credited')
    )
    assert.equal(tries, 2)
    assert.containsSubset(batcher.stats(), { poolWaits: 1, failedBatches: 0, queuedGifts: 0 })
    assert.deepEqual(
      (await giftRows(user.id)).map((stored) => stored.msg_id),
      rows.map((gift) => gift.msg_id)
    )
  })

  test('a shared batch one room breaks: that room is rejected and writes nothing, the others are stored', async ({
    assert,
  }) => {
    const [good, bad] = await Promise.all([makeCreator(), makeCreator()])
    const batcher = new GiftBatcher(() => undefined, { maxWaitMs: 60_000 })
    const at = new Date().toISOString()
    const goodGifts = [row(good.user.id), row(good.user.id)].map((gift) => batcher.submit(gift, at))
    // gift_name is NOT NULL: this room's rows fail the statement.
    const badGifts = [row(bad.user.id), row(bad.user.id, { gift_name: null as unknown as string })].map((gift) =>
      batcher.submit(gift, at)
    )
    await batcher.flush()
    const [goodSettled, badSettled] = await Promise.all([Promise.allSettled(goodGifts), Promise.allSettled(badGifts)])
    assert.isTrue(goodSettled.every((result) => result.status === 'fulfilled'))
    assert.isTrue(badSettled.every((result) => result.status === 'rejected'))
    assert.lengthOf(await giftRows(good.user.id), 2)
    assert.lengthOf(await giftRows(bad.user.id), 0)
    assert.equal(batcher.stats().failedBatches, 1)
  })
})
