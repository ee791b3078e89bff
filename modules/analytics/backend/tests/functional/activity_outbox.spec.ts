import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { claimActivity, recordActivity } from '#core/activity'
import { utcDay } from '#core/database/days'
import { committedCreators } from '#tests/helpers/accounts'
import { startServerProcess } from '#tests/helpers/server_process'
import { addPlayer, grant, use } from '#modules/players/backend/tests/helpers'
import { rebuildRollups } from '../../services/rollups.js'
import { applyActivity, applyActivityBatch } from '../../services/activity_consumer.js'

/*
| The activity outbox (core/activity.ts) and its consumer (services/activity_consumer.ts): every
| fact that feeds the rollups commits with its change, and the consumer applies each row once, in
| order, also after a crash of the process that committed it. Committed rows throughout: the
| consumer's transactions and the server processes see only what is committed.
*/
const today = utcDay(new Date())
const yesterday = utcDay(new Date(Date.now() - 86_400_000))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const outboxOf = (creatorId: number) => db.from('activity_outbox').where('creator_id', creatorId).orderBy('id')
const rollupsOf = async (creatorId: number) => ({
  days: await db.from('analytics_creator_days').where('creator_id', creatorId).orderBy('day').exec(),
  types: await db.from('analytics_powerup_type_days').where('creator_id', creatorId).orderBy(['day', 'type']).exec(),
})
const withoutUpdatedAt = (rows: Record<string, unknown>[]) => rows.map(({ updated_at: _, ...row }) => row)

/** The creator's rollups as a rebuild computes them from the modules' tables (the exact figures). */
async function rebuiltRollupsOf(creatorId: number) {
  await rebuildRollups({ from: yesterday, to: utcDay(new Date(Date.now() + 86_400_000)), creatorId })
  return rollupsOf(creatorId)
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(100)
  }
}

test.group('Activity outbox: the consumer', (group) => {
  const creators = committedCreators()
  group.each.setup(async () => {
    // Facts other suites left (their creators are gone) would count in the batches measured here.
    await applyActivity()
  })
  group.each.teardown(async () => {
    await creators.teardown()
    await applyActivity()
  })

  test('a fact commits with its change: none from a rolled-back transaction, one row per creator-day', async ({
    assert,
  }) => {
    const { user } = await creators.make()
    await db
      .transaction(async (trx) => {
        await recordActivity(trx, [{ creatorId: user.id }])
        throw new Error('rolled back')
      })
      .catch(() => {})
    assert.lengthOf(await outboxOf(user.id), 0)

    await db.transaction((trx) =>
      recordActivity(trx, [
        { creatorId: user.id },
        { creatorId: user.id },
        { creatorId: user.id, at: new Date(`${yesterday}T12:00:00Z`) },
      ])
    )
    const rows = await outboxOf(user.id)
    assert.deepEqual(
      rows.map((row) => row.day),
      [today, yesterday]
    )
  })

  test('rows are claimed oldest first; applying twice changes nothing (exact, as a rebuild)', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const player = await addPlayer(client, token, 'Outbox One')
    ;(await grant(client, token, { playerName: 'Outbox One', powerupType: 'hammer', count: 2 })).assertStatus(200)
    ;(await use(client, token, player.name, 'hammer')).assertStatus(200)
    await db.transaction((trx) => recordActivity(trx, [{ creatorId: user.id, at: new Date(`${yesterday}T12:00:00Z`) }]))
    const rows = await outboxOf(user.id)
    assert.isAbove(rows.length, 0)
    assert.lengthOf(await db.from('analytics_creator_days').where('creator_id', user.id), 0)

    const claimed = await db.transaction((trx) => claimActivity(trx, 2))
    const oldest = await db.from('activity_outbox').orderBy('id').limit(2)
    assert.deepEqual(
      claimed.map((row) => row.id),
      oldest.map((row) => Number(row.id))
    )

    await applyActivity()
    assert.lengthOf(await outboxOf(user.id), 0)
    const applied = await rollupsOf(user.id)
    const todayRow = applied.days.find((row) => row.day === today)
    // 2 hammers plus the new player's starter pack (2 gloves, 1 mist); one use; one new player.
    assert.equal(Number(todayRow.grants), 5)
    assert.equal(Number(todayRow.uses), 1)
    assert.equal(Number(todayRow.new_players), 1)

    // Applying the same creator-days again (a fact recorded twice) gives the same rows.
    await db.transaction((trx) => recordActivity(trx, [{ creatorId: user.id }]))
    await applyActivity()
    const again = await rollupsOf(user.id)
    assert.deepEqual(withoutUpdatedAt(again.days), withoutUpdatedAt(applied.days))
    assert.deepEqual(again.types, applied.types)
    const rebuilt = await rebuiltRollupsOf(user.id)
    assert.deepEqual(withoutUpdatedAt(rebuilt.days), withoutUpdatedAt(applied.days))
    assert.deepEqual(rebuilt.types, applied.types)
  })

  test('a grant and a use write their own facts (on PostgreSQL in the ledger statement itself)', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const player = await addPlayer(client, token, 'Ledger Fact')
    await applyActivity()
    assert.lengthOf(await outboxOf(user.id), 0)
    ;(await grant(client, token, { playerName: player.name, powerupType: 'hammer', count: 1 })).assertStatus(200)
    assert.deepEqual(
      (await outboxOf(user.id)).map((row) => row.day),
      [today]
    )
    await applyActivity()
    ;(await use(client, token, player.name, 'hammer')).assertStatus(200)
    assert.deepEqual(
      (await outboxOf(user.id)).map((row) => row.day),
      [today]
    )
    await applyActivity()
    const todayRow = (await rollupsOf(user.id)).days.find((row) => row.day === today)
    assert.equal(Number(todayRow.grants), 4)
    assert.equal(Number(todayRow.uses), 1)
  })

  test('two consumers at once apply each row once and leave exact figures', async ({ client, assert }) => {
    const { user, token } = await creators.make()
    for (const name of ['Twin A', 'Twin B', 'Twin C']) await addPlayer(client, token, name)
    const waiting = (await db.from('activity_outbox').count('* as rows').first()).rows
    assert.isAbove(Number(waiting), 0)

    // PostgreSQL: the second skips the rows the first locked; SQLite: the one that deletes second gives up.
    const applied = await Promise.all([applyActivityBatch(), applyActivityBatch()])
    assert.equal(applied[0] + applied[1], Number(waiting))
    assert.lengthOf(await db.from('activity_outbox'), 0)
    const figures = await rollupsOf(user.id)
    assert.equal(Number(figures.days.find((row) => row.day === today).new_players), 3)
    assert.equal(Number(figures.days.find((row) => row.day === today).grants), 9)
    const rebuilt = await rebuiltRollupsOf(user.id)
    assert.deepEqual(withoutUpdatedAt(rebuilt.days), withoutUpdatedAt(figures.days))
  })
})

test.group('Activity outbox: a crash between the commit and the figures', (group) => {
  const creators = committedCreators()
  group.each.teardown(async () => {
    await creators.teardown()
    await applyActivity()
  })

  test('a server killed after its commits, before applying them: after the restart the figures are exact, no rebuild', async ({
    assert,
  }) => {
    const { user, token } = await creators.make()
    // The consumer applies at start, then only an hour after a commit: the kill comes first.
    const slowFigures = { ANALYTICS_APPLY_DELAY_MS: '3600000' }
    const server = await startServerProcess(slowFigures)
    let restarted: Awaited<ReturnType<typeof startServerProcess>> | null = null
    try {
      const api = async (path: string, body: Record<string, unknown>) => {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        assert.equal(response.status, path === '/api/players' ? 201 : 200, await response.clone().text())
        return response.json()
      }
      // Its start-up run is over once the facts left before it are gone.
      await until(
        async () => Number((await db.from('activity_outbox').count('* as rows').first()).rows) === 0,
        'start-up'
      )
      await api('/api/players', { name: 'Crash Test' })
      await api('/api/players/powerups/grant', { playerName: 'Crash Test', powerupType: 'hammer', count: 4 })
      await api('/api/players/powerups/use', { playerId: 'Crash Test', powerupType: 'hammer' })

      // Committed, not applied: the facts wait in the outbox, the figures do not show them yet.
      assert.isAbove((await outboxOf(user.id)).length, 0)
      assert.lengthOf(await db.from('analytics_creator_days').where('creator_id', user.id), 0)
      await server.crash()
      assert.isAbove((await outboxOf(user.id)).length, 0)

      restarted = await startServerProcess(slowFigures)
      await until(async () => (await outboxOf(user.id)).length === 0, 'the outbox applied after the restart')
      const figures = await rollupsOf(user.id)
      const todayRow = figures.days.find((row) => row.day === today)
      // 4 hammers plus the starter pack (3 units); one use; one new player.
      assert.equal(Number(todayRow.grants), 7)
      assert.equal(Number(todayRow.uses), 1)
      assert.equal(Number(todayRow.new_players), 1)
      assert.equal(Number(todayRow.active_players), 1)
      const rebuilt = await rebuiltRollupsOf(user.id)
      assert.deepEqual(withoutUpdatedAt(figures.days), withoutUpdatedAt(rebuilt.days))
      assert.deepEqual(figures.types, rebuilt.types)
    } finally {
      await server.crash()
      await restarted?.stop()
      // The killed process left its heartbeat row, as a crash does: other suites (a restore refuses
      // while a server seems alive) must not wait out its 30 s.
      await db.from('cluster_nodes').delete()
    }
  }).timeout(600_000)
})
