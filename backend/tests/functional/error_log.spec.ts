import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { setSystemSettings } from '#tests/helpers/settings'
import HttpExceptionHandler from '#core/http/exception_handler'
import { ApiError } from '#core/http/api_error'
import { Acting } from '#core/acting/acting'
import { storedTimestamp } from '#core/database/days'
import { recordError } from '#core/monitoring/error_log'
import { retentionRules, sweepRule } from '#core/database/retention'
import { overrideSettings } from '#core/settings/system_settings_service'

/** The retention sweep of recorded errors alone. */
const sweepErrors = (now: Date) =>
  sweepRule(
    retentionRules().find((rule) => rule.table === 'error_events')!,
    now
  )

const DAY_MS = 24 * 60 * 60 * 1000

/** A request context as the server builds one, for calling the exception handler directly. */
function requestContext(method: string, url: string) {
  const req = Object.assign(new IncomingMessage(new Socket()), { method, url })
  return testUtils.createHttpContext({ req })
}

async function errorRows() {
  const rows = await db.from('error_events').orderBy('id')
  return rows.map((row) => ({
    creatorId: row.creator_id === null ? null : Number(row.creator_id),
    category: row.category as string,
    source: row.source as string,
    message: row.message as string,
  }))
}

/** An error event written straight to the table, `ageMs` before `now`. */
async function insertError(now: Date, ageMs: number) {
  const [row] = await db
    .table('error_events')
    .insert({
      category: 'system',
      source: 'test',
      message: 'old',
      created_at: storedTimestamp(new Date(now.getTime() - ageMs)),
    })
    .returning('id')
  return Number(typeof row === 'object' ? row.id : row)
}

test.group('Error log: what is recorded', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a 500 answer is a system error with the acting creator; 4xx answers are not', async ({ assert }) => {
    const { user } = await makeCreator()
    const handler = new HttpExceptionHandler()
    const ctx = await requestContext('POST', '/api/players')
    ctx.acting = Acting.forUser(user) as never
    await handler.handle(new TypeError('boom'), ctx)
    assert.equal(ctx.response.getStatus(), 500)
    await handler.handle(new ApiError(400, 'bad input', 'core.bad_request'), ctx)
    await handler.handle(new ApiError(404, 'Not found', 'core.not_found'), ctx)

    const anonymous = await requestContext('GET', '/api/nothing')
    await handler.handle(new Error('no actor'), anonymous)

    const rows = await errorRows()
    assert.deepEqual(
      rows.map(({ creatorId, category, message }) => ({ creatorId, category, message })),
      [
        { creatorId: user.id, category: 'system', message: 'TypeError: boom' },
        { creatorId: null, category: 'system', message: 'Error: no actor' },
      ]
    )
    assert.equal(rows[0].source, 'POST /api/players')
  })

  test('kiosk: a refused powerup use or grant is a live_kiosk error of the creator', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    await client
      .post('/api/players')
      .bearerToken(token)
      .json({ name: 'Pia' })
      .then((r) => r.assertStatus(201))
    const use = (json: Record<string, unknown>) =>
      client.post('/api/players/powerups/use').bearerToken(token).json(json)
    const grant = (json: Record<string, unknown>) =>
      client.post('/api/players/powerups/grant').bearerToken(token).json(json)

    // The starter pack has gloves, no shield: nothing left to use.
    ;(await use({ playerId: 'Pia', powerupType: 'shield' })).assertStatus(400)
    ;(await use({ playerId: 'Nobody', powerupType: 'glove' })).assertStatus(404)
    ;(await grant({ playerName: 'Pia', powerupType: 'rocket' })).assertStatus(400)
    // Successful actions record nothing.
    ;(await use({ playerId: 'Pia', powerupType: 'glove' })).assertStatus(200)
    ;(await grant({ playerName: 'Pia', powerupType: 'glove', count: 1 })).assertStatus(200)

    const rows = await errorRows()
    assert.deepEqual(
      rows.map(({ creatorId, category, source }) => ({ creatorId, category, source })),
      [
        { creatorId: user.id, category: 'live_kiosk', source: 'powerups.use' },
        { creatorId: user.id, category: 'live_kiosk', source: 'powerups.use' },
        { creatorId: user.id, category: 'live_kiosk', source: 'powerups.grant' },
      ]
    )
    assert.include(rows[0].message, 'shield')
  })

  test('an admin without a creator is refused (403) and records no kiosk error', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const response = await client
      .post('/api/players/powerups/use')
      .bearerToken(token)
      .json({ playerId: 'Pia', powerupType: 'glove' })
    assert.equal(response.status(), 403)
    assert.deepEqual(await errorRows(), [])
  })
})

test.group('Error log: retention', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the sweep deletes errors older than errorRetentionDays, boundary kept, and is idempotent', async ({
    assert,
  }) => {
    const restore = overrideSettings({ errorRetentionDays: 30 })
    try {
      const now = new Date(Math.floor(Date.now() / 1000) * 1000)
      const older = await insertError(now, 30 * DAY_MS + 1000)
      const atCutoff = await insertError(now, 30 * DAY_MS)
      const recent = await insertError(now, DAY_MS)
      await recordError('tiktok', 'just now', { source: 'test' })

      assert.equal(await sweepErrors(now), 1)
      const left = (await db.from('error_events').select('id').orderBy('id')).map((row) => Number(row.id))
      assert.includeMembers(left, [atCutoff, recent])
      assert.notInclude(left, older)
      assert.lengthOf(left, 3)
      assert.equal(await sweepErrors(now), 0)
    } finally {
      restore()
    }
  })

  test('errorRetentionDays is a system setting from 1 to 3650 days, default 90', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const read = await client.get('/api/admin/settings').bearerToken(token)
    assert.equal(read.body().settings.errorRetentionDays, 90)
    for (const value of [0, 3651, 1.5]) {
      const bad = await client.put('/api/admin/settings').bearerToken(token).json({ errorRetentionDays: value })
      bad.assertStatus(400)
      assert.equal(bad.body().error, 'Error Log Retention must be a whole number from 1 to 3650 days')
    }
    const saved = await setSystemSettings(client, token, { errorRetentionDays: 7 })
    assert.equal(saved.errorRetentionDays, 7)

    const now = new Date(Math.floor(Date.now() / 1000) * 1000)
    await insertError(now, 8 * DAY_MS)
    const kept = await insertError(now, 6 * DAY_MS)
    assert.equal(await sweepErrors(now), 1)
    assert.deepEqual(
      (await db.from('error_events').select('id')).map((row) => Number(row.id)),
      [kept]
    )
  })
})
