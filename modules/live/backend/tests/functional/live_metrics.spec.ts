import { test } from '@japa/runner'
import { scrapedValue, withMetricsToken } from '#tests/helpers/metrics'
import { chat, eventually, gift, goLive, isolateLiveTests, makeLiveCreator, simulate } from '../helpers/live.js'

test.group('Live: its series in /metrics', (group) => {
  isolateLiveTests(group)

  test('gifts and chat messages ingested are counted, connections shown by state', async ({ client, assert }) => {
    await withMetricsToken(async () => {
      const { token } = await makeLiveCreator()
      const gifts = (await scrapedValue(client, 'powerdeck_gifts_ingested_total')) ?? 0
      const messages = (await scrapedValue(client, 'powerdeck_chat_messages_ingested_total')) ?? 0
      const connected = (await scrapedValue(client, 'powerdeck_live_connections{state="connected"}')) ?? 0

      await goLive(client, token)
      assert.equal(await scrapedValue(client, 'powerdeck_live_connections{state="connected"}'), connected + 1)
      for (const event of [gift(), gift(), chat('hello'), gift(), chat('again')]) {
        await simulate(client, token, event).then((r) => r.assertStatus(200))
      }
      await eventually(async () => (await scrapedValue(client, 'powerdeck_gifts_ingested_total')) === gifts + 3)
      assert.equal(await scrapedValue(client, 'powerdeck_chat_messages_ingested_total'), messages + 2)
      assert.isAtLeast((await scrapedValue(client, 'powerdeck_ingest_queue_depth'))!, 0)
    })
  })
})
