import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import { makeAdmin, makeCreator, TEST_PASSWORD } from '#tests/helpers/accounts'
import type AuditEntry from '#core/audit/audit_entry'
import { dbTimestamp } from '#core/database/time'
import { EXPORT_CHUNK } from '../../services/audit_query_service.js'
import { AuditEntryFactory } from '../../database/factories/audit_entry_factory.js'
import { impersonate, moderatorSignIn, newModerator, signedInModerator } from '../helpers.js'

interface Entry {
  id: number
  eventType: string
  actorId: number | null
  actorType: string
  targetId: number | null
  creatorId: number | null
  details: Record<string, unknown>
  ipAddress: string | null
  userAgent: string | null
}

async function logs(client: ApiClient, token: string, query: Record<string, string | number> = {}) {
  const response = await client
    .get('/api/audit/logs')
    .bearerToken(token)
    .qs({ limit: 100, ...query })
  response.assertStatus(200)
  return response.body().data as { logs: Entry[]; pagination: Record<string, number | boolean> }
}

/** An entry written straight to the trail, e.g. one from long ago. */
async function insertEntry(values: Partial<AuditEntry> = {}) {
  return (await AuditEntryFactory.merge(values).create()).id
}

/** Creator A with two signed-in moderators and some activity; creator B with their own. */
async function world(client: ApiClient) {
  const a = await makeCreator()
  const b = await makeCreator()
  await client
    .post('/api/players')
    .bearerToken(a.token)
    .json({ name: 'Pia' })
    .then((r) => r.assertStatus(201))
  await client
    .post('/api/players')
    .bearerToken(b.token)
    .json({ name: 'Quinn' })
    .then((r) => r.assertStatus(201))
  const { moderator: mod, token: modToken } = await signedInModerator(client, a.token)
  const { moderator: other, token: otherToken } = await signedInModerator(client, a.token)
  const grant = (token: string, playerName: string) =>
    client
      .post('/api/players/powerups/grant')
      .bearerToken(token)
      .json({ playerName, powerupType: 'glove', count: 2 })
      .then((r) => r.assertStatus(200))
  await grant(modToken, 'Pia')
  await grant(otherToken, 'Pia')
  await grant(a.token, 'Pia')
  await grant(b.token, 'Quinn')
  await client
    .put(`/api/moderators/${mod.id}`)
    .bearerToken(a.token)
    .json({ permissions: ['use_powerups', 'grant_powerups'] })
    .then((r) => r.assertStatus(200))
  return { a, b, mod, modToken, other, otherToken }
}

test.group('Audit: GET /api/audit/logs scoping', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a creator sees their own and their moderators' entries, never another creator's", async ({
    client,
    assert,
  }) => {
    const { a, b, mod, other } = await world(client)
    const { logs: seen } = await logs(client, a.token)
    assert.isTrue(seen.every((entry) => entry.creatorId === a.user.id))
    const actors = new Set(seen.map((entry) => entry.actorId))
    for (const id of [a.user.id, mod.id, other.id]) assert.isTrue(actors.has(id), `actor ${id}`)
    assert.isFalse(actors.has(b.user.id))
    const types = seen.map((entry) => entry.eventType)
    for (const type of [
      'PLAYER_CREATED',
      'POWERUP_GRANTED',
      'MODERATOR_CREATED',
      'MODERATOR_LOGIN',
      'MODERATOR_UPDATED',
    ]) {
      assert.include(types, type)
    }
  })

  test("a moderator sees their own account's entries and the creator's powerup activity only", async ({
    client,
    assert,
  }) => {
    const { a, mod, modToken, other } = await world(client)
    const { logs: seen } = await logs(client, modToken)
    assert.isTrue(seen.every((entry) => entry.creatorId === a.user.id))
    for (const entry of seen) {
      const own = (entry.actorType === 'MODERATOR' && entry.actorId === mod.id) || entry.targetId === mod.id
      assert.isTrue(own || entry.eventType.includes('POWERUP'), JSON.stringify(entry))
    }
    const types = seen.map((entry) => `${entry.eventType}:${entry.actorId}`)
    assert.include(types, `MODERATOR_LOGIN:${mod.id}`)
    assert.include(types, `MODERATOR_UPDATED:${a.user.id}`)
    assert.include(types, `POWERUP_GRANTED:${other.id}`)
    assert.include(types, `POWERUP_GRANTED:${a.user.id}`)
    assert.notInclude(types, `MODERATOR_LOGIN:${other.id}`)
    assert.isFalse(seen.some((entry) => entry.eventType === 'PLAYER_CREATED'))
    assert.isFalse(seen.some((entry) => entry.eventType === 'MODERATOR_CREATED' && entry.targetId === other.id))

    // Where the creator or another moderator acted from is not theirs to see; their own is.
    for (const entry of seen) {
      const ownAction = entry.actorType === 'MODERATOR' && entry.actorId === mod.id
      if (ownAction) assert.isString(entry.ipAddress, entry.eventType)
      else assert.deepEqual([entry.ipAddress, entry.userAgent], [null, null], `${entry.eventType}:${entry.actorId}`)
    }
    const { logs: creatorSees } = await logs(client, a.token)
    const moderatorsGrant = creatorSees.find(
      (entry) => entry.eventType === 'POWERUP_GRANTED' && entry.actorId === other.id
    )
    assert.isString(moderatorsGrant?.ipAddress)
  })

  test("an admin sees everything; impersonating, only that creator's entries", async ({ client, assert }) => {
    const { a, b } = await world(client)
    const { token } = await makeAdmin()
    const { logs: all } = await logs(client, token)
    const tenants = new Set(all.map((entry) => entry.creatorId))
    assert.isTrue(tenants.has(a.user.id) && tenants.has(b.user.id))

    const asCreator = await impersonate(client, b.user)
    const { logs: seen } = await logs(client, asCreator)
    assert.isAbove(seen.length, 0)
    assert.isTrue(seen.every((entry) => entry.creatorId === b.user.id))
    await client.get('/api/audit/logs').then((r) => r.assertStatus(401))
  })
})

test.group('Audit: filters, paging, export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('eventType, actorType, days, search and paging', async ({ client, assert }) => {
    const { a, mod } = await world(client)
    const old = await insertEntry({ creatorId: a.user.id, createdAt: DateTime.now().minus({ days: 10 }) })
    const ancient = await insertEntry({ creatorId: a.user.id, createdAt: DateTime.now().minus({ days: 100 }) })

    const granted = await logs(client, a.token, { eventType: 'powerup_granted' })
    const expected = (await logs(client, a.token)).logs.filter((entry) => entry.eventType === 'POWERUP_GRANTED')
    assert.deepEqual(
      granted.logs.map((entry) => entry.id),
      expected.map((entry) => entry.id)
    )
    assert.isAtLeast(granted.logs.length, 3)
    const byModerators = await logs(client, a.token, { actorType: 'MODERATOR' })
    assert.isTrue(byModerators.logs.every((entry) => entry.actorType === 'MODERATOR'))
    assert.isAbove(byModerators.logs.length, 0)

    const ids = async (days?: number) =>
      (await logs(client, a.token, days ? { days } : {})).logs.map((entry) => entry.id)
    assert.notInclude(await ids(7), old)
    assert.include(await ids(30), old)
    assert.include(await ids(), old)
    assert.notInclude(await ids(30), ancient)
    assert.include(await ids(90), old)
    assert.notInclude(await ids(1), old)

    const searched = await logs(client, a.token, { search: mod.username })
    assert.isAbove(searched.logs.length, 0)
    assert.isTrue(
      searched.logs.every((entry) => JSON.stringify(entry).toLowerCase().includes(mod.username.toLowerCase()))
    )
    assert.lengthOf((await logs(client, a.token, { search: '%' })).logs, 0)

    const everything = await logs(client, a.token)
    const total = everything.pagination.totalCount as number
    const page2 = await logs(client, a.token, { limit: 2, page: 2 })
    assert.deepEqual(
      page2.logs.map((entry) => entry.id),
      everything.logs.slice(2, 4).map((entry) => entry.id)
    )
    assert.containsSubset(page2.pagination, {
      page: 2,
      limit: 2,
      totalCount: total,
      total,
      totalPages: Math.ceil(total / 2),
      hasMore: total > 4,
    })
    const defaults = await client.get('/api/audit/logs').bearerToken(a.token)
    assert.equal(defaults.body().data.pagination.limit, 20)
    const clamped = await client.get('/api/audit/logs').bearerToken(a.token).qs({ limit: 5000 })
    assert.equal(clamped.body().data.pagination.limit, 100)
    // newest first
    const times = everything.logs.map((entry) => (entry as unknown as { createdAt: string }).createdAt)
    assert.deepEqual(times, [...times].sort().reverse())
  })

  test('bad filters answer 400 with a message', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const cases: [Record<string, string>, string][] = [
      [{ days: '14' }, 'days must be one of 1, 7, 30, 90'],
      [{ days: 'week' }, 'days must be one of 1, 7, 30, 90'],
      [{ actorType: 'ROBOT' }, 'actorType must be one of ADMIN, CREATOR, MODERATOR, SYSTEM, PLAYER'],
      [{ page: '0' }, 'page must be a positive whole number'],
      [{ limit: '-3' }, 'limit must be a positive whole number'],
      [{ page: '1.5' }, 'page must be a positive whole number'],
    ]
    for (const [query, error] of cases) {
      const response = await client.get('/api/audit/logs').bearerToken(token).qs(query)
      response.assertStatus(400)
      assert.deepEqual({ success: response.body().success, error: response.body().error }, { success: false, error })
    }
    const format = await client.get('/api/audit/logs/export').bearerToken(token).qs({ format: 'xml' })
    format.assertStatus(400)
    assert.equal(format.body().error, 'format must be csv or json')
  })

  test('export: CSV and JSON files of the filtered, scoped entries', async ({ client, assert }) => {
    const { a, b, modToken } = await world(client)
    await insertEntry({ creatorId: a.user.id, actorName: '=HYPERLINK("x")', targetName: 'Comma, "Quote"' })

    const json = await client
      .get('/api/audit/logs/export')
      .bearerToken(a.token)
      .qs({ format: 'json', eventType: 'POWERUP_GRANTED' })
    json.assertStatus(200)
    assert.include(json.header('content-type'), 'application/json')
    assert.match(json.header('content-disposition') ?? '', /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.json"$/)
    const exported = JSON.parse(json.text()) as Entry[]
    const expected = await logs(client, a.token, { eventType: 'POWERUP_GRANTED' })
    assert.deepEqual(exported, expected.logs as unknown as Entry[])
    assert.isTrue(exported.every((entry) => entry.eventType === 'POWERUP_GRANTED' && entry.creatorId === a.user.id))
    assert.equal(json.header('x-total-count'), String(exported.length))

    const csv = await client.get('/api/audit/logs/export').bearerToken(a.token)
    csv.assertStatus(200)
    assert.include(csv.header('content-type'), 'text/csv')
    const lines = csv.text().trim().split('\r\n')
    assert.equal(
      lines[0],
      'id,createdAt,eventType,category,severity,actorType,actorName,summary,targetType,targetName,details,ipAddress'
    )
    const all = await logs(client, a.token)
    assert.lengthOf(lines, (all.pagination.totalCount as number) + 1)
    assert.isTrue(lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`) && line.includes('"Comma, ""Quote"""')))
    assert.isTrue(lines.some((line) => line.includes('granted 2 glove to Pia')))
    assert.isFalse(csv.text().includes('Quinn'))

    const modCsv = await client.get('/api/audit/logs/export').bearerToken(modToken).qs({ format: 'csv' })
    assert.notInclude(modCsv.text(), 'PLAYER_CREATED')
    assert.isOk(b)
  })
})

test.group('Audit: exports stream every entry', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('more than 10,000 entries: CSV and JSON hold every one, newest first', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    // Past the old silent cap of 10,000, not a whole number of chunks; ties on created_at included.
    const count = 10 * EXPORT_CHUNK + 123
    const now = DateTime.now()
    // Rows in bulk: a factory would take minutes to make this many one by one.
    const rows = Array.from({ length: count }, (_, i) => ({
      event_type: 'PLAYER_UPDATED',
      category: 'DATA_CHANGE',
      severity: 'LOW',
      actor_type: 'CREATOR',
      actor_id: user.id,
      actor_name: user.name,
      creator_id: user.id,
      created_at: dbTimestamp(now.minus({ seconds: i % 997 })),
    }))
    for (let i = 0; i < count; i += 500) await db.table('audit_logs').multiInsert(rows.slice(i, i + 500))
    const ascending = (values: number[]) => [...values].sort((x, y) => x - y)
    const ids = ascending(
      (await db.from('audit_logs').where('creator_id', user.id).select('id')).map((row) => Number(row.id))
    )
    assert.lengthOf(ids, count)

    const json = await client.get('/api/audit/logs/export').bearerToken(token).qs({ format: 'json' })
    json.assertStatus(200)
    assert.equal(json.header('x-total-count'), String(count))
    const exported = JSON.parse(json.text()) as (Entry & { createdAt: string })[]
    assert.lengthOf(exported, count)
    assert.deepEqual(ascending(exported.map((entry) => entry.id)), ids)
    const newestFirst = exported.every((entry, i) => {
      const previous = exported[i - 1]
      return (
        !previous ||
        previous.createdAt > entry.createdAt ||
        (previous.createdAt === entry.createdAt && previous.id > entry.id)
      )
    })
    assert.isTrue(newestFirst, 'newest first, then by id')

    const csv = await client.get('/api/audit/logs/export').bearerToken(token).qs({ format: 'csv' })
    csv.assertStatus(200)
    assert.equal(csv.header('x-total-count'), String(count))
    const lines = csv.text().split('\r\n')
    assert.lengthOf(lines, count + 2, 'header, one line per entry, final line break')
    assert.deepEqual(ascending(lines.slice(1, -1).map((line) => Number(line.split(',')[0]))), ids)

    const none = await client
      .get('/api/audit/logs/export')
      .bearerToken(token)
      .qs({ format: 'json', eventType: 'NOTHING_LIKE_THIS' })
    assert.equal(none.text(), '[]\n')
    assert.equal(none.header('x-total-count'), '0')
  }).timeout(300_000)
})

test.group('Audit: stats and own activity', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("logs/stats counts the period's entries, powerup and moderator actions, and today's moderator sign-ins", async ({
    client,
    assert,
  }) => {
    const { a, mod, modToken } = await world(client)
    const player = (await client.post('/api/players').bearerToken(a.token).json({ name: 'Rex' })).body().player
    await client
      .post('/api/moderators/promote-player')
      .bearerToken(a.token)
      .json({ playerId: player.id, permissions: ['use_powerups'] })
      .then((r) => r.assertStatus(201))
    await insertEntry({
      creatorId: a.user.id,
      eventType: 'POWERUP_USED',
      createdAt: DateTime.now().minus({ days: 20 }),
    })

    const all = (await logs(client, a.token)).logs
    const response = await client.get('/api/audit/logs/stats').bearerToken(a.token)
    response.assertStatus(200)
    assert.deepEqual(response.body().stats, {
      totalEntries: all.length,
      loginsToday: 2,
      powerupActions: all.filter((entry) => entry.eventType.includes('POWERUP')).length,
      moderatorActions: 1,
    })
    const week = await client.get('/api/audit/logs/stats').bearerToken(a.token).qs({ days: 7 })
    assert.equal(week.body().stats.totalEntries, all.length - 1)
    assert.equal(week.body().stats.powerupActions, response.body().stats.powerupActions - 1)

    const mine = await client.get('/api/audit/logs/stats').bearerToken(modToken)
    assert.equal(mine.body().stats.loginsToday, 1)
    const own = await logs(client, modToken, { actorId: mod.id })
    assert.isAbove(own.logs.length, 0)
    assert.isTrue(own.logs.every((entry) => entry.actorId === mod.id))
    await client
      .get('/api/audit/logs/stats')
      .bearerToken(modToken)
      .qs({ days: 3 })
      .then((r) => r.assertStatus(400))
  })
})

test.group('Audit: Logins Today', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("counts exactly the list's moderator sign-ins dated today in the viewer's time zone", async ({
    client,
    assert,
  }) => {
    const { a, b } = await world(client)
    // Another creator's moderator, a creator's own sign-in and a failed attempt: none is counted.
    const foreign = await newModerator(client, b.token)
    await moderatorSignIn(client, foreign.username).then((r) => r.assertStatus(200))
    const unlucky = await newModerator(client, a.token)
    await moderatorSignIn(client, unlucky.username, 'Wrong-password-1').then((r) => r.assertStatus(401))
    await client
      .post('/api/auth/signin')
      .json({ loginType: 'user', email: a.user.email, password: TEST_PASSWORD })
      .then((r) => r.assertStatus(200))

    for (const timeZone of ['Asia/Tokyo', 'America/Los_Angeles', 'UTC']) {
      const midnight = DateTime.now().setZone(timeZone).startOf('day')
      const login = (at: DateTime) =>
        insertEntry({
          creatorId: a.user.id,
          eventType: 'MODERATOR_LOGIN',
          category: 'AUTHENTICATION',
          actorType: 'MODERATOR',
          createdAt: at.toLocal(),
        })
      const before = await login(midnight.minus({ minutes: 1 }))
      const after = await login(midnight.plus({ minutes: 1 }))

      const stats = await client.get('/api/audit/logs/stats').bearerToken(a.token).qs({ timeZone, days: 1 })
      stats.assertStatus(200)
      const list = (await logs(client, a.token, { eventType: 'MODERATOR_LOGIN', days: 7 })).logs as (Entry & {
        createdAt: string
      })[]
      const today = list.filter((entry) => DateTime.fromISO(entry.createdAt).setZone(timeZone).hasSame(midnight, 'day'))
      assert.equal(stats.body().stats.loginsToday, today.length, timeZone)
      assert.includeMembers(
        today.map((entry) => entry.id),
        [after],
        timeZone
      )
      assert.notInclude(
        today.map((entry) => entry.id),
        before,
        timeZone
      )
    }
    await client
      .get('/api/audit/logs/stats')
      .bearerToken(a.token)
      .qs({ timeZone: 'Mars/Olympus' })
      .then((r) => r.assertStatus(400))
  })
})

test.group('Audit: GET /api/admin/audit-logs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('admins only; filters by category, severity, actor type and dates; spec 2 shape', async ({ client, assert }) => {
    const { a, modToken } = await world(client)
    const { token } = await makeAdmin()
    for (const caller of [a.token, modToken]) {
      await client
        .get('/api/admin/audit-logs')
        .bearerToken(caller)
        .then((r) => r.assertStatus(403))
    }
    const yesterday = DateTime.now().minus({ days: 1 }).startOf('day')
    const oldId = await insertEntry({
      category: 'SECURITY',
      severity: 'CRITICAL',
      actorType: 'ADMIN',
      createdAt: yesterday.plus({ hours: 12 }),
    })
    for (let index = 0; index < 20; index++) await insertEntry({ creatorId: a.user.id })

    const response = await client.get('/api/admin/audit-logs').bearerToken(token)
    response.assertStatus(200)
    const { auditLogs, pagination } = response.body().data
    assert.isTrue(response.body().success)
    assert.lengthOf(auditLogs, 20)
    assert.containsSubset(pagination, { page: 1, limit: 20 })
    assert.isAbove(pagination.totalPages, 1)
    assert.equal(auditLogs[0].action, auditLogs[0].eventType)

    const filtered = await client
      .get('/api/admin/audit-logs')
      .bearerToken(token)
      .qs({ category: 'security', severity: 'CRITICAL', actorType: 'ADMIN' })
    assert.deepEqual(
      filtered.body().data.auditLogs.map((entry: Entry) => entry.id),
      [oldId]
    )
    const day = yesterday.toFormat('yyyy-MM-dd')
    const ranged = await client
      .get('/api/admin/audit-logs')
      .bearerToken(token)
      .qs({ dateFrom: day, dateTo: day, limit: 100 })
    assert.deepEqual(
      ranged.body().data.auditLogs.map((entry: Entry) => entry.id),
      [oldId]
    )
    const today = await client
      .get('/api/admin/audit-logs')
      .bearerToken(token)
      .qs({ dateFrom: DateTime.now().toISODate()!, limit: 100 })
    assert.notInclude(
      today.body().data.auditLogs.map((entry: Entry) => entry.id),
      oldId
    )

    for (const [query, error] of [
      [
        { category: 'NOPE' },
        'category must be one of AUTHENTICATION, USER_MANAGEMENT, SYSTEM_CONFIG, API_USAGE, SECURITY, DATA_CHANGE',
      ],
      [{ severity: 'HUGE' }, 'severity must be one of CRITICAL, HIGH, MEDIUM, LOW'],
      [{ dateFrom: 'yesterday' }, 'dateFrom must be a date (YYYY-MM-DD or ISO 8601)'],
      [{ dateFrom: '2026-01-01T00:00:00+99:00' }, 'dateFrom must be a date (YYYY-MM-DD or ISO 8601)'],
    ] as const) {
      const bad = await client.get('/api/admin/audit-logs').bearerToken(token).qs(query)
      bad.assertStatus(400)
      assert.equal(bad.body().error, error)
    }
  })
})
