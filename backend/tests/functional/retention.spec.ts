import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeCreator } from '#tests/helpers/accounts'
import { storedTimestamp, utcDay } from '#core/database/days'
import { retentionRules, sweepRetention } from '#core/database/retention'
import { overrideSettings } from '#core/settings/system_settings_service'

const DAY_MS = 24 * 60 * 60 * 1000
/** A second on the clock, so that stored timestamps compare exactly. */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000)
const ago = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS - extraMs)
const at = (when: Date) => storedTimestamp(when)

let sequence = 0
/** One row of each kind the sweep keeps an eye on, `when` old, for `creatorId`. */
async function rowsAt(creatorId: number, when: Date) {
  const id = `r${++sequence}`
  await db.table('live_gifts').insert({
    creator_id: creatorId,
    msg_id: id,
    gift_name: 'Rose',
    gift_count: 1,
    diamond_value: 1,
    received_at: at(when),
  })
  await db.table('live_chat_daily').insert({
    creator_id: creatorId,
    day: utcDay(when),
    sender: id,
    messages: 1,
    last_message_at: at(when),
  })
  await db.table('notices').insert({
    user_id: creatorId,
    creator_id: creatorId,
    kind: 'NEW_PLAYER',
    title: id,
    message: id,
    subject: id,
    created_at: at(when),
  })
  await db.table('audit_logs').insert({
    creator_id: creatorId,
    actor_type: 'SYSTEM',
    actor_name: 'System',
    event_type: 'PLAYER_CREATED',
    category: 'PLAYER_MANAGEMENT',
    severity: 'INFO',
    created_at: at(when),
  })
}

const count = async (table: string, creatorId: number) =>
  Number((await db.from(table).where('creator_id', creatorId).count('* as total').first())?.total ?? 0)

test.group('Retention: data that grows with traffic is swept by age, per kind', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every kind has a rule: gifts, chat tallies, notices, audit entries, recorded errors', ({ assert }) => {
    assert.sameMembers(
      retentionRules().map((rule) => rule.kind),
      ['gifts', 'chat tallies', 'notices', 'audit entries', 'recorded errors']
    )
  })

  test('a sweep removes only what is older than its setting, in bounded batches, and is idempotent', async ({
    assert,
  }) => {
    const { user } = await makeCreator()
    const restore = overrideSettings({
      'live.giftRetentionDays': 30,
      'live.chatTallyRetentionDays': 10,
      'notifications.noticeRetentionDays': 5,
      auditRetentionDays: 60,
    })
    try {
      // Three rows of each kind per age: 100 days, 45 days, 20 days, 7 days, 1 day old.
      for (const days of [100, 45, 20, 7, 1]) for (let n = 0; n < 3; n++) await rowsAt(user.id, ago(days))
      const before = {
        gifts: await count('live_gifts', user.id),
        chat: await count('live_chat_daily', user.id),
        notices: await count('notices', user.id),
        audit: await count('audit_logs', user.id),
      }

      // Batches of 2 rows: the 6 gifts past 30 days take three full batches and an empty one.
      const deleted = await sweepRetention(NOW, 2)
      assert.containsSubset(deleted, { gifts: 6, 'chat tallies': 9, notices: 12, 'audit entries': 3 })
      assert.equal(await count('live_gifts', user.id), before.gifts - 6)
      assert.equal(await count('live_chat_daily', user.id), before.chat - 9)
      assert.equal(await count('notices', user.id), before.notices - 12)
      assert.equal(await count('audit_logs', user.id), before.audit - 3)
      const oldestGift = await db.from('live_gifts').where('creator_id', user.id).min('received_at as at').first()
      assert.isAtLeast(new Date(oldestGift.at).getTime(), ago(30).getTime() - 1000)

      assert.containsSubset(await sweepRetention(NOW, 2), { gifts: 0, 'chat tallies': 0, notices: 0 })
    } finally {
      restore()
    }
  })

  test('0 keeps a kind forever; the boundary day is kept', async ({ assert }) => {
    const { user } = await makeCreator()
    const restore = overrideSettings({ 'live.giftRetentionDays': 0, 'notifications.noticeRetentionDays': 5 })
    try {
      await rowsAt(user.id, ago(5000))
      await rowsAt(user.id, ago(5))
      await rowsAt(user.id, ago(5, 1000))
      const deleted = await sweepRetention(NOW)
      assert.equal(deleted['gifts'], 0)
      assert.equal(await count('live_gifts', user.id), 3)
      // Exactly 5 days old stays; a second older goes, with the 5000-day-old one.
      assert.equal(deleted['notices'], 2)
      assert.equal(await count('notices', user.id), 1)
    } finally {
      restore()
    }
  })
})
