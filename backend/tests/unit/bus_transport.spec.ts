import { test } from '@japa/runner'
import { Bus } from '@boringnode/bus'
import { redis } from '@adonisjs/transmit/transports'
import { withSafeReconnects } from '#core/push/bus_transport'
import { reconnectForever } from '#core/redis_url'
import { ownRedis } from '#tests/helpers/own_redis'

const optionsFor = (url: string) => {
  const { port } = new URL(url)
  return { host: '127.0.0.1', port: Number(port), retryStrategy: reconnectForever, maxRetriesPerRequest: 1 }
}

test.group('The SSE bus across a Redis outage', () => {
  test('the bus as Transmit builds it crashes when two replays of its retry queue run at once', async ({ assert }) => {
    const server = await ownRedis()
    const bus = new Bus(redis(optionsFor(server.url))(), { retryQueue: { enabled: true } })
    try {
      await server.kill()
      assert.isFalse(await bus.publish('channel', { n: 1 }), 'a publish during the outage waits in the retry queue')
      await server.start()
      // Two 'reconnecting' events close together run two replays: the second dequeues an empty queue.
      const replays = await Promise.allSettled([bus.processErrorRetryQueue(), bus.processErrorRetryQueue()])
      const failure = replays.find((replay) => replay.status === 'rejected') as PromiseRejectedResult
      assert.match(String(failure?.reason), /Cannot destructure property 'message'/)
    } finally {
      await bus.disconnect().catch(() => undefined)
      await server.kill()
    }
  }).timeout(30_000)

  test('withSafeReconnects runs one replay at a time and logs a failing one instead of throwing', async ({
    assert,
  }) => {
    const server = await ownRedis()
    const transport = withSafeReconnects(redis(optionsFor(server.url)))()
    let running = 0
    let mostAtOnce = 0
    let calls = 0
    transport.onReconnect(async () => {
      calls++
      running++
      mostAtOnce = Math.max(mostAtOnce, running)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      running--
      throw new Error('a replay that fails')
    })
    try {
      // Each reconnect try while Redis is away fires the replay hook (tries every 0.2 to 2 s).
      await server.kill()
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      await server.start()
      assert.isAbove(calls, 1)
      assert.equal(mostAtOnce, 1)
    } finally {
      await transport.disconnect().catch(() => undefined)
      await server.kill()
    }
  }).timeout(30_000)
})
