import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { dbDate, dbTimestamp } from '#core/database/time'
import { overrideSettings } from '#core/settings/system_settings_service'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import { auditOf, parseDetails } from '#modules/players/backend/tests/helpers'
import { gift, goLive, isolateLiveTests, makeLiveCreator } from '#modules/live/backend/tests/helpers'
import { addRule } from '../helpers.js'

/** A rule granting a glove for `giftName`, with a cooldown of 10 minutes; its id. */
const gloveRule = async (client: ApiClient, token: string, giftName: string) =>
  (await addRule(client, token, { giftName, powerupType: 'glove', cooldownSeconds: 600 })).id

/** Sends gifts on the creator's simulated stream; answers how many were granted by rules since. */
async function send(client: ApiClient, token: string, creatorId: number, events: ReturnType<typeof gift>[]) {
  const before = await ruleGrantCount(creatorId)
  const response = await client.post('/api/live/simulator/events').bearerToken(token).json({ events })
  response.assertStatus(200)
  return (await ruleGrantCount(creatorId)) - before
}

async function ruleGrantCount(creatorId: number) {
  const row = await db
    .from('powerup_holdings')
    .where('creator_id', creatorId)
    .where('source', 'gift')
    .count('* as total')
    .first()
  return Number(row.total)
}

const playerNamed = (creatorId: number, name: string) =>
  db.from('players').where('creator_id', creatorId).where('name', name).firstOrFail()

/** Every cooldown row of the rules, as `rule:player` → last grant (ms). */
async function cooldowns(ruleIds: number[]) {
  const rows = await db.from('gift_rule_cooldowns').whereIn('rule_id', ruleIds).orderBy(['rule_id', 'player_id'])
  return Object.fromEntries(
    rows.map((row) => [`${row.rule_id}:${row.player_id}`, dbDate(row.last_granted_at)!.getTime()])
  )
}

const merge = (client: ApiClient, token: string, intoPlayerId: number, fromPlayerId: number) =>
  client.post('/api/players/merge').bearerToken(token).json({ intoPlayerId, fromPlayerId })

/** A time as stored, to the second (what the cooldown rows keep). */
const secondsAgo = (seconds: number) => DateTime.now().minus({ seconds }).startOf('second')

test.group('Gift rules: a merge keeps the merged player’s cooldowns', (group) => {
  isolateLiveTests(group)
  group.each.setup(() => overrideSettings({ [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: Infinity }))

  test('the kept player is under the merged one’s cooldowns, the later last grant of a shared rule kept', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    await goLive(client, token)
    const [rose, lily, tulip] = [
      await gloveRule(client, token, 'Rose'),
      await gloveRule(client, token, 'Lily'),
      await gloveRule(client, token, 'Tulip'),
    ]
    const from = (uniqueId: string, giftName: string) => gift({ giftName, diamondCount: 1, uniqueId })
    assert.equal(
      await send(client, token, user.id, [
        from('ann', 'Rose'),
        from('ann', 'Tulip'),
        from('oldann', 'Rose'),
        from('oldann', 'Lily'),
        from('oldann', 'Tulip'),
      ]),
      5
    )
    const ann = await playerNamed(user.id, 'ann')
    const old = await playerNamed(user.id, 'oldann')
    // Rose: Ann's cooldown has passed, OldAnn's has not; Tulip: Ann's is the later one.
    const times = {
      annRose: secondsAgo(660),
      oldRose: secondsAgo(60),
      annTulip: secondsAgo(30),
      oldTulip: secondsAgo(300),
    }
    const setLast = (rule: number, player: number, at: DateTime) =>
      db
        .from('gift_rule_cooldowns')
        .where({ rule_id: rule, player_id: player })
        .update({ last_granted_at: dbTimestamp(at) })
    await setLast(rose, ann.id, times.annRose)
    await setLast(rose, old.id, times.oldRose)
    await setLast(tulip, ann.id, times.annTulip)
    await setLast(tulip, old.id, times.oldTulip)
    const lilyLast = (await cooldowns([lily]))[`${lily}:${old.id}`]

    const merged = await merge(client, token, ann.id, old.id)
    merged.assertStatus(200)
    assert.deepEqual(await cooldowns([rose, lily, tulip]), {
      [`${rose}:${ann.id}`]: times.oldRose.toMillis(),
      [`${lily}:${ann.id}`]: lilyLast,
      [`${tulip}:${ann.id}`]: times.annTulip.toMillis(),
    })
    const [entry] = await auditOf('PLAYER_MERGED', user.id)
    assert.containsSubset(parseDetails(entry), { mergedId: old.id, ruleCooldownsMoved: 3 })

    // Under every cooldown now, by either name: no rule grants.
    assert.equal(
      await send(client, token, user.id, [from('ann', 'Rose'), from('ann', 'Lily'), from('oldann', 'Tulip')]),
      0
    )
  })

  test('a merge refused (another creator’s player) leaves the cooldowns as they were', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const other = await makeLiveCreator()
    await goLive(client, token)
    const rose = await gloveRule(client, token, 'Rose')
    await send(client, token, user.id, [gift({ giftName: 'Rose', diamondCount: 1, uniqueId: 'ann' })])
    const ann = await playerNamed(user.id, 'ann')
    const before = await cooldowns([rose])
    const stranger = await client.post('/api/players').bearerToken(other.token).json({ name: 'Stranger' })
    stranger.assertStatus(201)
    ;(await merge(client, token, stranger.body().player.id, ann.id)).assertStatus(404)
    ;(await merge(client, other.token, stranger.body().player.id, ann.id)).assertStatus(404)
    assert.deepEqual(await cooldowns([rose]), before)
    assert.lengthOf(Object.keys(before), 1)
  })
})
