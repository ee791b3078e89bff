import { test } from '@japa/runner'
import { RedisConnection } from '@adonisjs/redis'
import env from '#start/env'
import { redisOptionsFromUrl } from '#core/redis_url'
import {
  BUDGET_STALE_MS,
  BUDGET_WINDOW_MS,
  MemoryConnectBudget,
  RedisConnectBudget,
  type ConnectBudget,
} from '../../services/connect_budget.js'
import { ConnectionManager } from '../../services/connection_manager.js'
import { NotLiveError, type LiveDriver } from '../../drivers/driver.js'

const redisUrl = env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379/5'
/** A pool no other run shares (the keys are Redis's, shared by every test run on it). */
const pool = () => `test-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

test.group('Connect budget shared by processes (Redis)', (group) => {
  const connections: RedisConnection[] = []
  /** A process's budget: its own Redis connection. */
  const processBudget = (name: string) => {
    const connection = new RedisConnection(name, {
      ...redisOptionsFromUrl(redisUrl, 'powerdeck:'),
      retryStrategy: () => null,
    })
    connections.push(connection)
    return new RedisConnectBudget(() => connection)
  }
  group.each.teardown(async () => {
    for (const connection of connections.splice(0)) await connection.quit().catch(() => connection.disconnect())
  })

  test('two processes spend one budget: 3 a minute in all, the rest wait in line', async ({ assert }) => {
    const [one, two] = [processBudget('budget-one'), processBudget('budget-two')]
    const name = pool()
    const now = 1_000_000
    const budgetOf = (index: number) => (index % 2 ? two : one)
    // Ten creators, every other one on each process, all asking at once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => budgetOf(index).take(name, `creator-${index}`, 3, 'background', now))
    )
    assert.equal(answers.filter((answer) => answer.granted).length, 3)
    const waiting = answers.flatMap((answer, index) => (answer.granted ? [] : [index]))
    // The waiters ask again, as their processes do every 2 s: seven places, one each.
    const places = new Map<number, number>()
    for (const index of waiting) {
      const answer = await budgetOf(index).take(name, `creator-${index}`, 3, 'background', now + 50_000)
      assert.isFalse(answer.granted, 'no connect before the minute is over')
      places.set(index, answer.position)
    }
    assert.sameMembers([...places.values()], [1, 2, 3, 4, 5, 6, 7])
    // The next minute's three connects go to the first three places.
    const inLine = [...places.entries()].sort((a, b) => a[1] - b[1]).map(([index]) => index)
    const freed = now + BUDGET_WINDOW_MS + 10
    const next = []
    for (const index of inLine) next.push(await budgetOf(index).take(name, `creator-${index}`, 3, 'background', freed))
    assert.deepEqual(
      next.map((answer) => answer.granted),
      [true, true, true, false, false, false, false]
    )
    assert.deepEqual(
      next.slice(3).map((answer) => answer.position),
      [1, 2, 3, 4]
    )
  })

  test('a creator someone waits for goes before background connects; the wait is told', async ({ assert }) => {
    const [one, two] = [processBudget('budget-one'), processBudget('budget-two')]
    const name = pool()
    const now = 2_000_000
    assert.isTrue((await one.take(name, 'first', 1, 'background', now)).granted)
    assert.deepInclude(await one.take(name, 'bg-a', 1, 'background', now + 1), { granted: false, position: 1 })
    assert.deepInclude(await two.take(name, 'bg-b', 1, 'background', now + 2), { granted: false, position: 2 })
    const asked = await two.take(name, 'pressed', 1, 'asked', now + 3)
    assert.deepInclude(asked, { granted: false, position: 1 })
    assert.equal(asked.waitMs, BUDGET_WINDOW_MS - 3, 'its connect comes when the first one leaves the minute')
    // The waiters keep asking, as their processes do every 2 s (10 s apart here); the background
    // ones moved back one place.
    const freed = now + BUDGET_WINDOW_MS + 1
    for (let at = now + 10_000; at <= now + 50_000; at += 10_000) {
      assert.equal((await two.take(name, 'pressed', 1, 'asked', at)).position, 1)
      assert.equal((await one.take(name, 'bg-a', 1, 'background', at)).position, 2)
      assert.equal((await two.take(name, 'bg-b', 1, 'background', at)).position, 3)
    }
    assert.isFalse((await one.take(name, 'bg-a', 1, 'background', freed)).granted)
    assert.isTrue((await two.take(name, 'pressed', 1, 'asked', freed)).granted)
  })

  test('a waiter whose process stopped asking loses its place', async ({ assert }) => {
    const [one, two] = [processBudget('budget-one'), processBudget('budget-two')]
    const name = pool()
    const now = 3_000_000
    await one.take(name, 'first', 1, 'background', now)
    assert.equal((await one.take(name, 'gone', 1, 'background', now + 1)).position, 1)
    assert.equal((await two.take(name, 'alive', 1, 'background', now + 2)).position, 2)
    const answer = await two.take(name, 'alive', 1, 'background', now + BUDGET_STALE_MS + 5)
    assert.equal(answer.position, 1)
  })
})

/** A TikTok always live whose connects the test counts. */
class LiveDriverStub implements LiveDriver {
  readonly name = 'tiktok' as const
  readonly stallTimeoutMs = null
  connects = 0
  constructor(readonly connectsPerMinute: number) {}
  async isLive() {
    return true
  }
  async connect() {
    this.connects += 1
    if (this.connectsPerMinute < 0) throw new NotLiveError('offline')
    return { roomId: 'room', close: async () => undefined }
  }
}

test.group('Connect queue in the connection manager', () => {
  /** Time passes a second at a time, each manager ticking as its process would. */
  const advance = async (clock: { time: number }, ms: number, ...managers: ConnectionManager[]) => {
    for (let passed = 0; passed < ms; passed += 1_000) {
      clock.time += 1_000
      for (const each of managers) await each.tick()
    }
  }
  const manager = (budget: ConnectBudget, clock: { time: number }) =>
    new ConnectionManager({
      clock: { now: () => clock.time },
      budget,
      onEvent: async () => undefined,
      onStatus: () => undefined,
    })

  test('a live creator past the budget shows its place in line, then connects when it comes', async ({ assert }) => {
    const clock = { time: 5_000_000 }
    const budget = new MemoryConnectBudget()
    const driver = new LiveDriverStub(1)
    const first = manager(budget, clock)
    const second = manager(budget, clock)
    first.watch(1, 'one', driver)
    second.watch(2, 'two', driver)
    await first.tick()
    await second.tick()
    assert.isTrue(first.status(1)!.isConnected)
    const waiting = second.status(2)!
    assert.containsSubset(waiting, { isConnected: false, queuePosition: 1 })
    assert.match(waiting.liveStatusMessage, /^Waiting to connect: number 1 in line, about 60 s/)
    assert.deepInclude(second.stats(), { queued: 1, connectsLastMinute: 1 })
    await advance(clock, BUDGET_WINDOW_MS, first, second)
    assert.containsSubset(second.status(2)!, { isConnected: true, queuePosition: null })
    assert.equal(driver.connects, 2)
    await first.stop()
    await second.stop()
  })

  test('Connect pressed goes before a creator queued earlier in the background', async ({ assert }) => {
    const clock = { time: 6_000_000 }
    const driver = new LiveDriverStub(1)
    const connections = manager(new MemoryConnectBudget(), clock)
    for (const id of [1, 2, 3]) connections.watch(id, `creator${id}`, driver)
    await connections.tick()
    assert.deepEqual(
      [1, 2, 3].map((id) => connections.status(id)!.queuePosition),
      [null, 1, 2]
    )
    clock.time += 1_000
    assert.deepInclude(await connections.connectNow(3), { result: 'queued', position: 1 })
    await advance(clock, BUDGET_WINDOW_MS - 1_000, connections)
    assert.isTrue(connections.status(3)!.isConnected)
    // Its next ask (2 s later at most) moves the background creator up.
    await advance(clock, 2_000, connections)
    assert.equal(connections.status(2)!.queuePosition, 1)
    await connections.stop()
  })

  test('100 creators going live within a minute on a budget of 60 a minute: each connects within the bound', async ({
    assert,
  }) => {
    const clock = { time: 7_000_000 }
    const driver = new LiveDriverStub(60)
    const connections = manager(new MemoryConnectBudget(), clock)
    const start = clock.time
    // Creator n goes live at 0.6 n s and presses Connect (or has the kiosk open) right then.
    const liveAt = Array.from({ length: 100 }, (_, n) => start + n * 600)
    const connectedAt = new Map<number, number>()
    for (let second = 0; second < 180; second++) {
      for (const [n, at] of liveAt.entries()) {
        if (at > clock.time || connections.isWatched(n + 1)) continue
        connections.watch(n + 1, `creator${n + 1}`, driver, { checkAt: Number.MAX_SAFE_INTEGER })
        await connections.connectNow(n + 1)
      }
      await advance(clock, 1_000, connections)
      for (const id of connections.connectedIds()) if (!connectedAt.has(id)) connectedAt.set(id, clock.time)
    }
    const waits = [...connectedAt.entries()].map(([id, at]) => (at - liveAt[id - 1]) / 1000).sort((a, b) => a - b)
    assert.lengthOf(waits, 100)
    const pick = (share: number) => waits[Math.min(waits.length - 1, Math.ceil(share * waits.length) - 1)]
    // The docs' bound: ceil(place / budget) minutes in line, plus the 2 s between asks and a tick.
    assert.isAtMost(waits[99], 60 + 3)
    console.info(`waited to connect: p50 ${pick(0.5)} s, p95 ${pick(0.95)} s, max ${waits[99]} s (bound 60 s)`)
    await connections.stop()
  })
})
