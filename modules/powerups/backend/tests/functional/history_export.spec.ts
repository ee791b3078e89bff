import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { apiModerator, grant, impersonate, use } from '#modules/players/backend/tests/helpers'
import { HISTORY_COLUMNS, type HistoryExportRow } from '../../../shared/history_export.js'
import { HISTORY_EXPORT_CHUNK } from '../../services/history_export.js'
import { addPlayer, withGrantPolicy } from '../helpers.js'

const exportHistory = (client: ApiClient, token: string, query: Record<string, string | number> = {}) =>
  client.get('/api/powerups/history/export').qs(query).bearerToken(token)

/** The JSON export's rows (the response is streamed text). */
async function historyRows(client: ApiClient, token: string, query: Record<string, string | number> = {}) {
  const response = await exportHistory(client, token, { ...query, format: 'json' })
  response.assertStatus(200)
  const document = JSON.parse(response.text())
  return document.rows as HistoryExportRow[]
}

const auditCount = async () => Number((await db.from('audit_logs').count('* as total').first()).total)

/** Moves a grant or a use to a chosen time. */
async function setTime(table: 'powerup_holdings' | 'powerup_uses', id: number, at: DateTime) {
  const column = table === 'powerup_holdings' ? 'created_at' : 'used_at'
  await db
    .from(table)
    .where('id', id)
    .update({ [column]: dbTimestamp(at) })
}
const rowId = (entryId: string) => Number(entryId.split('-')[1])

test.group('Powerups: history export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('every grant and use of the creator, oldest first, undone ones marked; nothing of another creator', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const other = await makeCreator()
    const nova = await addPlayer(client, token, 'Nova') // starter pack: 2 gloves, 1 mist
    await addPlayer(client, other.token, 'Stranger')
    await grant(client, other.token, { playerName: 'Stranger', powerupType: 'mist', count: 4 })
    const granted = await grant(client, token, { playerName: 'Nova', powerupType: 'time-maker', count: 3 })
    const used = await use(client, token, 'Nova', 'glove')
    const undoneUse = await use(client, token, 'Nova', 'glove')
    ;(
      await client.post(`/api/powerups/ledger/${undoneUse.body().entryId}/undo`).bearerToken(token).json({})
    ).assertStatus(200)
    ;(
      await client.post(`/api/powerups/ledger/${granted.body().entryId}/undo`).bearerToken(token).json({})
    ).assertStatus(200)
    const mist = nova.powerups.find((holding) => holding.type === 'mist')!
    ;(await client.post(`/api/powerups/holdings/${mist.id}/remove`).bearerToken(token).json({})).assertStatus(200)
    // Distinct times make the order plain: starter pack, grant, use, undone use.
    const start = DateTime.now().minus({ hours: 1 }).startOf('second')
    for (const [index, holding] of nova.powerups.entries())
      await setTime('powerup_holdings', holding.id, start.plus({ seconds: index }))
    await setTime('powerup_holdings', granted.body().holding.id, start.plus({ minutes: 1 }))
    await setTime('powerup_uses', rowId(used.body().entryId), start.plus({ minutes: 2 }))
    await setTime('powerup_uses', rowId(undoneUse.body().entryId), start.plus({ minutes: 3 }))
    const auditsBefore = await auditCount()

    const rows = await historyRows(client, token)
    const glove = nova.powerups.find((holding) => holding.type === 'glove')!
    assert.deepEqual(
      rows.map((row) => row.id),
      [
        ...nova.powerups.map((holding) => `grant-${holding.id}`),
        granted.body().entryId,
        used.body().entryId,
        undoneUse.body().entryId,
      ]
    )
    assert.isTrue(rows.every((row) => row.player === 'Nova'))
    const byId = new Map(rows.map((row) => [row.id, row]))
    assert.deepInclude(byId.get(granted.body().entryId)!, {
      kind: 'grant',
      type: 'time-maker',
      count: 3,
      unitsLeft: 0,
      revokedAs: 'undone',
      source: 'api',
    })
    assert.isString(byId.get(granted.body().entryId)!.revokedAt)
    assert.deepInclude(byId.get(`grant-${mist.id}`)!, { count: 1, unitsLeft: 0, revokedAs: 'removed' })
    assert.deepInclude(byId.get(`grant-${glove.id}`)!, { count: 2, unitsLeft: 1, revokedAt: null, revokedAs: null })
    assert.deepInclude(byId.get(used.body().entryId)!, {
      kind: 'use',
      type: 'glove',
      count: 1,
      unitsLeft: null,
      expiresAt: byId.get(`grant-${glove.id}`)!.expiresAt,
      revokedAt: null,
      revokedAs: null,
    })
    assert.equal(byId.get(undoneUse.body().entryId)!.revokedAs, 'undone')
    assert.deepEqual(Object.keys(rows[0]), [...HISTORY_COLUMNS])
    assert.equal(await auditCount(), auditsBefore, 'a read writes no audit entry')

    const theirs = await historyRows(client, other.token)
    assert.isTrue(theirs.length > 0)
    assert.isTrue(theirs.every((row) => row.player === 'Stranger'))
    assert.notIncludeMembers(
      theirs.map((row) => row.id),
      rows.map((row) => row.id)
    )
  })

  test('CSV by default: a download with a header, one line per entry, spreadsheet-safe, counted', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, '=HYPERLINK("x")')
    await use(client, token, '=HYPERLINK("x")', 'glove')
    const response = await exportHistory(client, token)
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/csv/)
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="powerdeck-history-\d{4}-\d\d-\d\d\.csv"$/
    )
    assert.equal(response.header('x-total-count'), '3')
    const lines = response.text().trimEnd().split('\n')
    assert.equal(lines[0], HISTORY_COLUMNS.join(','))
    assert.lengthOf(lines, 4)
    assert.match(lines[1], /^grant-\d+,grant,"'=HYPERLINK\(""x""\)",glove,2,[^,]+,[^,]+,starter,1,[^,]+,,$/)
    assert.match(lines[3], /^use-\d+,use,"'=HYPERLINK\(""x""\)",glove,1,/)
  })

  test('more than a chunk of grants and uses, every one in order (the 50-entry history cap does not apply)', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Bulk')
    await db.from('powerup_holdings').where('player_id', player.id).delete()
    const count = HISTORY_EXPORT_CHUNK + 20
    const base = DateTime.now().minus({ days: 2 }).startOf('second')
    // Several grants share each second: the keyset's tie-break on the id is exercised too.
    const holdings = Array.from({ length: count }, (_, index) => ({
      creator_id: user.id,
      player_id: player.id,
      type: 'glove',
      count: 1,
      original_count: 1,
      is_active: true,
      expires_at: null,
      granted_by_name: 'Loader',
      source: 'api',
      created_at: dbTimestamp(base.plus({ seconds: Math.floor(index / 3) })),
    }))
    for (let at = 0; at < holdings.length; at += 200)
      await db.table('powerup_holdings').multiInsert(holdings.slice(at, at + 200))
    const ids = (await db.from('powerup_holdings').where('player_id', player.id).orderBy('id').select('id')).map(
      (row) => Number(row.id)
    )
    const uses = ids.map((holdingId, index) => ({
      holding_id: holdingId,
      player_id: player.id,
      creator_id: user.id,
      type: 'glove',
      used_by_name: 'Loader',
      source: 'api',
      used_at: dbTimestamp(base.plus({ seconds: Math.floor(index / 3), minutes: 1 })),
    }))
    for (let at = 0; at < uses.length; at += 200) await db.table('powerup_uses').multiInsert(uses.slice(at, at + 200))

    const response = await exportHistory(client, token, { format: 'json' })
    response.assertStatus(200)
    assert.equal(response.header('x-total-count'), String(2 * count))
    const rows: HistoryExportRow[] = JSON.parse(response.text()).rows
    assert.lengthOf(rows, 2 * count)
    assert.lengthOf(new Set(rows.map((row) => row.id)), 2 * count)
    for (let index = 1; index < rows.length; index++) {
      assert.isTrue(rows[index - 1].at <= rows[index].at, `row ${index} is in time order`)
    }
    assert.equal(rows[0].id, `grant-${ids[0]}`)
    assert.equal(rows.filter((row) => row.kind === 'use').length, count)
  })

  test('from/to select by time (a date-only to covers its day); bad dates are 422; one player by id', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const other = await makeCreator()
    const ann = await addPlayer(client, token, 'Ann')
    const bob = await addPlayer(client, token, 'Bob')
    const stranger = await addPlayer(client, other.token, 'Stranger')
    const [annGlove, annMist] = ann.powerups
    await setTime('powerup_holdings', annGlove.id, DateTime.fromISO('2026-03-01T10:00:00Z'))
    await setTime('powerup_holdings', annMist.id, DateTime.fromISO('2026-03-02T23:30:00Z'))
    for (const holding of bob.powerups)
      await setTime('powerup_holdings', holding.id, DateTime.fromISO('2026-03-05T00:00:00Z'))

    const ids = async (query: Record<string, string | number>) =>
      (await historyRows(client, token, query)).map((row) => row.id)
    assert.deepEqual(await ids({ from: '2026-03-01', to: '2026-03-02' }), [
      `grant-${annGlove.id}`,
      `grant-${annMist.id}`,
    ])
    assert.deepEqual(await ids({ from: '2026-03-01T10:00:01Z', to: '2026-03-04' }), [`grant-${annMist.id}`])
    assert.deepEqual(await ids({ to: '2026-03-01T10:00:00Z' }), [`grant-${annGlove.id}`])
    assert.deepEqual(
      await ids({ from: '2026-03-02T23:00:00-01:00' }),
      bob.powerups.map((h) => `grant-${h.id}`)
    )
    assert.deepEqual(await ids({ playerId: ann.id }), [`grant-${annGlove.id}`, `grant-${annMist.id}`])

    for (const [query, message] of [
      [{ from: 'yesterday' }, 'from must be an ISO 8601 date or time, like 2026-03-01 or 2026-03-01T18:00:00Z'],
      [{ to: '2026-02-30' }, 'to must be an ISO 8601 date or time, like 2026-03-01 or 2026-03-01T18:00:00Z'],
      [
        { from: '2026-01-01T00:00:00+99:00' },
        'from must be an ISO 8601 date or time, like 2026-03-01 or 2026-03-01T18:00:00Z',
      ],
      [{ from: '2026-03-03', to: '2026-03-02' }, 'from must not be after to'],
    ] as const) {
      const refused = await exportHistory(client, token, query)
      refused.assertStatus(422)
      assert.containsSubset(refused.body(), { success: false, error: message })
      assert.match(refused.body().code, /^powerups\.export_(bad_date|from_after_to)$/)
    }
    ;(await exportHistory(client, token, { format: 'xml' })).assertStatus(400)
    ;(await exportHistory(client, token, { playerId: 'abc' })).assertStatus(400)
    const foreign = await exportHistory(client, token, { playerId: stranger.id })
    foreign.assertStatus(404)
    assert.isFalse(foreign.body().success)
  })

  test('bounds at the ends of the accepted years select every row in between', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const ann = await addPlayer(client, token, 'Ann')
    const all = ann.powerups.map((holding) => `grant-${holding.id}`)
    const ids = async (query: Record<string, string>) => (await historyRows(client, token, query)).map((row) => row.id)
    // A date-only `to` of the last year ends in year 10000, `from` with an offset can start in year 999.
    assert.deepEqual(await ids({ to: '9999-12-31' }), all)
    assert.deepEqual(await ids({ to: '9999-12-31T23:00:00-05:00' }), all)
    assert.deepEqual(await ids({ from: '1000-01-01T00:00:00+05:00' }), all)
    assert.deepEqual(await ids({ from: '1000-01-01', to: '9999-12-31' }), all)
  })

  test('the team reads it: moderators of the creator, an impersonating admin; others only their own or nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const other = await makeCreator()
    const ann = await addPlayer(client, token, 'Ann')
    await addPlayer(client, other.token, 'Stranger')
    const mine = (await historyRows(client, token)).map((row) => row.id)

    const moderator = await apiModerator(client, token, ['use_powerups'])
    assert.deepEqual(
      (await historyRows(client, moderator.token)).map((row) => row.id),
      mine
    )
    const otherModerator = await apiModerator(client, other.token, ['use_powerups'])
    const theirs = await historyRows(client, otherModerator.token)
    assert.isTrue(theirs.every((row) => row.player === 'Stranger'))
    ;(await exportHistory(client, otherModerator.token, { playerId: ann.id })).assertStatus(404)

    const { token: adminToken } = await makeAdmin()
    ;(await exportHistory(client, adminToken)).assertStatus(403)
    const asCreator = await impersonate(client, adminToken, user.id)
    assert.deepEqual(
      (await historyRows(client, asCreator)).map((row) => row.id),
      mine
    )
    ;(await client.get('/api/powerups/history/export')).assertStatus(401)
  })
})
