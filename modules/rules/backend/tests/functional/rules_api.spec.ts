import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#core/users/user'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'

const rose = { giftName: 'Rose', powerupType: 'glove', count: 2, cooldownSeconds: 60, perStreamCap: 5, stock: 100 }

const createRule = (client: ApiClient, token: string, body: Record<string, unknown> = rose) =>
  client.post('/api/rules').bearerToken(token).json(body)

/** The creator's rules and exclusions as stored, to prove a refused call changed nothing. */
async function state(creatorId: number) {
  return {
    rules: await db.from('gift_rules').where('creator_id', creatorId).orderBy('id'),
    exclusions: await db.from('gift_rule_exclusions').where('creator_id', creatorId).orderBy('id'),
    audit: await db.from('audit_logs').where('creator_id', creatorId).count('* as total').first(),
  }
}

async function impersonate(client: ApiClient, creator: User) {
  const { token } = await makeAdmin()
  const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(token).json({})
  started.assertStatus(200)
  return started.body().data.impersonationToken as string
}

test.group('Gift rules API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an edit that changes nothing writes and records nothing', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const rule = (await createRule(client, token)).body().rule
    const before = await state(user.id)
    for (const body of [{}, { giftName: 'Rose', count: 2 }, { ...rose, powerupType: 'GLOVE' }]) {
      const edit = await client.put(`/api/rules/${rule.id}`).bearerToken(token).json(body)
      edit.assertStatus(200)
      assert.deepEqual(edit.body().rule, rule, JSON.stringify(body))
    }
    assert.deepEqual(await state(user.id), before)
  })

  test('a creator creates, lists, edits and deletes a rule; each change audited', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const created = await createRule(client, token, { ...rose, giftName: '  Rose ', powerupType: 'GLOVE' })
    created.assertStatus(201)
    const rule = created.body().rule
    assert.containsSubset(rule, {
      giftName: 'Rose',
      minDiamonds: null,
      powerupType: 'glove',
      count: 2,
      expiresInDays: null,
      cooldownSeconds: 60,
      perStreamCap: 5,
      stock: 100,
      stockLeft: 100,
      grants: 0,
      grantedUnits: 0,
      enabled: true,
    })

    const listed = await client.get('/api/rules').bearerToken(token)
    listed.assertStatus(200)
    assert.deepEqual(listed.body().rules, [rule])

    // Switched to a diamond threshold: the gift name is cleared in the same call.
    const edited = await client
      .put(`/api/rules/${rule.id}`)
      .bearerToken(token)
      .json({ giftName: null, minDiamonds: 500, expiresInDays: 3, stock: null, enabled: false })
    edited.assertStatus(200)
    assert.containsSubset(edited.body().rule, {
      giftName: null,
      minDiamonds: 500,
      expiresInDays: 3,
      stock: null,
      stockLeft: null,
      enabled: false,
    })

    const deleted = await client.delete(`/api/rules/${rule.id}`).bearerToken(token)
    deleted.assertStatus(200)
    ;(await client.get(`/api/rules/${rule.id}`).bearerToken(token)).assertStatus(404)

    const audit = await db.from('audit_logs').where('creator_id', user.id).orderBy('id')
    assert.deepEqual(
      audit.map((entry) => [entry.event_type, entry.actor_type]),
      [
        ['GIFT_RULE_CREATED', 'CREATOR'],
        ['GIFT_RULE_UPDATED', 'CREATOR'],
        ['GIFT_RULE_DELETED', 'CREATOR'],
      ]
    )
    const details = JSON.parse(
      typeof audit[1].details === 'string' ? audit[1].details : JSON.stringify(audit[1].details)
    )
    assert.sameMembers(details.changed, ['giftName', 'minDiamonds', 'expiresInDays', 'stock', 'enabled'])
  })

  test('bad input is a 400 with a human message and changes nothing', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const existing = (await createRule(client, token)).body()
    const before = await state(user.id)
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ powerupType: 'glove' }, 'A rule is triggered by a gift name or by a minimum of diamonds: give exactly one'],
      [{ giftName: 'Rose', minDiamonds: 10, powerupType: 'glove' }, /exactly one/],
      [{ giftName: 'Rose', powerupType: 'rocket' }, 'Invalid powerup type: rocket'],
      [{ giftName: 'Rose' }, 'Powerup Type Required'],
      [{ giftName: 'Rose', powerupType: 'glove', count: 11 }, 'The count must be a whole number from 1 to 10'],
      [{ giftName: 'Rose', powerupType: 'glove', count: 1.5 }, /The count must be a whole number/],
      [
        { giftName: 'Rose', powerupType: 'glove', expiresInDays: 0 },
        'The expiry in days must be a whole number from 1 to 365',
      ],
      [
        { giftName: 'Rose', powerupType: 'glove', cooldownSeconds: -1 },
        /^The cooldown in seconds must be a whole number from 0 to/,
      ],
      [
        { giftName: 'Rose', powerupType: 'glove', perStreamCap: 0 },
        /^The per-stream cap must be a whole number from 1 to/,
      ],
      [{ giftName: 'Rose', powerupType: 'glove', stock: 'many' }, /The stock must be a whole number/],
      [{ minDiamonds: 0, powerupType: 'glove' }, /^The minimum diamonds must be a whole number from 1 to/],
      [{ giftName: 'x'.repeat(121), powerupType: 'glove' }, /at most 120/],
      [{ giftName: 'Rose', powerupType: 'glove', enabled: 'yes' }, 'enabled must be true or false'],
    ]
    for (const [body, message] of cases) {
      const response = await createRule(client, token, body)
      response.assertStatus(400)
      assert.isFalse(response.body().success)
      const error = String(response.body().error)
      if (typeof message === 'string') assert.equal(error, message, JSON.stringify(body))
      else assert.match(error, message, JSON.stringify(body))
    }
    const edit = (body: Record<string, unknown>) =>
      client.put(`/api/rules/${existing.rule.id}`).bearerToken(token).json(body)
    ;(await edit({ minDiamonds: 100 })).assertStatus(400) // a name and a threshold
    ;(await edit({ giftName: null })).assertStatus(400) // neither
    ;(await edit({ powerupType: null })).assertStatus(400)
    ;(await client.put('/api/rules/abc').bearerToken(token).json({ count: 2 })).assertStatus(404)
    const exclusion = (body: Record<string, unknown>) =>
      client.post('/api/rules/exclusions').bearerToken(token).json(body)
    ;(await exclusion({})).assertStatus(400)
    ;(await exclusion({ handle: 'a', userId: '1' })).assertStatus(400)
    ;(await exclusion({ handle: 'bad handle!' })).assertStatus(400)
    ;(await exclusion({ userId: '12ab' })).assertStatus(400)
    assert.deepEqual(await state(user.id), before)
  })

  test('the stock cannot go below what was granted', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const body = (await createRule(client, token)).body()
    await db.from('gift_rules').where('id', body.rule.id).update({ granted_units: 40, grants: 20 })
    const refused = await client.put(`/api/rules/${body.rule.id}`).bearerToken(token).json({ stock: 39 })
    refused.assertStatus(400)
    assert.equal(refused.body().error, 'The stock cannot be below the 40 units already granted')
    const kept = await client.put(`/api/rules/${body.rule.id}`).bearerToken(token).json({ stock: 40 })
    kept.assertStatus(200)
    assert.equal(kept.body().rule.stockLeft, 0)
  })

  test("another creator's rule or exclusion is a 404 and stays", async ({ client, assert }) => {
    const owner = await makeCreator()
    const body = (await createRule(client, owner.token)).body()
    const excluded = await client.post('/api/rules/exclusions').bearerToken(owner.token).json({ handle: '@troll' })
    excluded.assertStatus(201)
    const before = await state(owner.user.id)

    const other = await makeCreator()
    ;(await client.get(`/api/rules/${body.rule.id}`).bearerToken(other.token)).assertStatus(404)
    const edit = await client.put(`/api/rules/${body.rule.id}`).bearerToken(other.token).json({ count: 3 })
    edit.assertStatus(404)
    assert.equal(edit.body().error, 'Gift rule not found')
    ;(await client.delete(`/api/rules/${body.rule.id}`).bearerToken(other.token)).assertStatus(404)
    const unexclude = await client
      .delete(`/api/rules/exclusions/${excluded.body().exclusion.id}`)
      .bearerToken(other.token)
    unexclude.assertStatus(404)
    assert.equal(unexclude.body().error, 'Exclusion not found')
    assert.deepEqual((await client.get('/api/rules').bearerToken(other.token)).body().rules, [])
    assert.deepEqual((await client.get('/api/rules/exclusions').bearerToken(other.token)).body().exclusions, [])
    assert.deepEqual(await state(owner.user.id), before)
  })

  test('moderators read rules and exclusions but change nothing; an impersonating admin acts as the creator', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const body = (await createRule(client, token)).body()
    const { token: moderator } = await makeModerator(creator)
    const listed = await client.get('/api/rules').bearerToken(moderator)
    listed.assertStatus(200)
    assert.lengthOf(listed.body().rules, 1)
    ;(await client.get('/api/rules/exclusions').bearerToken(moderator)).assertStatus(200)

    const before = await state(creator.id)
    for (const response of [
      await createRule(client, moderator),
      await client.put(`/api/rules/${body.rule.id}`).bearerToken(moderator).json({ count: 3 }),
      await client.delete(`/api/rules/${body.rule.id}`).bearerToken(moderator),
      await client.post('/api/rules/exclusions').bearerToken(moderator).json({ handle: 'x' }),
    ]) {
      response.assertStatus(403)
      assert.isFalse(response.body().success)
    }
    assert.deepEqual(await state(creator.id), before)

    // An admin without impersonation has no creator; impersonating, they act for the creator.
    const { token: admin } = await makeAdmin()
    ;(await client.get('/api/rules').bearerToken(admin)).assertStatus(403)
    const impersonation = await impersonate(client, creator)
    ;(await client.put(`/api/rules/${body.rule.id}`).bearerToken(impersonation).json({ count: 3 })).assertStatus(200)
    const audit = await db
      .from('audit_logs')
      .where('creator_id', creator.id)
      .where('event_type', 'GIFT_RULE_UPDATED')
      .first()
    assert.exists(audit)
    assert.include(String(audit.metadata), 'impersonat')
  })

  test('exclusions: by handle (any case, with or without @) or user id; twice is a 409; removable', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const add = (body: Record<string, unknown>) => client.post('/api/rules/exclusions').bearerToken(token).json(body)
    const byHandle = await add({ handle: '@Troll.One' })
    byHandle.assertStatus(201)
    assert.containsSubset(byHandle.body().exclusion, { kind: 'handle', value: 'Troll.One' })
    const again = await add({ handle: 'troll.one' })
    again.assertStatus(409)
    assert.equal(again.body().error, 'This viewer is already excluded')
    ;(await add({ userId: '7001' })).assertStatus(201)
    const listed = await client.get('/api/rules/exclusions').bearerToken(token)
    assert.deepEqual(
      listed.body().exclusions.map((e: { kind: string; value: string }) => `${e.kind}:${e.value}`),
      ['handle:Troll.One', 'userId:7001']
    )
    ;(await client.delete(`/api/rules/exclusions/${byHandle.body().exclusion.id}`).bearerToken(token)).assertStatus(200)
    const audit = await db.from('audit_logs').where('creator_id', user.id).orderBy('id').select('event_type')
    assert.deepEqual(
      audit.map((entry) => entry.event_type),
      ['RULE_EXCLUSION_ADDED', 'RULE_EXCLUSION_ADDED', 'RULE_EXCLUSION_REMOVED']
    )
  })
})
