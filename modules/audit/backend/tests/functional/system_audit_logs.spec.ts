import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import type AuditEntry from '#core/audit/audit_entry'
import { AuditEntryFactory } from '../../database/factories/audit_entry_factory.js'
import type { SystemAuditEntryDto } from '../../../shared/audit.js'

/** A quiet week long ago: nothing else the tests write falls inside it. */
const WEEK_START = DateTime.fromISO('2024-01-08T00:00:00Z', { zone: 'utc' })
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

const entry = (createdAt: DateTime, values: Partial<AuditEntry> = {}) =>
  AuditEntryFactory.merge({ createdAt, ...values }).create()

type Query = Record<string, string | number>

async function list(client: ApiClient, token: string, query: Query) {
  const response = await client.get('/api/admin/audit-logs').bearerToken(token).qs(query)
  response.assertStatus(200)
  return response.body().data as {
    auditLogs: SystemAuditEntryDto[]
    pagination: { page: number; limit: number; totalCount: number; totalPages: number }
  }
}

const ids = (entries: { id: number }[]) => entries.map((one) => one.id)

/** Every entry the filters select, page by page (100 a page). */
async function listAll(client: ApiClient, token: string, query: Query) {
  const all: SystemAuditEntryDto[] = []
  for (let page = 1; ; page++) {
    const { auditLogs, pagination } = await list(client, token, { ...query, page, limit: 100 })
    all.push(...auditLogs)
    if (page >= pagination.totalPages) return all
  }
}

const inWeek = { dateFrom: '2024-01-08', dateTo: '2024-01-14' }

test.group('System audit logs: GET /api/admin/audit-logs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('admins only: 401 without a token, 403 for creators and moderators (list and export)', async ({ client }) => {
    const creator = await makeCreator()
    const moderator = await makeModerator(creator.user)
    for (const path of ['/api/admin/audit-logs', '/api/admin/audit-logs/export']) {
      await client.get(path).then((r) => r.assertStatus(401))
      for (const token of [creator.token, moderator.token]) {
        const refused = await client.get(path).bearerToken(token)
        refused.assertStatus(403)
      }
    }
  })

  test('paging: default 20, exact counts and pages, newest first', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const written: number[] = []
    for (let index = 0; index < 45; index++) {
      written.push((await entry(WEEK_START.plus({ hours: 1, minutes: index }))).id)
    }
    const newestFirst = [...written].reverse()

    const first = await list(client, token, inWeek)
    assert.deepEqual(first.pagination, {
      page: 1,
      limit: 20,
      totalCount: 45,
      totalPages: 3,
      total: 45,
      hasMore: true,
    } as never)
    assert.deepEqual(ids(first.auditLogs), newestFirst.slice(0, 20))
    const third = await list(client, token, { ...inWeek, page: 3 })
    assert.deepEqual(ids(third.auditLogs), newestFirst.slice(40))
    assert.equal(third.pagination.totalPages, 3)
    const beyond = await list(client, token, { ...inWeek, page: 4 })
    assert.deepEqual(beyond.auditLogs, [])
    const wide = await list(client, token, { ...inWeek, limit: 100 })
    assert.deepEqual(ids(wide.auditLogs), newestFirst)
    assert.equal(wide.pagination.totalPages, 1)
    assert.equal(wide.auditLogs[0].action, 'SOMETHING_HAPPENED')
  })

  test('category, severity and actor type, alone and together, exact counts', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const day = WEEK_START.plus({ days: 2, hours: 9 })
    const security = await entry(day, { category: 'SECURITY', severity: 'HIGH', actorType: 'ADMIN' })
    const critical = await entry(day.plus({ minutes: 1 }), {
      category: 'SECURITY',
      severity: 'CRITICAL',
      actorType: 'ADMIN',
    })
    const byCreator = await entry(day.plus({ minutes: 2 }), {
      category: 'USER_MANAGEMENT',
      severity: 'HIGH',
      actorType: 'CREATOR',
    })
    const moderatorLow = await entry(day.plus({ minutes: 3 }), { actorType: 'MODERATOR' })

    const count = async (query: Query) =>
      ids((await list(client, token, { ...inWeek, limit: 100, ...query })).auditLogs)
    assert.deepEqual(await count({ category: 'SECURITY' }), [critical.id, security.id])
    assert.deepEqual(await count({ severity: 'high' }), [byCreator.id, security.id])
    assert.deepEqual(await count({ actorType: 'moderator' }), [moderatorLow.id])
    assert.deepEqual(await count({ category: 'SECURITY', severity: 'HIGH', actorType: 'ADMIN' }), [security.id])
    assert.deepEqual(await count({ category: 'API_USAGE' }), [])
    const none = await list(client, token, { ...inWeek, category: 'API_USAGE' })
    assert.deepEqual(none.pagination, {
      page: 1,
      limit: 20,
      totalCount: 0,
      totalPages: 1,
      total: 0,
      hasMore: false,
    } as never)
  })

  test('dateFrom and dateTo are inclusive; a date-only dateTo covers its whole UTC day', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const before = await entry(at('2024-01-09T23:59:59Z'))
    const startOfDay = await entry(at('2024-01-10T00:00:00Z'))
    const noon = await entry(at('2024-01-10T12:00:00Z'))
    const lastSecond = await entry(at('2024-01-10T23:59:59Z'))
    const after = await entry(at('2024-01-11T00:00:00Z'))

    const range = async (query: Query) => ids((await list(client, token, { limit: 100, ...query })).auditLogs)
    assert.deepEqual(await range({ dateFrom: '2024-01-10', dateTo: '2024-01-10' }), [
      lastSecond.id,
      noon.id,
      startOfDay.id,
    ])
    assert.deepEqual(await range({ dateFrom: '2024-01-10T12:00:00Z', dateTo: '2024-01-11T00:00:00Z' }), [
      after.id,
      lastSecond.id,
      noon.id,
    ])
    assert.deepEqual(await range({ dateFrom: '2024-01-09T23:59:59.000Z', dateTo: '2024-01-10T11:59:59Z' }), [
      startOfDay.id,
      before.id,
    ])
    // One moment on both sides: exactly the entry at that second.
    assert.deepEqual(await range({ dateFrom: '2024-01-10T12:00:00Z', dateTo: '2024-01-10T12:00:00Z' }), [noon.id])
    // An offset is honoured: 13:00 at +01:00 is noon UTC.
    assert.deepEqual(await range({ dateFrom: '2024-01-10T13:00:00+01:00', dateTo: '2024-01-10T13:00:00+01:00' }), [
      noon.id,
    ])
  })

  test('search: actor name, target name, action or its label, IP address; any case', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const day = WEEK_START.plus({ days: 3 })
    const byNova = await entry(day, { actorName: 'Nova Star', actorType: 'CREATOR' })
    const onPia = await entry(day.plus({ minutes: 1 }), { targetName: 'Pia Quick', targetType: 'PLAYER' })
    const granted = await entry(day.plus({ minutes: 2 }), { eventType: 'POWERUP_GRANTED' })
    const fromIp = await entry(day.plus({ minutes: 3 }), { ipAddress: '203.0.113.77' })
    await entry(day.plus({ minutes: 4 }), { details: { note: 'nova in details only' } })

    const search = async (text: string) =>
      ids((await list(client, token, { ...inWeek, limit: 100, search: text })).auditLogs)
    assert.deepEqual(await search('nova'), [byNova.id])
    assert.deepEqual(await search('PIA q'), [onPia.id])
    assert.deepEqual(await search('powerup_granted'), [granted.id])
    assert.deepEqual(await search('Powerup Granted'), [granted.id])
    assert.deepEqual(await search('203.0.113'), [fromIp.id])
    assert.deepEqual(await search('100%'), [])
  })

  test('bad values answer 400 with a clear message', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    for (const [query, error] of [
      [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 'ten' }, 'limit must be a whole number from 1 to 100'],
      [{ page: 0 }, 'page must be a positive whole number'],
      [{ page: 1.5 }, 'page must be a positive whole number'],
      [
        { category: 'NOPE' },
        'category must be one of AUTHENTICATION, USER_MANAGEMENT, SYSTEM_CONFIG, API_USAGE, SECURITY, DATA_CHANGE',
      ],
      [{ severity: 'HUGE' }, 'severity must be one of CRITICAL, HIGH, MEDIUM, LOW'],
      [{ actorType: 'ROBOT' }, 'actorType must be one of ADMIN, CREATOR, MODERATOR, SYSTEM, PLAYER'],
      [{ dateFrom: 'yesterday' }, 'dateFrom must be a date (YYYY-MM-DD or ISO 8601)'],
      [{ dateTo: '2024-13-40' }, 'dateTo must be a date (YYYY-MM-DD or ISO 8601)'],
      [{ dateFrom: '2024-01-11', dateTo: '2024-01-10' }, 'dateFrom must not be after dateTo'],
      [{ dateFrom: '2024-01-10T12:00:01Z', dateTo: '2024-01-10T12:00:00Z' }, 'dateFrom must not be after dateTo'],
    ] as const) {
      const bad = await client.get('/api/admin/audit-logs').bearerToken(token).qs(query)
      bad.assertStatus(400)
      assert.equal(bad.body().error, error, JSON.stringify(query))
    }
    const badFormat = await client.get('/api/admin/audit-logs/export').bearerToken(token).qs({ format: 'xml' })
    badFormat.assertStatus(400)
    assert.equal(badFormat.body().error, 'format must be csv or json')
    const badRange = await client
      .get('/api/admin/audit-logs/export')
      .bearerToken(token)
      .qs({ dateFrom: '2024-01-11', dateTo: '2024-01-10' })
    badRange.assertStatus(400)
  })
})

test.group('System audit logs: export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('CSV and JSON hold exactly the filtered list, every page, formula-safe', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    for (let index = 0; index < 130; index++) {
      await entry(WEEK_START.plus({ days: 1, minutes: index }), {
        category: index % 2 ? 'SECURITY' : 'DATA_CHANGE',
        actorName: index === 8 ? '=HYPERLINK("http://evil")' : `Actor ${index}`,
        ipAddress: '198.51.100.1',
      })
    }
    await entry(WEEK_START.plus({ days: 5 }), { category: 'SECURITY' })
    const filters = { dateFrom: '2024-01-09', dateTo: '2024-01-09', category: 'DATA_CHANGE' }
    const listed = await listAll(client, token, filters)
    assert.lengthOf(listed, 65)

    const json = await client
      .get('/api/admin/audit-logs/export')
      .bearerToken(token)
      .qs({ ...filters, format: 'json' })
    json.assertStatus(200)
    assert.include(json.header('content-type'), 'application/json')
    assert.match(json.header('content-disposition') ?? '', /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.json"$/)
    assert.equal(json.header('x-total-count'), '65')
    assert.deepEqual(JSON.parse(json.text()), listed)

    const csv = await client.get('/api/admin/audit-logs/export').bearerToken(token).qs(filters)
    csv.assertStatus(200)
    assert.include(csv.header('content-type'), 'text/csv')
    const lines = csv.text().split('\r\n').filter(Boolean)
    assert.equal(lines[0].split(',')[0], 'id')
    assert.deepEqual(
      lines.slice(1).map((line) => Number(line.split(',')[0])),
      ids(listed)
    )
    const formula = lines.find((line) => line.includes('HYPERLINK'))
    assert.isDefined(formula)
    assert.include(formula!, `"'=HYPERLINK(""http://evil"")"`)

    const none = await client
      .get('/api/admin/audit-logs/export')
      .bearerToken(token)
      .qs({ ...filters, search: 'nobody at all', format: 'json' })
    assert.deepEqual(JSON.parse(none.text()), [])
    assert.equal(none.header('x-total-count'), '0')
  })
})
