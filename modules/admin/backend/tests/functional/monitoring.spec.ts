import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { RequestMetrics } from '#core/monitoring/request_metrics'
import { openStreamCount } from '#core/push/push_streams'
import { thisNode } from '#core/cluster/node'
import { NODE_EXPIRY_MS, NodeRegistry } from '#core/cluster/node_registry'

const MB = 1024 * 1024

/** Another app process, as its heartbeat row reports it. */
function heartbeatOfAnotherNode(
  id: string,
  figures: { liveConnections: number[]; pushStreams: number },
  at = new Date()
) {
  const startedAt = new Date(thisNode.startedAt.getTime() + 60_000)
  return new NodeRegistry({ id, startedAt }, async () => ({ ...figures, rssBytes: 64 * MB })).heartbeat(at)
}

const serverUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

/** Opens a signed-in user's server-push stream as the web app does (ticket, then the event stream). */
async function openPushStream(token: string) {
  const ticketAnswer = await fetch(`${serverUrl()}/api/push/ticket`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  const { ticket } = (await ticketAnswer.json()) as { ticket: string }
  const abort = new AbortController()
  const response = await fetch(`${serverUrl()}/__transmit/events?ticket=${ticket}&uid=${crypto.randomUUID()}`, {
    signal: abort.signal,
  })
  if (!response.ok) throw new Error(`The push stream answered ${response.status}`)
  return () => abort.abort()
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 5_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Condition not met within 5 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test.group('Admin: system health and API monitoring', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('system health reports measured services, APIs and machine figures', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const response = await client.get('/api/admin/system-health').bearerToken(token)
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.include(['healthy', 'warning', 'error'], body.status)
    const services = Object.fromEntries(body.services.map((service: any) => [service.id, service]))
    assert.containsSubset(services.database, { status: 'healthy' })
    assert.match(services.database.detail, /^Answered in \d+ ms$/)
    assert.properties(services, ['api', 'tiktok-connector', 'sign-api'])
    assert.containsSubset(body.apis, {
      tiktokConnector: { status: 'healthy', rateLimited: false },
      eulerstream: { status: 'healthy', limit: 1000 },
      inHouse: { status: services.api.status },
    })
    assert.isAbove(body.system.uptime, 0)
    assert.isAtLeast(body.system.activeUsers, 1, 'the admin who asked is active')
    for (const figure of ['cpu', 'memory', 'load']) assert.isAtLeast(body.system[figure], 0)
    assert.isAbove(body.system.processMemoryMb, 0)
  })

  test('active connections count the open push streams, the same in both answers', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    await until(() => openStreamCount() === 0)
    const closers = [await openPushStream(token), await openPushStream(token)]
    try {
      await until(() => openStreamCount() === 2)
      const health = (await client.get('/api/admin/system-health').bearerToken(token)).body()
      const stats = (await client.get('/api/monitoring/stats').bearerToken(token)).body()
      // no creator is connected to TikTok here: the two streams are every connection
      assert.deepEqual(health.connections, { active: 2, push: 2, live: 0 })
      assert.deepEqual(stats.connections, health.connections)
    } finally {
      closers.forEach((close) => close())
    }
    await until(() => openStreamCount() === 0)
    const after = (await client.get('/api/admin/system-health').bearerToken(token)).body()
    assert.deepEqual(after.connections, { active: 0, push: 0, live: 0 })
  })

  test('both answers list the nodes with their figures; the connection totals are their sums', async ({
    client,
    assert,
  }) => {
    const { token } = await makeAdmin()
    await until(() => openStreamCount() === 0)
    await heartbeatOfAnotherNode('node-b:17:c0ffee', { liveConnections: [5, 8], pushStreams: 3 })
    await heartbeatOfAnotherNode(
      'gone:18:dead00',
      { liveConnections: [2], pushStreams: 9 },
      new Date(Date.now() - NODE_EXPIRY_MS - 1_000)
    )
    const close = await openPushStream(token)
    try {
      await until(() => openStreamCount() === 1)
      const health = await client.get('/api/admin/system-health').bearerToken(token)
      health.assertStatus(200)
      const { nodes, connections } = health.body()
      assert.deepEqual(
        nodes.map((node: any) => node.id),
        [thisNode.id, 'node-b:17:c0ffee'],
        'sorted by start; the stale heartbeat is left out'
      )
      const [self, other] = nodes
      assert.containsSubset(self, {
        self: true,
        startedAt: thisNode.startedAt.toISOString(),
        liveConnections: [],
        pushStreams: 1,
      })
      assert.isAbove(self.rssBytes, 10 * MB)
      assert.deepEqual(other, {
        id: 'node-b:17:c0ffee',
        self: false,
        startedAt: other.startedAt,
        liveConnections: [5, 8],
        pushStreams: 3,
        rssBytes: 64 * MB,
      })
      assert.isAbove(Date.parse(other.startedAt), Date.parse(self.startedAt))
      assert.deepEqual(connections, { active: 6, push: 4, live: 2 })

      const stats = (await client.get('/api/monitoring/stats').bearerToken(token)).body()
      assert.deepEqual(
        stats.nodes.map((node: any) => [node.id, node.self]),
        [
          [thisNode.id, true],
          ['node-b:17:c0ffee', false],
        ]
      )
      assert.deepEqual(stats.connections, connections)
    } finally {
      close()
    }
  })

  test('API usage counts answered calls, server errors apart from client errors', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const before = (await client.get('/api/admin/api-usage').qs({ timeRange: '1h' }).bearerToken(token)).body()
    await client.get('/api/auth/me').bearerToken(token)
    await client.get('/api/auth/me')
    const after = await client.get('/api/admin/api-usage').qs({ timeRange: '1h' }).bearerToken(token)
    after.assertStatus(200)
    const usage = after.body()
    // the two calls above plus the first usage call
    assert.equal(usage.totalCalls - before.totalCalls, 3)
    assert.equal(usage.clientErrors - before.clientErrors, 1)
    assert.equal(usage.timeRange, '1h')
    assert.lengthOf(usage.series, 60)
    const daily = await client.get('/api/admin/api-usage').bearerToken(token)
    assert.equal(daily.body().timeRange, '24h')
    assert.lengthOf(daily.body().series, 24)
  })

  test('rejects an unknown time range and changes nothing', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const response = await client.get('/api/admin/api-usage').qs({ timeRange: '90d' }).bearerToken(token)
    response.assertStatus(400)
    assert.equal(response.body().error, 'timeRange must be one of 1h, 24h')
  })

  test('monitoring stats and alerts', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const stats = await client.get('/api/monitoring/stats').bearerToken(token)
    stats.assertStatus(200)
    const { connections, performance } = stats.body()
    assert.equal(connections.active, connections.push + connections.live)
    assert.isAtLeast(performance.callsLastHour, 0)
    assert.properties(performance, ['errorRate', 'avgResponseTime', 'eventLoopDelay'])
    for (const path of ['/api/monitoring/alerts', '/api/admin/alerts']) {
      const alerts = await client.get(path).bearerToken(token)
      alerts.assertStatus(200)
      assert.isArray(alerts.body().alerts)
      for (const alert of alerts.body().alerts) assert.include(['warning', 'critical'], alert.severity)
    }
  })

  test('only admins may read it', async ({ client }) => {
    const { user: creator, token: creatorToken } = await makeCreator()
    const { token: moderatorToken } = await makeModerator(creator)
    for (const path of [
      '/api/admin/system-health',
      '/api/admin/api-usage',
      '/api/admin/alerts',
      '/api/monitoring/stats',
      '/api/monitoring/alerts',
    ]) {
      await client.get(path).then((response) => response.assertStatus(401))
      await client
        .get(path)
        .bearerToken(creatorToken)
        .then((response) => response.assertStatus(403))
      await client
        .get(path)
        .bearerToken(moderatorToken)
        .then((response) => response.assertStatus(403))
    }
  })
})

test.group('Request metrics', () => {
  test('tallies per minute and sums a window', ({ assert }) => {
    const metrics = new RequestMetrics()
    const now = Date.UTC(2026, 10, 23, 12, 30, 0)
    metrics.record(100, 200, now - 61 * 60_000) // outside the last hour
    metrics.record(10, 200, now - 30 * 60_000)
    metrics.record(30, 503, now - 30 * 60_000)
    metrics.record(20, 404, now)
    const hour = metrics.summary(60, 6, now)
    assert.containsSubset(hour, {
      totalCalls: 3,
      serverErrors: 1,
      clientErrors: 1,
      errorRate: 33.3,
      avgResponseTime: 20,
    })
    assert.lengthOf(hour.series, 6)
    assert.equal(
      hour.series.reduce((sum, point) => sum + point.calls, 0),
      3
    )
    assert.equal(metrics.summary(24 * 60, 24, now).totalCalls, 4)
  })

  test('a minute a day later reuses its slot', ({ assert }) => {
    const metrics = new RequestMetrics()
    const now = Date.UTC(2026, 10, 23, 12, 0, 0)
    metrics.record(5, 200, now - 24 * 60 * 60_000)
    metrics.record(7, 200, now)
    assert.containsSubset(metrics.summary(24 * 60, 24, now), { totalCalls: 1, avgResponseTime: 7 })
  })
})
