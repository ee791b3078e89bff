import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import simpleRestProvider from 'ra-data-simple-rest'
import { fetchUtils, HttpError, type DataProvider, type Identifier } from 'ra-core'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { sqlTimestamp } from '#tests/helpers/settings'

/*
| The react-admin contract: ra-data-simple-rest itself, unmodified, against /api/resources/*,
| with an httpClient like the web app's (bearer token through fetchUtils.fetchJson).
*/

interface Client {
  provider: DataProvider
  /** The Content-Range header of the last response. */
  contentRange: () => string | null
}

function clientFor(token: string): Client {
  let lastHeaders = new Headers()
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' })
    headers.set('Authorization', `Bearer ${token}`)
    const response = await fetchUtils.fetchJson(url, { ...options, headers })
    lastHeaders = response.headers
    return response
  }
  const provider = simpleRestProvider(`http://${process.env.HOST}:${process.env.PORT}/api/resources`, httpClient)
  return { provider, contentRange: () => lastHeaders.get('content-range') }
}

/** The status and server message of a call that must fail. */
async function refusal(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, error: (error.body as { error?: string })?.error }
    throw error
  }
  throw new Error('The call succeeded')
}

const idsOf = (rows: { id: Identifier }[]) => rows.map((row) => row.id)
const byId = { field: 'id', order: 'ASC' as const }

let sequence = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

/**
 * The reads every resource answers alike: the default sort by id both ways, pages and their
 * Content-Range (past the end and empty included), getMany of more than one page of ids, getOne.
 * `filter` narrows the resource to `expected` (ids ascending).
 */
async function assertReads(
  assert: any,
  { provider, contentRange }: Client,
  resource: string,
  filter: Record<string, unknown>,
  expected: number[]
) {
  const total = expected.length
  const first = await provider.getList(resource, { sort: byId, pagination: { page: 1, perPage: 10 }, filter })
  assert.deepEqual(idsOf(first.data), expected.slice(0, 10), `${resource}: first page by id`)
  assert.equal(first.total, total)
  assert.equal(contentRange(), `${resource} 0-9/${total}`)

  const last = await provider.getList(resource, { sort: byId, pagination: { page: 3, perPage: 10 }, filter })
  assert.deepEqual(idsOf(last.data), expected.slice(20, 30))
  assert.equal(contentRange(), `${resource} 20-${total - 1}/${total}`)

  const past = await provider.getList(resource, { sort: byId, pagination: { page: 9, perPage: 10 }, filter })
  assert.deepEqual(past.data, [])
  assert.equal(past.total, total)
  assert.equal(contentRange(), `${resource} */${total}`)

  const descending = await provider.getList(resource, {
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
    filter,
  })
  assert.deepEqual(idsOf(descending.data), [...expected].reverse())

  const none = await provider.getList(resource, {
    sort: byId,
    pagination: { page: 1, perPage: 10 },
    filter: { ...filter, id: [] },
  })
  assert.deepEqual(none, { data: [], total: 0 })
  assert.equal(contentRange(), `${resource} */0`)

  // getMany sends no range: every requested id comes back, however many (react-admin asks for one page's references).
  const many = await provider.getMany(resource, { ids: expected })
  assert.sameMembers(idsOf(many.data), expected, `${resource}: getMany answers every id`)
  const withUnknown = await provider.getMany(resource, { ids: [expected[0], 2_147_483_647, 99_999_999_999] })
  assert.deepEqual(idsOf(withUnknown.data), [expected[0]])

  const one = await provider.getOne(resource, { id: expected[1] })
  assert.equal(one.data.id, expected[1])
  assert.deepEqual(await refusal(provider.getOne(resource, { id: 2_147_483_647 })), { status: 404, error: 'Not found' })

  assert.deepEqual(
    await refusal(
      provider.getList(resource, { sort: byId, pagination: { page: 1, perPage: 10 }, filter: { ...filter, nope: 1 } })
    ),
    { status: 400, error: 'Cannot filter by nope' },
    `${resource}: an unknown filter is refused`
  )
}

/** Writes a read-only resource refuses, whichever data provider method asks. */
async function assertReadOnly(assert: any, { provider }: Client, resource: string, id: number) {
  const refused = { status: 405, error: `${resource} cannot be changed here` }
  assert.deepEqual(await refusal(provider.create(resource, { data: { name: 'x' } })), refused)
  assert.deepEqual(await refusal(provider.update(resource, { id, data: { name: 'x' }, previousData: { id } })), refused)
  assert.deepEqual(await refusal(provider.updateMany(resource, { ids: [id], data: { name: 'x' } })), refused)
  assert.deepEqual(await refusal(provider.delete(resource, { id, previousData: { id } })), refused)
  assert.deepEqual(await refusal(provider.deleteMany(resource, { ids: [id] })), refused)
}

/** 30 rows: more than getMany's old silent cap of 25 and three pages of 10. */
const ROWS = 30

/** Rows inserted straight into the table (no API, no password hashing); their ids ascending. */
async function insertRows(table: string, rows: Record<string, unknown>[]) {
  const ids: number[] = []
  for (const row of rows) {
    const [inserted] = await db.table(table).insert(row).returning('id')
    ids.push(typeof inserted === 'object' ? inserted.id : inserted)
  }
  return ids
}

test.group('react-admin contract (ra-data-simple-rest)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creators and admins: reads by id, read-only, admins only', async ({ assert }) => {
    const admin = clientFor((await makeAdmin()).token)
    for (const [resource, role] of [
      ['creators', 'CREATOR'],
      ['admins', 'ADMIN'],
    ] as const) {
      const prefix = unique('contract')
      const createdAt = sqlTimestamp(DateTime.now())
      const ids = await insertRows(
        'users',
        Array.from({ length: ROWS }, (_, i) => ({
          name: `${prefix} ${i}`,
          email: `${prefix}-${i}@test.local`,
          role,
          created_at: createdAt,
        }))
      )
      await assertReads(assert, admin, resource, { q: prefix }, ids)

      const active = await admin.provider.getManyReference(resource, {
        target: 'isActive',
        id: true as unknown as Identifier,
        sort: byId,
        pagination: { page: 1, perPage: 100 },
        filter: { q: prefix },
      })
      assert.deepEqual(idsOf(active.data), ids)
      await assertReadOnly(assert, admin, resource, ids[0])
    }
    const creator = clientFor((await makeCreator()).token)
    assert.deepEqual(
      await refusal(
        creator.provider.getList('creators', { sort: byId, pagination: { page: 1, perPage: 10 }, filter: {} })
      ),
      {
        status: 403,
        error: 'You do not have permission to access this resource',
      }
    )
  })

  test('audit-logs: reads by id and every declared filter, read-only', async ({ assert }) => {
    const admin = clientFor((await makeAdmin()).token)
    const eventType = unique('CONTRACT_').toUpperCase()
    const base = {
      event_type: eventType,
      category: 'SYSTEM_CONFIG',
      severity: 'LOW',
      actor_type: 'SYSTEM',
      actor_name: 'contract',
      created_at: sqlTimestamp(DateTime.now()),
    }
    const ids = await insertRows(
      'audit_logs',
      Array.from({ length: ROWS }, (_, i) => ({ ...base, severity: i % 2 ? 'LOW' : 'HIGH' }))
    )
    await assertReads(assert, admin, 'audit-logs', { eventType }, ids)
    const filtered = await admin.provider.getList('audit-logs', {
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 100 },
      filter: { eventType, category: 'SYSTEM_CONFIG', severity: 'HIGH', actorType: 'SYSTEM', q: 'contract' },
    })
    assert.equal(filtered.total, ROWS / 2)
    await assertReadOnly(assert, admin, 'audit-logs', ids[0])
  })
})
