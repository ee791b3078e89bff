import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import { committedCreators } from '#tests/helpers/accounts'
import { PlayerFactory } from '#modules/players/backend/tests/helpers'
import { PowerupHoldingFactory, PowerupUseFactory } from '#modules/powerups/backend/tests/helpers'
import { GiftBatcher, type GiftRow } from '#modules/live/backend/tests/helpers'
import { addDays, lastDays } from '../../services/days.js'
import { flushDay, rebuildRollups } from '../../services/rollups.js'

const today = lastDays(1).from
const yesterday = addDays(today, -1)
const at = (day: string, time: string) => DateTime.fromISO(`${day}T${time}Z`)

/** Gifters of this file: the all-time totals are not per creator, so teardown removes theirs. */
const GIFTER_PREFIX = 'rollx-'

interface ScriptedGift {
  row: GiftRow
  receivedAt: string
}

/**
 * The index-th gift of two creators on yesterday and today (the last second before midnight and
 * midnight itself included): named gifters shared by both creators, and unnamed ones.
 */
function scriptedGift(creatorIds: number[], index: number): ScriptedGift {
  const times = [at(yesterday, '23:59:59'), at(today, '00:00:00'), at(yesterday, '12:00:00'), at(today, '08:30:00')]
  const when = times[index % times.length]
  const giftCount = 1 + (index % 3)
  return {
    row: {
      creator_id: creatorIds[Math.floor(index / 2) % creatorIds.length],
      msg_id: `rollx-${index}`,
      gifter_username: index % 5 === 0 ? null : `${GIFTER_PREFIX}${index % 7}`,
      gifter_display_name: null,
      gift_name: 'Rose',
      gift_count: giftCount,
      diamond_value: giftCount * (1 + (index % 11)),
      received_at: dbTimestamp(when),
    },
    receivedAt: when.toUTC().toISO()!,
  }
}

/** The gifts and diamonds of `creatorId` among `gifts`. */
const scriptedSums = (gifts: ScriptedGift[], creatorId: number) =>
  gifts
    .filter(({ row }) => row.creator_id === creatorId)
    .reduce((sum, { row }) => ({ gifts: sum.gifts + row.gift_count, diamonds: sum.diamonds + row.diamond_value }), {
      gifts: 0,
      diamonds: 0,
    })

/** The gifts and diamonds of `creatorId` in its rollup days. */
const storedSums = (days: Record<string, unknown>[], creatorId: number) => {
  const rows = days.filter((row) => Number(row.creator_id) === creatorId)
  return {
    gifts: rows.reduce((sum, row) => sum + Number(row.gifts), 0),
    diamonds: rows.reduce((sum, row) => sum + Number(row.diamonds), 0),
  }
}

/** `node ace.js analytics:rebuild <args>` in another process (the same database): its exit code. */
async function rebuildElsewhere(args: string[]) {
  const backend = fileURLToPath(new URL('../../../../../backend/', import.meta.url))
  try {
    await promisify(execFile)('node', ['ace.js', 'analytics:rebuild', ...args], { cwd: backend, timeout: 60_000 })
    return 0
  } catch (error) {
    return (error as { code: number }).code
  }
}

/** Every rollup row of these creators (and the platform rows of this file's gifters), in key order. */
async function rollupRows(creatorIds: number[]) {
  const of = (table: string, order: string[]) => db.from(table).whereIn('creator_id', creatorIds).orderBy(order).exec()
  const days = await of('analytics_creator_days', ['creator_id', 'day'])
  return {
    days: days.map(({ updated_at: _, ...row }) => row),
    gifters: await of('analytics_gifter_days', ['creator_id', 'day', 'gifter']),
    months: await of('analytics_gifter_months', ['creator_id', 'month', 'gifter']),
    types: await of('analytics_powerup_type_days', ['creator_id', 'day', 'type']),
    platformMonths: await db
      .from('analytics_gifter_platform_months')
      .where('gifter', 'like', `${GIFTER_PREFIX}%`)
      .orderBy(['month', 'gifter']),
    totals: await db.from('analytics_gifter_totals').where('gifter', 'like', `${GIFTER_PREFIX}%`).orderBy('gifter'),
  }
}

test.group('Analytics rollups: exact under live activity', (group) => {
  const creators = committedCreators()
  group.each.teardown(async () => {
    for (const table of ['analytics_gifter_totals', 'analytics_gifter_platform_months']) {
      await db.from(table).where('gifter', 'like', `${GIFTER_PREFIX}%`).delete()
    }
    await creators.teardown()
  })

  test('gifts, grants and uses of two creators on two days, by two processes, equal a rebuild', async ({ assert }) => {
    const alpha = (await creators.make()).user
    const bravo = (await creators.make()).user
    const ids = [alpha.id, bravo.id]
    const gifts = Array.from({ length: 240 }, (_, index) => scriptedGift(ids, index))

    // Grants and uses on both days (written straight, as the seeded analytics tests do).
    for (const [creatorId, day] of [
      [alpha.id, yesterday],
      [bravo.id, today],
      [alpha.id, today],
    ] as const) {
      const player = await PlayerFactory.merge({ creatorId, createdAt: at(day, '09:00:00') }).create()
      const holding = await PowerupHoldingFactory.merge({
        creatorId,
        playerId: player.id,
        type: 'glove',
        count: 3,
        originalCount: 4,
        createdAt: at(day, '09:00:00'),
      }).create()
      await PowerupUseFactory.merge({
        holdingId: holding.id,
        playerId: player.id,
        creatorId,
        type: 'glove',
        usedAt: at(day, '10:00:00'),
      }).create()
    }

    // Two processes store every gift (each one a replay on the other) in small batches while two
    // processes flush both days over and over.
    const processes = [
      new GiftBatcher(() => undefined, { maxRows: 7 }),
      new GiftBatcher(() => undefined, { maxRows: 5 }),
    ]
    let storing = true
    const flushing = async () => {
      do {
        await Promise.all([flushDay(yesterday, ids), flushDay(today, ids), flushDay(today, [bravo.id])])
      } while (storing)
    }
    const flushes = [flushing(), flushing()]
    const outcomes = await Promise.all(
      processes.flatMap((batcher) => gifts.map(({ row, receivedAt }) => batcher.submit(row, receivedAt)))
    )
    storing = false
    await Promise.all(flushes)
    assert.equal(outcomes.filter((outcome) => outcome.outcome === 'credited').length, gifts.length)
    await Promise.all([flushDay(yesterday, ids), flushDay(today, ids), flushDay(yesterday, ids), flushDay(today, ids)])

    const updated = await rollupRows(ids)
    // Each gift counted once: the creator days add up to the script.
    for (const creatorId of ids) {
      assert.lengthOf(
        updated.days.filter((row) => Number(row.creator_id) === creatorId),
        2
      )
      assert.deepEqual(storedSums(updated.days, creatorId), scriptedSums(gifts, creatorId))
    }
    assert.equal(Number(updated.days.find((row) => Number(row.creator_id) === alpha.id)!.grants), 4)
    assert.lengthOf(updated.totals, 7)
    assert.isNotEmpty(updated.platformMonths)

    await rebuildRollups({ from: yesterday, to: addDays(today, 1) })
    assert.deepEqual(updated, await rollupRows(ids))
  })

  test('a rebuild in another process while gifts are stored: each gift counted once', async ({ assert }) => {
    const alpha = (await creators.make()).user
    const bravo = (await creators.make()).user
    const ids = [alpha.id, bravo.id]
    const ingest = new GiftBatcher(() => undefined, { maxRows: 4, maxWaitMs: 2 })
    let rebuilding = true
    const rebuilt = rebuildElsewhere(['--from', yesterday, '--to', today]).finally(() => (rebuilding = false))
    // Small batches, stored all the time the other process boots and rebuilds.
    const gifts: ScriptedGift[] = []
    const outcomes = []
    while (rebuilding || gifts.length < 100) {
      const gift = scriptedGift(ids, gifts.length)
      gifts.push(gift)
      outcomes.push(ingest.submit(gift.row, gift.receivedAt))
      if (gifts.length % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    assert.equal(await rebuilt, 0)
    assert.equal((await Promise.all(outcomes)).filter((outcome) => outcome.outcome === 'credited').length, gifts.length)

    const updated = await rollupRows(ids)
    for (const creatorId of ids) {
      assert.deepEqual(storedSums(updated.days, creatorId), scriptedSums(gifts, creatorId))
    }
    await rebuildRollups({ from: yesterday, to: addDays(today, 1) })
    assert.deepEqual(updated, await rollupRows(ids))
  })

  test('a day whose activity is gone loses its row at the next flush, as after a rebuild', async ({ assert }) => {
    const alpha = (await creators.make()).user
    const player = await PlayerFactory.merge({ creatorId: alpha.id, createdAt: at(today, '09:00:00') }).create()
    await flushDay(today, [alpha.id])
    assert.equal(Number((await rollupRows([alpha.id])).days[0].new_players), 1)

    await player.delete()
    await flushDay(today, [alpha.id])
    assert.deepEqual((await rollupRows([alpha.id])).days, [])
    await rebuildRollups({ from: today, to: addDays(today, 1), creatorId: alpha.id })
    assert.deepEqual((await rollupRows([alpha.id])).days, [])
  })
})
