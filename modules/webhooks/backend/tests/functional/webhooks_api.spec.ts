import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { WEBHOOK_LIMITS, WEBHOOK_TEXTS } from '../../../shared/webhooks.js'
import { withPrivateTargets } from '../helpers/receiver.js'

/** A public address (never connected to here: creating only checks where the URL points). */
const PUBLIC_URL = 'https://93.184.215.14/hooks/powerdeck'
const add = (client: any, token: string, body: Record<string, unknown>) =>
  client.post('/api/webhooks').bearerToken(token).json(body)

test.group('Webhooks API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a creator adds a webhook: the secret is answered once, stored encrypted, never listed; audited', async ({
    client,
    assert,
  }) => {
    const creator = await makeCreator()
    const created = await add(client, creator.token, { url: PUBLIC_URL, events: ['gift.credited', 'player.created'] })
    created.assertStatus(201)
    const { webhook, message } = created.body()
    assert.equal(message, WEBHOOK_TEXTS.created)
    assert.match(webhook.secret, /^whsec_[\w-]{40,}$/)
    assert.containsSubset(webhook, {
      url: PUBLIC_URL,
      events: ['gift.credited', 'player.created'],
      scope: 'creator',
      enabled: true,
      lastDelivery: null,
    })

    const listed = await client.get('/api/webhooks').bearerToken(creator.token)
    listed.assertStatus(200)
    assert.deepEqual(
      listed.body().webhooks.map((entry: any) => entry.id),
      [webhook.id]
    )
    assert.notProperty(listed.body().webhooks[0], 'secret')
    assert.notInclude(JSON.stringify(listed.body()), webhook.secret)

    const row = await db.from('webhook_endpoints').where('id', webhook.id).first()
    assert.equal(row.creator_id, creator.user.id)
    assert.notInclude(row.secret_encrypted, webhook.secret.slice(6))
    const audit = await db.from('audit_logs').where('event_type', 'WEBHOOK_CREATED').where('target_id', webhook.id)
    assert.lengthOf(audit, 1)
    assert.equal(audit[0].creator_id, creator.user.id)
    assert.notInclude(JSON.stringify(audit[0]), webhook.secret.slice(6))
  })

  test('private, loopback, link-local and metadata targets are refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const creator = await makeCreator()
    const refused = [
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[fd00::1]/hook',
      'http://100.64.0.1/hook',
      'http://192.168.1.20/hook',
      'http://224.0.0.1/hook',
      'http://localhost:3333/hook',
    ]
    await withPrivateTargets(false, async () => {
      for (const url of refused) {
        const answer = await add(client, creator.token, { url, events: ['player.created'] })
        answer.assertStatus(400)
        assert.equal(answer.body().error, WEBHOOK_TEXTS.privateTarget, url)
      }
    })
    const rows = await db.from('webhook_endpoints').where('creator_id', creator.user.id)
    assert.lengthOf(rows, 0)
  })

  test('bad input gets a clear 400 and changes nothing', async ({ client, assert }) => {
    const creator = await makeCreator()
    const cases: [Record<string, unknown>, string][] = [
      [{ events: ['player.created'] }, WEBHOOK_TEXTS.urlRequired],
      [{ url: 'ftp://93.184.215.14/x', events: ['player.created'] }, WEBHOOK_TEXTS.urlInvalid],
      [{ url: 'not a url', events: ['player.created'] }, WEBHOOK_TEXTS.urlInvalid],
      [{ url: 'https://user:pw@93.184.215.14/x', events: ['player.created'] }, WEBHOOK_TEXTS.urlCredentials],
      [{ url: `https://93.184.215.14/${'a'.repeat(2001)}`, events: ['player.created'] }, WEBHOOK_TEXTS.urlTooLong],
      [{ url: PUBLIC_URL }, WEBHOOK_TEXTS.eventsRequired],
      [{ url: PUBLIC_URL, events: [] }, WEBHOOK_TEXTS.eventsRequired],
      [{ url: PUBLIC_URL, events: ['match.won'] }, WEBHOOK_TEXTS.eventUnknown],
      [{ url: PUBLIC_URL, events: ['live.started', 'live.started'] }, WEBHOOK_TEXTS.eventTwice],
      [{ url: 42, events: ['live.started'] }, WEBHOOK_TEXTS.urlInvalid],
    ]
    for (const [body, error] of cases) {
      const answer = await add(client, creator.token, body)
      answer.assertStatus(400)
      assert.include(JSON.stringify(answer.body()), error, JSON.stringify(body).slice(0, 80))
    }
    for (const path of ['/api/webhooks/abc', '/api/webhooks/0', '/api/webhooks/99999999999']) {
      ;(await client.delete(path).bearerToken(creator.token)).assertStatus(404)
    }
    assert.lengthOf(await db.from('webhook_endpoints').where('creator_id', creator.user.id), 0)
  })

  test("a creator never sees, tests, reads or deletes another creator's webhook; moderators are refused", async ({
    client,
    assert,
  }) => {
    const owner = await makeCreator()
    const other = await makeCreator()
    const moderator = await makeModerator(owner.user)
    const { webhook } = (await add(client, owner.token, { url: PUBLIC_URL, events: ['live.started'] })).body()

    assert.deepEqual((await client.get('/api/webhooks').bearerToken(other.token)).body().webhooks, [])
    for (const call of [
      client.delete(`/api/webhooks/${webhook.id}`),
      client.post(`/api/webhooks/${webhook.id}/test`),
      client.post(`/api/webhooks/${webhook.id}/enable`),
      client.get(`/api/webhooks/${webhook.id}/deliveries`),
    ]) {
      const answer = await call.bearerToken(other.token)
      answer.assertStatus(404)
      assert.equal(answer.body().error, WEBHOOK_TEXTS.notFound)
    }
    ;(await client.get('/api/webhooks').bearerToken(moderator.token)).assertStatus(403)
    ;(await add(client, moderator.token, { url: PUBLIC_URL, events: ['live.started'] })).assertStatus(403)
    ;(await client.get('/api/webhooks')).assertStatus(401)

    assert.lengthOf(await db.from('webhook_endpoints').where('id', webhook.id), 1)
    assert.lengthOf(await db.from('webhook_deliveries').where('endpoint_id', webhook.id), 0)
    ;(await client.delete(`/api/webhooks/${webhook.id}`).bearerToken(owner.token)).assertStatus(200)
    assert.lengthOf(await db.from('webhook_endpoints').where('id', webhook.id), 0)
    const deleted = await db.from('audit_logs').where('event_type', 'WEBHOOK_DELETED').where('target_id', webhook.id)
    assert.lengthOf(deleted, 1)
  })

  test("an admin's own webhooks are platform-wide; impersonating, the admin manages the creator's", async ({
    client,
    assert,
  }) => {
    const admin = await makeAdmin()
    const creator = await makeCreator()
    const own = (await add(client, creator.token, { url: PUBLIC_URL, events: ['player.created'] })).body().webhook
    const platform = await add(client, admin.token, { url: PUBLIC_URL, events: ['player.merged'] })
    platform.assertStatus(201)
    assert.equal(platform.body().webhook.scope, 'platform')
    const adminList = (await client.get('/api/webhooks').bearerToken(admin.token)).body().webhooks
    assert.deepEqual(
      adminList.map((entry: any) => entry.id),
      [platform.body().webhook.id]
    )
    ;(await client.delete(`/api/webhooks/${own.id}`).bearerToken(admin.token)).assertStatus(404)

    const started = await client
      .post(`/api/admin/creators/${creator.user.id}/impersonate`)
      .bearerToken(admin.token)
      .json({})
    const visiting = started.body().data.impersonationToken
    const creatorList = (await client.get('/api/webhooks').bearerToken(visiting)).body().webhooks
    assert.deepEqual(
      creatorList.map((entry: any) => entry.id),
      [own.id]
    )
    ;(await client.delete(`/api/webhooks/${own.id}`).bearerToken(visiting)).assertStatus(200)
    const audit = await db.from('audit_logs').where('event_type', 'WEBHOOK_DELETED').where('target_id', own.id).first()
    assert.equal(audit.creator_id, creator.user.id)
    assert.include(String(audit.metadata), 'impersonatedBy')
  })

  test('a script token reads webhooks but never adds, tests or deletes one', async ({ client, assert }) => {
    const creator = await makeCreator()
    const { webhook } = (await add(client, creator.token, { url: PUBLIC_URL, events: ['live.ended'] })).body()
    const { token } = (
      await client
        .post('/api/tokens')
        .bearerToken(creator.token)
        .json({ name: 'bot', scopes: ['read', 'ledger', 'live'] })
    ).body()
    ;(await client.get('/api/webhooks').bearerToken(token)).assertStatus(200)
    ;(await client.get(`/api/webhooks/${webhook.id}/deliveries`).bearerToken(token)).assertStatus(200)
    for (const call of [
      client.post('/api/webhooks').json({ url: PUBLIC_URL, events: ['live.ended'] }),
      client.delete(`/api/webhooks/${webhook.id}`),
      client.post(`/api/webhooks/${webhook.id}/test`),
    ]) {
      const answer = await call.bearerToken(token)
      answer.assertStatus(403)
      assert.equal(answer.body().error, 'A script token cannot do this: sign in as a person')
    }
    assert.lengthOf(await db.from('webhook_endpoints').where('creator_id', creator.user.id), 1)
  })

  test(`an account holds at most ${WEBHOOK_LIMITS.perOwner} webhooks`, async ({ client, assert }) => {
    const creator = await makeCreator()
    for (let index = 0; index < WEBHOOK_LIMITS.perOwner; index += 1) {
      ;(await add(client, creator.token, { url: `${PUBLIC_URL}/${index}`, events: ['live.started'] })).assertStatus(201)
    }
    const refused = await add(client, creator.token, { url: PUBLIC_URL, events: ['live.started'] })
    refused.assertStatus(409)
    assert.equal(refused.body().error, WEBHOOK_TEXTS.tooMany)
  })
})
