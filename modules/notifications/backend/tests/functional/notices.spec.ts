import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { overrideSettings } from '#core/settings/system_settings_service'
import type { NotificationSettings } from '#core/shared/settings'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { addPlayer } from '#modules/players/backend/tests/helpers'
import { PowerupHoldingFactory } from '#modules/powerups/backend/tests/helpers'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import { noticeExpiringPowerups } from '../../services/notifiers.js'

async function switches(client: ApiClient, token: string, notifications: Partial<NotificationSettings>) {
  ;(await client.put('/api/settings').bearerToken(token).json({ notifications })).assertStatus(200)
}

async function noticesOf(client: ApiClient, token: string) {
  const response = await client.get('/api/notifications').bearerToken(token)
  response.assertStatus(200)
  return response.body()
}

/** Waits (bounded) for the notices a committed event creates after the answer. */
async function noticeCount(userId: number, expected: number) {
  const deadline = Date.now() + 5_000
  for (;;) {
    const row = await db.from('notices').where('user_id', userId).count('* as total').first()
    const count = Number(row?.total ?? 0)
    if (count === expected || Date.now() > deadline) return count
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test.group('Notices: new players', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new player is told to the users of that creator whose switch is on, only', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const { user: moderator, token: moderatorToken } = await makeModerator(creator)
    const { user: other, token: otherToken } = await makeCreator()
    await switches(client, token, { newPlayers: true })
    await switches(client, otherToken, { newPlayers: true })
    // the moderator keeps the default: New Player Alerts off

    const player = await addPlayer(client, token, 'NightOwl')
    assert.equal(await noticeCount(creator.id, 1), 1)
    const mine = await noticesOf(client, token)
    assert.equal(mine.unreadCount, 1)
    assert.lengthOf(mine.notices, 1)
    assert.containsSubset(mine.notices[0], {
      kind: 'new_player',
      title: 'New player',
      message: 'NightOwl joined your players.',
      link: `/players/${player.id}`,
      read: false,
    })
    assert.isFalse(mine.browserPush)
    assert.equal(await noticeCount(moderator.id, 0), 0)
    assert.deepEqual(await noticesOf(client, moderatorToken), {
      success: true,
      notices: [],
      unreadCount: 0,
      browserPush: false,
    })
    assert.equal(await noticeCount(other.id, 0), 0)
  })

  test('a player an admin adds for the creator is told too; with the switch off nothing is stored', async ({
    client,
    assert,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator, token } = await makeCreator()
    const { user: moderator, token: moderatorToken } = await makeModerator(creator)
    await switches(client, moderatorToken, { newPlayers: true, push: true })
    // the creator keeps the default (off)
    ;(
      await client.post('/api/players').bearerToken(adminToken).json({ name: 'Luna', creatorId: creator.id })
    ).assertStatus(201)
    assert.equal(await noticeCount(moderator.id, 1), 1)
    const theirs = await noticesOf(client, moderatorToken)
    assert.equal(theirs.notices[0].message, 'Luna joined your players.')
    assert.isTrue(theirs.browserPush)
    assert.equal(await noticeCount(creator.id, 0), 0)
    assert.lengthOf((await noticesOf(client, token)).notices, 0)
  })
})

test.group('Notices: powerups about to expire', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => overrideSettings({ [POWERUP_SETTINGS.expiryWarningHours.key]: 48 }))

  test('holdings entering the warning window are told once, the window boundary included', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const { user: quiet, token: quietToken } = await makeCreator()
    await switches(client, quietToken, { powerupExpiry: false })
    const player = await addPlayer(client, token, 'Zoe')
    const now = DateTime.now().startOf('second')
    const hold = (creatorId: number, playerId: number, hours: number, extra: Record<string, unknown> = {}) =>
      PowerupHoldingFactory.merge({ creatorId, playerId, expiresAt: now.plus({ hours }), ...extra }).create()
    const soon = await hold(creator.id, player.id, 10, { type: 'mist', count: 2 })
    const edge = await hold(creator.id, player.id, 48, { type: 'glove', count: 1 })
    await hold(creator.id, player.id, 48.01) // just outside the window
    await hold(creator.id, player.id, 5, { isActive: false }) // deactivated
    await hold(creator.id, player.id, 5, { count: 0 }) // used up
    await hold(creator.id, player.id, -1) // already expired
    const quietPlayer = await addPlayer(client, quietToken, 'Ivy')
    await hold(quiet.id, quietPlayer.id, 3)

    await noticeExpiringPowerups(now)
    const notices = await db.from('notices').where('user_id', creator.id).orderBy('id')
    assert.deepEqual(
      notices.map((notice) => [notice.kind, notice.subject, notice.message, notice.link]),
      [
        ['powerup_expiry', `holding:${soon.id}`, '2 Mist of Zoe expire in 10 hours.', `/players/${player.id}`],
        ['powerup_expiry', `holding:${edge.id}`, '1 Glove of Zoe expires in 48 hours.', `/players/${player.id}`],
      ]
    )
    assert.equal(await noticeCount(quiet.id, 0), 0, 'the switch is off')

    // the next sweep tells nobody twice (30 s later the holding 36 s outside is still outside)
    await noticeExpiringPowerups(now.plus({ seconds: 30 }))
    assert.equal(await noticeCount(creator.id, 2), 2)
    assert.equal((await noticesOf(client, token)).unreadCount, 2)
  })

  test('the warning window follows the powerups setting', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Kai')
    const now = DateTime.now().startOf('second')
    await PowerupHoldingFactory.merge({
      creatorId: creator.id,
      playerId: player.id,
      expiresAt: now.plus({ hours: 30 }),
    }).create()
    overrideSettings({ [POWERUP_SETTINGS.expiryWarningHours.key]: 24 })
    await noticeExpiringPowerups(now)
    assert.equal(await noticeCount(creator.id, 0), 0)
    overrideSettings({ [POWERUP_SETTINGS.expiryWarningHours.key]: 36 })
    await noticeExpiringPowerups(now)
    assert.equal(await noticeCount(creator.id, 1), 1)
  })
})

test.group('Notices: reading and marking read', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function twoNotices(client: ApiClient) {
    const account = await makeCreator()
    await switches(client, account.token, { newPlayers: true })
    await addPlayer(client, account.token, 'Ada')
    await addPlayer(client, account.token, 'Bo')
    await noticeCount(account.user.id, 2)
    return account
  }

  test('marks the given notices read, audited; then all', async ({ client, assert }) => {
    const { user, token } = await twoNotices(client)
    const [newest, oldest] = (await noticesOf(client, token)).notices
    assert.equal(newest.message, 'Bo joined your players.')

    const one = await client
      .post('/api/notifications/read')
      .bearerToken(token)
      .json({ ids: [oldest.id] })
    one.assertStatus(200)
    assert.equal(one.body().marked, 1)
    assert.equal(one.body().unreadCount, 1)
    assert.deepEqual(
      one.body().notices.map((notice: any) => [notice.message, notice.read]),
      [
        ['Bo joined your players.', false],
        ['Ada joined your players.', true],
      ]
    )
    const all = await client.post('/api/notifications/read').bearerToken(token).json({})
    assert.equal(all.body().marked, 1)
    assert.equal(all.body().unreadCount, 0)
    const again = await client.post('/api/notifications/read').bearerToken(token).json({})
    assert.equal(again.body().marked, 0)

    const entries = await db
      .from('audit_logs')
      .where('event_type', 'NOTICES_READ')
      .where('actor_id', user.id)
      .orderBy('id')
    assert.lengthOf(entries, 2, 'marking nothing writes nothing')
    assert.equal(entries[0].creator_id, user.id)
  })

  test("nobody reads or marks another user's notices", async ({ client, assert }) => {
    const { token } = await twoNotices(client)
    const { token: otherToken } = await makeCreator()
    const { token: adminToken } = await makeAdmin()
    const [notice] = (await noticesOf(client, token)).notices
    for (const intruder of [otherToken, adminToken]) {
      assert.lengthOf((await noticesOf(client, intruder)).notices, 0)
      const marked = await client
        .post('/api/notifications/read')
        .bearerToken(intruder)
        .json({ ids: [notice.id] })
      marked.assertStatus(200)
      assert.equal(marked.body().marked, 0)
    }
    assert.equal((await noticesOf(client, token)).unreadCount, 2)
    ;(await client.get('/api/notifications')).assertStatus(401)
  })

  test('bad ids get a clear 400', async ({ client, assert }) => {
    const { token } = await makeCreator()
    for (const [body, error] of [
      [{ ids: 'all' }, 'ids must be a list of notice ids'],
      [{ ids: [] }, 'ids must name at least one notice'],
      [{ ids: [0] }, 'ids must be a list of notice ids'],
      [{ ids: ['x'] }, 'ids must be a list of notice ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids names at most 100 notices'],
    ] as const) {
      const response = await client.post('/api/notifications/read').bearerToken(token).json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, error)
    }
  })
})
