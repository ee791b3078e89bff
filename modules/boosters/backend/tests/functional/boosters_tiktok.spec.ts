import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { BattleCardMsgType } from 'tiktok-live-connector'
import { makeCreator } from '#tests/helpers/accounts'
import { addPlayer } from '#modules/players/backend/tests/helpers'
import { withGrantPolicy } from '#modules/powerups/backend/tests/helpers'
import { battleItemStats, connectThroughStandIn, eventually, TiktokStandIn } from '#modules/live/backend/tests/helpers'
import { battleCardStats } from '../../services/battle_cards_service.js'

let standIn: TiktokStandIn
let sequence = 7_200_000_000_000
const msgId = () => String(++sequence)

/** Usable units of a type the creator's player holds. */
async function units(creatorId: number, player: string, type: string) {
  const row = await db
    .from('powerup_holdings')
    .join('players', 'players.id', 'powerup_holdings.player_id')
    .where('powerup_holdings.creator_id', creatorId)
    .where('players.name', player)
    .where('powerup_holdings.type', type)
    .sum('powerup_holdings.count as total')
    .first()
  return Number(row?.total ?? 0)
}

test.group('Battle boosters through the TikTok stand-in and the real connector', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start({ replayOnConnect: 20 })
    return () => standIn.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('award and use frames decoded by the connector: credited, consumed, replays after a reconnect ignored', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator({ tiktokUsername: 'booster_star' })
    await addPlayer(client, token, 'amara.x') // the starter pack: 2 gloves, 1 mist
    const { manager, clock, outcome } = await connectThroughStandIn(standIn, user.id, 'booster_star')
    try {
      assert.deepEqual(outcome, { result: 'connected' })
      await eventually(() => standIn.connections('booster_star') === 1)
      const decodedBefore = battleItemStats()
      const handledBefore = battleCardStats()

      // TikTok names an award's card in its text key only.
      const amara = { userId: '6200000001', uniqueId: 'amara.x', nickname: 'Amara' }
      const noah = { userId: '6200000002', uniqueId: 'noah_builds', nickname: 'Noah B.' }
      standIn.sendBattleItem('booster_star', {
        msgId: msgId(),
        award: { textKey: 'pm_mt_match_card_award_glove', users: [amara, noah] },
      })
      standIn.sendBattleItem('booster_star', {
        msgId: msgId(),
        award: { textKey: 'pm_mt_match_card_award_smoke', users: [noah] },
      })
      await eventually(async () => (await units(user.id, 'noah_builds', 'mist')) === 2)
      assert.equal(await units(user.id, 'amara.x', 'glove'), 3)
      assert.equal(await units(user.id, 'noah_builds', 'glove'), 3, 'created with the starter pack, plus the award')

      // A use on this stream's side consumes; one for the opponent's side does not.
      standIn.sendBattleItem('booster_star', {
        msgId: msgId(),
        use: { msgType: BattleCardMsgType.USE_VAULT_GLOVE_CARD, user: amara },
      })
      standIn.sendBattleItem('booster_star', {
        msgId: msgId(),
        use: { msgType: BattleCardMsgType.USE_SMOKE_CARD, user: noah, anchorId: '123456789' },
      })
      standIn.sendBattleItem('booster_star', {
        msgId: msgId(),
        use: { msgType: BattleCardMsgType.USE_EXTRA_TIME_CARD, user: noah },
      })
      await eventually(() => battleCardStats().messages - handledBefore.messages === 5)
      assert.equal(await units(user.id, 'amara.x', 'glove'), 2)
      assert.equal(await units(user.id, 'noah_builds', 'mist'), 2, "the opponent's smoke")
      const after = battleCardStats()
      assert.equal(after.opponent - handledBefore.opponent, 1)
      assert.equal(after.noUnit - handledBefore.noUnit, 1, 'noah holds no time maker')

      // A card message TikTok sends with no viewer is skipped and counted; an unknown award card counted.
      standIn.sendBattleItem('booster_star', {
        msgId: msgId(),
        award: { textKey: 'pm_mt_match_card_award_glove', users: [] },
      })
      standIn.sendBattleItem('booster_star', {
        msgId: msgId(),
        award: { textKey: 'pm_mt_match_card_award_rocket', users: [amara] },
      })
      await eventually(() => battleCardStats().messages - handledBefore.messages === 6)
      const decoded = battleItemStats()
      assert.equal(decoded.awards - decodedBefore.awards, 3)
      assert.equal(decoded.uses - decodedBefore.uses, 3)
      assert.equal(decoded.malformed - decodedBefore.malformed, 1)
      assert.equal(battleCardStats().unknownCards - handledBefore.unknownCards, 1)

      // A reconnect replays the last messages: nothing is credited or consumed twice.
      standIn.dropConnections('booster_star')
      await eventually(() => manager.status(user.id)!.liveStatusMessage === 'Connection lost, reconnecting...')
      clock.time += 2_000
      await manager.tick()
      await eventually(() => standIn.connections('booster_star') === 1)
      await eventually(() => battleCardStats().duplicates - handledBefore.duplicates === 6)
      assert.equal(await units(user.id, 'amara.x', 'glove'), 2)
      assert.equal(await units(user.id, 'noah_builds', 'glove'), 3)
      assert.equal(await units(user.id, 'noah_builds', 'mist'), 2)
      assert.lengthOf(await db.from('booster_card_messages').where('creator_id', user.id), 6)
    } finally {
      await manager.stop()
    }
  }).timeout(60_000)
})
