import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { overrideSettings } from '#core/settings/system_settings_service'
import { committedCreators } from '#tests/helpers/accounts'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import { GiftBatcher, type GiftRow } from '#modules/live/backend/tests/helpers'
import { rose } from '../helpers.js'

const grantsOf = async (creatorId: number) =>
  (
    await db
      .from('powerup_holdings')
      .join('players', 'players.id', 'powerup_holdings.player_id')
      .where('powerup_holdings.creator_id', creatorId)
      .where('powerup_holdings.source', 'gift')
      .select('players.name')
  ).map((row) => row.name as string)

/**
 * Two batchers stand for two processes: every gift goes to both (a replay on the other process),
 * in small batches written in parallel, each batch in its own committed transaction.
 */
async function twoProcesses(rows: GiftRow[]) {
  const processes = [new GiftBatcher(() => undefined, { maxRows: 7 }), new GiftBatcher(() => undefined, { maxRows: 5 })]
  const receivedAt = new Date().toISOString()
  const outcomes = await Promise.all(processes.flatMap((batcher) => rows.map((row) => batcher.submit(row, receivedAt))))
  return outcomes.filter((outcome) => outcome.outcome === 'credited').length
}

test.group('Gift rules: parallel batches and processes', (group) => {
  const creators = committedCreators()
  group.each.setup(() => overrideSettings({ [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: Infinity }))
  group.each.teardown(() => creators.teardown())

  test('stock, cap and cooldown hold exactly under parallel batches; each gift grants once', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const add = (body: Record<string, unknown>) => client.post('/api/rules').bearerToken(token).json(body)
    ;(await add({ giftName: 'Rose', powerupType: 'glove', stock: 9 })).assertStatus(201)
    ;(await add({ giftName: 'Rose', powerupType: 'mist', perStreamCap: 4 })).assertStatus(201)
    ;(await add({ giftName: 'Rose', powerupType: 'time-maker', cooldownSeconds: 3600 })).assertStatus(201)

    // 40 gifts from 5 viewers, 8 each.
    const viewers = ['v1', 'v2', 'v3', 'v4', 'v5']
    const rows = Array.from({ length: 40 }, (_, index) => rose(user.id, viewers[index % viewers.length]))
    assert.equal(await twoProcesses(rows), 40, 'each gift stored once')

    const stored = await db.from('live_gifts').where('creator_id', user.id).count('* as total').first()
    assert.equal(Number(stored.total), 40)
    const holdings = await db
      .from('powerup_holdings')
      .where('creator_id', user.id)
      .where('source', 'gift')
      .select('type')
    const byType = (type: string) => holdings.filter((row) => row.type === type).length
    assert.equal(byType('glove'), 9, 'the stock')
    assert.equal(byType('mist'), 4, 'the per-stream cap')
    assert.equal(byType('time-maker'), 5, 'one per viewer within the cooldown')
    assert.sameMembers([...new Set(await grantsOf(user.id))], viewers)
    const rules = await db.from('gift_rules').where('creator_id', user.id).orderBy('id')
    assert.deepEqual(
      rules.map((rule) => [Number(rule.grants), Number(rule.granted_units)]),
      [
        [9, 9],
        [4, 4],
        [5, 5],
      ]
    )
    // Each viewer became one player, however many batches met them at once.
    const players = await db.from('players').where('creator_id', user.id).count('* as total').first()
    assert.equal(Number(players.total), 5)
  }).timeout(60_000)

  test('the same gifts replayed in parallel on two processes grant nothing twice', async ({ client, assert }) => {
    const { user, token } = await creators.make()
    ;(await client.post('/api/rules').bearerToken(token).json({ giftName: 'Rose', powerupType: 'glove' })).assertStatus(
      201
    )
    const rows = Array.from({ length: 30 }, (_, index) => rose(user.id, `fan${index % 3}`))
    assert.equal(await twoProcesses(rows), 30)
    assert.equal(await twoProcesses(rows), 0, 'a second replay stores nothing')
    assert.lengthOf(await grantsOf(user.id), 30)
  }).timeout(60_000)
})
