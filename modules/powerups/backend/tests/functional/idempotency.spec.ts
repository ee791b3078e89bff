import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#core/users/user'
import { makeCreator } from '#tests/helpers/accounts'
import { IDEMPOTENCY_MESSAGES } from '#core/http/idempotency'
import { auditOf, grant } from '#modules/players/backend/tests/helpers'
import { addPlayer } from '../helpers.js'

/*
| Idempotency-Key on use and grant (docs/api/core.md "Idempotency-Key"), against the real HTTP
| stack and database. No global transaction: parallel duplicates must meet in the database's
| unique index. Each test removes its creators (players, ledger, tokens cascade), their audit
| entries and their keys.
*/
const created: number[] = []
async function creator() {
  const account = await makeCreator()
  created.push(account.user.id)
  return account
}

function useWithKey(client: ApiClient, token: string, key: string, body: Record<string, unknown>) {
  return client.post('/api/players/powerups/use').bearerToken(token).header('Idempotency-Key', key).json(body)
}

const usesOf = (creatorId: number) => db.from('powerup_uses').where('creator_id', creatorId)

test.group('Powerups: Idempotency-Key', (group) => {
  group.each.teardown(async () => {
    await db.from('audit_logs').whereIn('creator_id', created).delete()
    await db
      .from('idempotency_keys')
      .where((query) => created.forEach((id) => query.orWhere('scope', 'like', `%/creator:${id}`)))
      .delete()
    await User.query().whereIn('id', created).delete()
    created.length = 0
  })

  test('a use sent twice with one key is used once; the repeat answers the first answer', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Racer') // 2 gloves
    const body = { playerId: 'Racer', powerupType: 'glove', source: 'kiosk' }

    const first = await useWithKey(client, token, 'use-1', body)
    first.assertStatus(200)
    const repeat = await useWithKey(client, token, 'use-1', body)
    repeat.assertStatus(200)
    assert.deepEqual(repeat.body(), first.body())
    assert.equal(repeat.header('idempotent-replayed'), 'true')
    assert.isUndefined(first.header('idempotent-replayed'))

    assert.lengthOf(await usesOf(user.id), 1)
    assert.lengthOf(await auditOf('POWERUP_USED', user.id), 1)
    // A new key is a new use.
    ;(await useWithKey(client, token, 'use-2', body)).assertStatus(200)
    assert.lengthOf(await usesOf(user.id), 2)
  })

  test('parallel duplicates: the database lets one through, the others replay it or wait, never a 5xx', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Racer') // 2 gloves
    const body = { playerId: 'Racer', powerupType: 'glove' }

    const responses = await Promise.all(Array.from({ length: 12 }, () => useWithKey(client, token, 'burst', body)))
    const statuses = responses.map((response) => response.status())
    assert.deepEqual(
      statuses.filter((status) => status !== 200 && status !== 409),
      []
    )
    const answered = responses.filter((response) => response.status() === 200)
    assert.isAtLeast(answered.length, 1)
    assert.deepEqual(new Set(answered.map((response) => response.body().entryId)).size, 1)
    for (const waiting of responses.filter((response) => response.status() === 409)) {
      assert.deepEqual(waiting.body(), {
        success: false,
        error: IDEMPOTENCY_MESSAGES.inProgress,
        code: 'core.idempotency_in_progress',
        inProgress: true,
      })
    }
    assert.lengthOf(await usesOf(user.id), 1)
    assert.lengthOf(await auditOf('POWERUP_USED', user.id), 1)
    // Sent again once the first is done: its answer.
    const later = await useWithKey(client, token, 'burst', body)
    later.assertStatus(200)
    assert.equal(later.body().entryId, answered[0].body().entryId)
    assert.lengthOf(await usesOf(user.id), 1)
  })

  test('the same key with another request is a 422 and changes nothing', async ({ client, assert }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Racer') // 2 gloves, 1 mist (starter units)
    ;(await useWithKey(client, token, 'k', { playerId: 'Racer', powerupType: 'glove' })).assertStatus(200)

    const other = await useWithKey(client, token, 'k', { playerId: 'Racer', powerupType: 'mist' })
    other.assertStatus(422)
    assert.deepEqual(other.body(), {
      success: false,
      error: IDEMPOTENCY_MESSAGES.otherRequest,
      code: 'core.idempotency_other_request',
    })
    assert.lengthOf(await usesOf(user.id), 1)
  })

  test('a key is scoped to who sends it: another creator with the same key is a request of its own', async ({
    client,
    assert,
  }) => {
    const mine = await creator()
    const other = await creator()
    await addPlayer(client, mine.token, 'Racer')
    await addPlayer(client, other.token, 'Racer')
    const body = { playerId: 'Racer', powerupType: 'glove' }

    const first = await useWithKey(client, mine.token, 'shared-key', body)
    first.assertStatus(200)
    const elsewhere = await useWithKey(client, other.token, 'shared-key', body)
    elsewhere.assertStatus(200)
    assert.isUndefined(elsewhere.header('idempotent-replayed'))
    assert.notEqual(elsewhere.body().entryId, first.body().entryId)
    assert.lengthOf(await usesOf(mine.user.id), 1)
    assert.lengthOf(await usesOf(other.user.id), 1)
  })

  test('a refused request keeps no key: the retry after a grant is a fresh try', async ({ client, assert }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Racer') // no time makers
    const body = { playerId: 'Racer', powerupType: 'time-maker' }

    const refused = await useWithKey(client, token, 'retry', body)
    refused.assertStatus(400)
    await grant(client, token, { playerName: 'Racer', powerupType: 'time-maker' }).then((r) => r.assertStatus(200))
    ;(await useWithKey(client, token, 'retry', body)).assertStatus(200)
    assert.lengthOf(await usesOf(user.id), 1)
  })

  test('a bad key is a 400 and changes nothing', async ({ client, assert }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Racer')
    for (const key of ['x'.repeat(256), 'with space', 'naïve']) {
      const response = await useWithKey(client, token, key, { playerId: 'Racer', powerupType: 'glove' })
      response.assertStatus(400)
      assert.equal(response.body().error, IDEMPOTENCY_MESSAGES.badKey)
    }
    assert.lengthOf(await usesOf(user.id), 0)
  })

  test('grants honour the key too', async ({ client, assert }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Racer')
    const send = () =>
      client
        .post('/api/players/powerups/grant')
        .bearerToken(token)
        .header('Idempotency-Key', 'grant-1')
        .json({ playerName: 'Racer', powerupType: 'time-maker', count: 2 })
    const first = await send()
    first.assertStatus(200)
    const repeat = await send()
    assert.equal(repeat.body().entryId, first.body().entryId)
    const timeMakers = await db.from('powerup_holdings').where('creator_id', user.id).where('type', 'time-maker')
    assert.deepEqual(
      timeMakers.map((holding) => holding.count),
      [2]
    )
  })

  test('after 24 hours a key is forgotten: the same key is a new request', async ({ client, assert }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Racer')
    const body = { playerId: 'Racer', powerupType: 'glove' }
    ;(await useWithKey(client, token, 'old', body)).assertStatus(200)
    const dayAgo = new Date(Date.now() - 25 * 3600_000)
    const stored =
      db.connection().dialect.name === 'postgres'
        ? dayAgo.toISOString()
        : dayAgo.toISOString().replace('T', ' ').slice(0, 19)
    await db
      .from('idempotency_keys')
      .where('key', 'old')
      .where('scope', 'like', `%/creator:${user.id}`)
      .update({ created_at: stored })

    const again = await useWithKey(client, token, 'old', body)
    again.assertStatus(200)
    assert.isUndefined(again.header('idempotent-replayed'))
    assert.lengthOf(await usesOf(user.id), 2)
  })
})
