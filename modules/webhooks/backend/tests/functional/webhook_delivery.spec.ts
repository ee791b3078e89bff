import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { gift, goLive, isolateLiveTests, makeLiveCreator, simulate } from '#modules/live/backend/tests/helpers'
import { WEBHOOK_LIMITS, WEBHOOK_TEXTS } from '../../../shared/webhooks.js'
import { deliverDue } from '../../services/deliveries.js'
import { startReceiver, until, verifySignature, withPrivateTargets } from '../helpers/receiver.js'

type Receiver = Awaited<ReturnType<typeof startReceiver>>

const addWebhook = async (client: any, token: string, url: string, events: string[]) => {
  const answer = await client.post('/api/webhooks').bearerToken(token).json({ url, events })
  answer.assertStatus(201)
  return answer.body().webhook as { id: number; secret: string }
}
const deliveries = async (client: any, token: string, id: number) =>
  (await client.get(`/api/webhooks/${id}/deliveries`).bearerToken(token)).body().deliveries as any[]

test.group('Webhook deliveries to a local receiver', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let receiver: Receiver | null = null
  group.each.teardown(async () => {
    await receiver?.close()
    receiver = null
  })

  test('a new player is delivered with a valid signature, the log and the list show it', async ({ client, assert }) => {
    receiver = await startReceiver()
    const creator = await makeCreator()
    await withPrivateTargets(true, async () => {
      const webhook = await addWebhook(client, creator.token, receiver!.url, ['player.created'])
      ;(await client.post('/api/players').bearerToken(creator.token).json({ name: 'hooked_viewer' })).assertStatus(201)
      await until(() => receiver!.received.length === 1)
      const [request] = receiver!.received
      assert.isTrue(verifySignature(request.headers['x-powerdeck-signature'], request.body, webhook.secret))
      assert.isFalse(verifySignature(request.headers['x-powerdeck-signature'], request.body, 'whsec_wrong'))
      assert.isFalse(verifySignature(request.headers['x-powerdeck-signature'], `${request.body} `, webhook.secret))
      assert.equal(request.headers['content-type'], 'application/json')
      assert.equal(request.headers['x-powerdeck-event'], 'player.created')
      const body = JSON.parse(request.body)
      assert.containsSubset(body, { event: 'player.created', creatorId: creator.user.id })
      assert.equal(String(body.id), request.headers['x-powerdeck-delivery'])
      assert.equal(body.data.target.name, 'hooked_viewer')

      const log = await until(async () => {
        const [last] = await deliveries(client, creator.token, webhook.id)
        return last?.status === 'delivered' ? last : null
      })
      assert.containsSubset(log, { event: 'player.created', attempts: 1, responseStatus: 200, error: null })
      assert.isNumber(log.durationMs)
      const [listed] = (await client.get('/api/webhooks').bearerToken(creator.token)).body().webhooks
      assert.equal(listed.lastDelivery.id, log.id)
    })
  })

  test('a delivery answered 500 is retried after a backoff and then delivered, with the same id', async ({
    client,
    assert,
  }) => {
    receiver = await startReceiver((nth) => (nth === 1 ? 500 : 200))
    const creator = await makeCreator()
    await withPrivateTargets(true, async () => {
      const webhook = await addWebhook(client, creator.token, receiver!.url, ['live.started'])
      const tested = await client.post(`/api/webhooks/${webhook.id}/test`).bearerToken(creator.token)
      tested.assertStatus(202)
      const failed = await until(async () => {
        const [last] = await deliveries(client, creator.token, webhook.id)
        return last?.attempts === 1 && last.responseStatus ? last : null
      })
      assert.containsSubset(failed, { status: 'pending', responseStatus: 500, event: 'webhook.test' })
      assert.include(failed.error, 'Answered 500')
      const retryIn = new Date(failed.nextAttemptAt).getTime() - Date.now()
      assert.isAbove(retryIn, 5_000)
      assert.lengthOf(receiver!.received, 1)

      await deliverDue(DateTime.now().plus({ minutes: 1 }))
      const [delivered] = await deliveries(client, creator.token, webhook.id)
      assert.containsSubset(delivered, { status: 'delivered', attempts: 2, responseStatus: 200, error: null })
      assert.lengthOf(receiver!.received, 2)
      const ids = receiver!.received.map((request) => request.headers['x-powerdeck-delivery'])
      assert.equal(ids[0], ids[1])
      assert.isTrue(
        verifySignature(
          receiver!.received[1].headers['x-powerdeck-signature'],
          receiver!.received[1].body,
          webhook.secret
        )
      )
      const endpoint = await db.from('webhook_endpoints').where('id', webhook.id).first()
      assert.equal(Number(endpoint.consecutive_failures), 0)
    })
  })

  test(`an endpoint failing ${WEBHOOK_LIMITS.failuresToDisable} times in a row is disabled, audited, and enabled again`, async ({
    client,
    assert,
  }) => {
    let failing = true
    receiver = await startReceiver(() => (failing ? 500 : 204))
    const creator = await makeCreator()
    await withPrivateTargets(true, async () => {
      const webhook = await addWebhook(client, creator.token, receiver!.url, ['player.created'])
      for (let index = 0; index < WEBHOOK_LIMITS.failuresToDisable; index += 1) {
        ;(await client.post(`/api/webhooks/${webhook.id}/test`).bearerToken(creator.token)).assertStatus(202)
      }
      const disabled = await until(async () => {
        const [listed] = (await client.get('/api/webhooks').bearerToken(creator.token)).body().webhooks
        return listed.enabled ? null : listed
      })
      assert.equal(disabled.consecutiveFailures, WEBHOOK_LIMITS.failuresToDisable)
      assert.isString(disabled.disabledAt)
      const audit = await db.from('audit_logs').where('event_type', 'WEBHOOK_DISABLED').where('target_id', webhook.id)
      assert.lengthOf(audit, 1)
      assert.equal(audit[0].creator_id, creator.user.id)

      // Disabled: events are no longer queued, a test waits until it is enabled again.
      const sent = receiver!.received.length
      ;(await client.post('/api/players').bearerToken(creator.token).json({ name: 'unheard' })).assertStatus(201)
      ;(await client.post(`/api/webhooks/${webhook.id}/test`).bearerToken(creator.token)).assertStatus(202)
      await deliverDue(DateTime.now().plus({ minutes: 1 }))
      assert.equal(receiver!.received.length, sent)

      failing = false
      const enabled = await client.post(`/api/webhooks/${webhook.id}/enable`).bearerToken(creator.token)
      enabled.assertStatus(200)
      assert.containsSubset(enabled.body().webhook, { enabled: true, consecutiveFailures: 0, disabledAt: null })
      await deliverDue(DateTime.now().plus({ seconds: 1 }))
      const [last] = await deliveries(client, creator.token, webhook.id)
      assert.containsSubset(last, { event: 'webhook.test', status: 'delivered', responseStatus: 204 })
      assert.notInclude(
        receiver!.received.map((request) => request.headers['x-powerdeck-event']),
        'player.created'
      )
    })
  })

  test('a target turned private is refused at delivery time: nothing reaches it', async ({ client, assert }) => {
    receiver = await startReceiver()
    const creator = await makeCreator()
    const webhook = await withPrivateTargets(true, () =>
      addWebhook(client, creator.token, receiver!.url, ['player.created'])
    )
    await withPrivateTargets(false, async () => {
      ;(await client.post(`/api/webhooks/${webhook.id}/test`).bearerToken(creator.token)).assertStatus(202)
      const [last] = await until(async () => {
        const log = await deliveries(client, creator.token, webhook.id)
        return log[0]?.attempts === 1 && log[0].error ? log : null
      })
      assert.containsSubset(last, { status: 'pending', responseStatus: null, error: WEBHOOK_TEXTS.privateTarget })
    })
    assert.lengthOf(receiver.received, 0)
  })
})

test.group('Webhook deliveries of live events', (group) => {
  isolateLiveTests(group)
  let receiver: Receiver | null = null
  group.each.teardown(async () => {
    await receiver?.close()
    receiver = null
  })

  test("going live and gifts reach the creator's endpoint and an admin's platform-wide one", async ({
    client,
    assert,
  }) => {
    receiver = await startReceiver()
    const { user, token } = await makeLiveCreator()
    const admin = await makeAdmin()
    await withPrivateTargets(true, async () => {
      const own = await addWebhook(client, token, `${receiver!.url}/own`, ['live.started', 'gift.credited'])
      const platform = await addWebhook(client, admin.token, `${receiver!.url}/platform`, ['gift.credited'])
      await goLive(client, token)
      const sent = await simulate(client, token, gift({ uniqueId: 'hook.fan', giftName: 'Lion', diamondCount: 500 }))
      assert.equal(sent.body().outcome, 'credited')
      await until(() => receiver!.received.length === 3)
      const heard = (path: string) =>
        receiver!.received
          .filter((request) => request.path.endsWith(path))
          .map((request) => JSON.parse(request.body))
          .sort((a, b) => a.event.localeCompare(b.event))
      const ownEvents = heard('/own')
      assert.deepEqual(
        ownEvents.map((body) => body.event),
        ['gift.credited', 'live.started']
      )
      const platformEvents = heard('/platform')
      assert.deepEqual(
        platformEvents.map((body) => body.event),
        ['gift.credited']
      )
      for (const body of [...ownEvents, ...platformEvents]) assert.equal(body.creatorId, user.id)
      for (const body of [ownEvents[0], platformEvents[0]]) {
        assert.containsSubset(body.data.gifts[0], { giftName: 'Lion', giftCount: 1, sender: { uniqueId: 'hook.fan' } })
      }
      const secrets = [own.secret, platform.secret]
      for (const request of receiver!.received) {
        assert.isTrue(
          secrets.some((secret) => verifySignature(request.headers['x-powerdeck-signature'], request.body, secret))
        )
      }
    })
  })
})
