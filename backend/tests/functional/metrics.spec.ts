import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { TEST_METRICS_TOKEN, scrapedValue, withMetricsToken } from '#tests/helpers/metrics'

test.group('Prometheus metrics (GET /metrics)', () => {
  test('off while METRICS_TOKEN is unset: 404, not the web app', async ({ client, assert }) => {
    const response = await client.get('/metrics').bearerToken(TEST_METRICS_TOKEN)
    response.assertStatus(404)
    assert.notInclude(response.text(), 'powerdeck_')
  })

  test('refused without the token or with another one, in the same way', async ({ client, assert }) => {
    await withMetricsToken(async () => {
      for (const request of [
        client.get('/metrics'),
        client.get('/metrics').bearerToken('wrong'),
        client.get('/metrics').bearerToken(`${TEST_METRICS_TOKEN}x`),
        client.get('/metrics').header('authorization', TEST_METRICS_TOKEN),
      ]) {
        const response = await request
        response.assertStatus(401)
        assert.equal(response.header('www-authenticate'), 'Bearer')
        assert.notInclude(response.text(), 'powerdeck_')
      }
    })
  })

  test('exposes the named series in Prometheus text format', async ({ client, assert }) => {
    await withMetricsToken(async () => {
      await client.get('/api/about').then((r) => r.assertStatus(200))
      await client.get('/api/health').then((r) => r.assertStatus(200))
      const response = await client.get('/metrics').bearerToken(TEST_METRICS_TOKEN)
      response.assertStatus(200)
      assert.match(response.header('content-type') ?? '', /^text\/plain; version=0\.0\.4/)
      const text = response.text()
      for (const series of [
        'powerdeck_http_requests_total{method="GET",route="/api/about",status="200"}',
        'powerdeck_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/about",status="200"}',
        'powerdeck_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
        'powerdeck_gifts_ingested_total',
        'powerdeck_chat_messages_ingested_total',
        'powerdeck_ingest_queue_depth',
        'powerdeck_live_connections{state="connected"}',
        'powerdeck_live_connections{state="connecting"}',
        'powerdeck_push_streams',
        'powerdeck_db_pool_connections{state="used"}',
        'powerdeck_db_pool_connections{state="pending"}',
        'nodejs_eventloop_lag_p99_seconds',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
      ]) {
        assert.match(text, new RegExp(`^${series.replace(/[{}.+]/g, '\\$&')} [0-9.e+-]+$`, 'm'), series)
      }
      // A route is labelled by its pattern, so URLs with ids don't make new series.
      assert.notMatch(text, /route="\/api\/about\/source\.tar\.gz\?/)
    })
  })

  test('a request is counted once, under its route pattern and status', async ({ client, assert }) => {
    await withMetricsToken(async () => {
      const series = 'powerdeck_http_requests_total{method="GET",route="/api/*",status="404"}'
      const before = (await scrapedValue(client, series)) ?? 0
      await client.get('/api/no-such-route/42').then((r) => r.assertStatus(404))
      await client.get('/api/no-such-route/43').then((r) => r.assertStatus(404))
      assert.equal(await scrapedValue(client, series), before + 2)
    })
  })

  test('the Grafana dashboard in docs/ asks only for series the app exposes', async ({ client, assert }) => {
    const dashboard = readFileSync(join(import.meta.dirname, '../../../docs/grafana-dashboard.json'), 'utf8')
    const asked = new Set(dashboard.match(/\b(powerdeck|nodejs|process)_[a-z0-9_]+/g))
    assert.isAbove(asked.size, 10)
    await withMetricsToken(async () => {
      const text = (await client.get('/metrics').bearerToken(TEST_METRICS_TOKEN)).text()
      for (const name of asked) assert.match(text, new RegExp(`^${name}[{ ]`, 'm'), name)
    })
  })
})
