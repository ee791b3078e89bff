import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { overrideSettings } from '#core/settings/system_settings_service'
import { makeCreator } from '#tests/helpers/accounts'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import {
  TiktokDriver,
  ConnectionManager,
  handleLiveEvent,
  liveRecords,
  giftsSettled,
  liveSessionWrites,
  TiktokStandIn,
  type StandInGift,
  eventually,
  isolateLiveTests,
} from '#modules/live/backend/tests/helpers'
import { openLiveSessionId } from '#modules/live/backend/public'

let standIn: TiktokStandIn

const VIEWERS = 40
const GIFTS = 1_000

/**
 * Gift `index` of the storm: every 4th a Doughnut (30 diamonds), the others Roses (1), from
 * viewer `index % 40`, each viewer with a TikTok user id.
 */
function stormGift(index: number): StandInGift {
  const viewer = index % VIEWERS
  const doughnut = index % 4 === 0
  return {
    msgId: String(9_000_000 + index),
    uniqueId: `viewer${viewer}`,
    userId: String(70_000 + viewer),
    giftName: doughnut ? 'Doughnut' : 'Rose',
    giftType: 2,
    diamondCount: doughnut ? 30 : 1,
    repeatCount: 1,
    repeatEnd: true,
  }
}

const storedCount = async (creatorId: number) =>
  Number((await db.from('live_gifts').where('creator_id', creatorId).count('* as total').first()).total)

test.group('Gift rules through the TikTok stand-in', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start()
    return () => standIn.stop()
  })
  isolateLiveTests(group)
  group.each.setup(() => overrideSettings({ [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: Infinity }))

  test('1,000 matching gifts with replays after a reconnect: exactly the expected grants', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator({ tiktokUsername: 'rules_star' })
    const add = async (path: string, body: Record<string, unknown>) =>
      (await client.post(path).bearerToken(token).json(body)).assertStatus(201)
    // Roses: one glove per viewer an hour. Gifts of 5+ diamonds: a mist, 25 a stream.
    // Doughnuts: 3 time makers a grant out of a stock of 12.
    await add('/api/rules', { giftName: 'rose', powerupType: 'glove', cooldownSeconds: 3600 })
    await add('/api/rules', { minDiamonds: 5, powerupType: 'mist', perStreamCap: 25 })
    await add('/api/rules', { giftName: 'Doughnut', powerupType: 'time-maker', count: 3, stock: 12 })
    await add('/api/rules/exclusions', { handle: '@Viewer1' })
    await add('/api/rules/exclusions', { userId: '70004' })

    const clock = { time: Date.now(), now: () => clock.time }
    const manager = new ConnectionManager({
      clock,
      onEvent: handleLiveEvent,
      onStatus: () => undefined,
      ...liveRecords,
    })
    const driver = new TiktokDriver({
      signApiUrl: standIn.signApiUrl,
      connectsPerMinute: 100,
      stallTimeoutMs: 60_000,
      connectionOptions: standIn.connectionOptions(),
    })
    standIn.live.set('rules_star', true)
    manager.watch(user.id, 'rules_star', driver)
    await manager.connectNow(user.id)
    await eventually(() => standIn.connections('rules_star') === 1)
    // The stream's live session is recorded (the per-stream cap counts per session).
    await eventually(() => openLiveSessionId(user.id))

    // 600 gifts, in frames of 20 as TikTok batches them under load.
    const send = (from: number, to: number) => {
      for (let start = from; start < to; start += 20) {
        const frame = []
        for (let index = start; index < Math.min(start + 20, to); index++) frame.push({ gift: stormGift(index) })
        standIn.sendBatch('rules_star', frame)
      }
    }
    send(0, 600)
    await eventually(async () => (await storedCount(user.id)) === 600, 120_000)

    // The connection drops; the new socket first gets the last 300 messages again (replays), then the rest.
    standIn.dropConnections()
    await eventually(() => manager.status(user.id)!.liveStatusMessage === 'Connection lost, reconnecting...')
    standIn.replayOnConnect = 300
    clock.time += 2_000
    await manager.tick()
    await eventually(() => standIn.connections('rules_star') === 1)
    standIn.replayOnConnect = 0
    send(600, GIFTS)
    // and 100 of the first gifts once more, as another process's connection would hand them in
    send(100, 200)
    await eventually(async () => (await storedCount(user.id)) === GIFTS, 120_000)
    // The last batch's rules finish before the stream ends (the test shares one transaction).
    await giftsSettled(user.id)
    await manager.stop()
    await liveSessionWrites()

    const holdings = await db
      .from('powerup_holdings')
      .join('players', 'players.id', 'powerup_holdings.player_id')
      .where('powerup_holdings.creator_id', user.id)
      .where('powerup_holdings.source', 'gift')
      .select('players.name', 'powerup_holdings.type', 'powerup_holdings.original_count')
    const granted = (type: string) => holdings.filter((row) => row.type === type)

    // Roses come from the 30 viewers whose number is not a multiple of 4; viewer1 is excluded.
    const gloves = granted('glove')
    assert.lengthOf(gloves, 29)
    assert.lengthOf(new Set(gloves.map((row) => row.name)), 29, 'one glove per viewer: the cooldown')
    assert.notInclude(
      gloves.map((row) => row.name),
      'viewer1'
    )
    // Doughnuts come from viewers 0, 4, …, 36; viewer4 is excluded by user id.
    const mists = granted('mist')
    assert.lengthOf(mists, 25, 'the per-stream cap')
    const timeMakers = granted('time-maker')
    assert.deepEqual(
      timeMakers.map((row) => Number(row.original_count)),
      [3, 3, 3, 3],
      'the stock of 12'
    )
    for (const row of [...mists, ...timeMakers]) assert.notEqual(row.name, 'viewer4')

    const rules = await db.from('gift_rules').where('creator_id', user.id).orderBy('id')
    assert.deepEqual(
      rules.map((rule) => Number(rule.grants)),
      [29, 25, 4]
    )
    // One stream: the reconnect continued the same live session.
    const sessions = await db.from('live_sessions').where('creator_id', user.id)
    assert.lengthOf(sessions, 1)
    const streams = await db.from('gift_rule_streams').where('rule_id', rules[1].id)
    assert.deepEqual(
      streams.map((row) => [Number(row.stream_id), Number(row.grants)]),
      [[Number(sessions[0].id), 25]]
    )
    // Every grant is a SYSTEM entry naming its gift; none twice for one msgId.
    const reasons = (
      await db
        .from('audit_logs')
        .where('creator_id', user.id)
        .where('event_type', 'POWERUP_GRANTED')
        .where('actor_type', 'SYSTEM')
        .whereRaw('details like ?', ['%Gift rule%'])
        .select('details')
    ).map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details).reason as string)
    assert.lengthOf(reasons, 29 + 25 + 4)
    const perRuleAndGift = reasons.map((reason) => `${reason.split(':')[0]} ${reason.split('msgId ')[1]}`)
    assert.lengthOf(new Set(perRuleAndGift), perRuleAndGift.length)
  }).timeout(400_000)
})
