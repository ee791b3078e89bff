import { test } from '@japa/runner'
import { ConnectionManager } from '../../services/connection_manager.js'
import {
  ConnectFailedError,
  NotLiveError,
  RateLimitedError,
  SignServerError,
  type LiveDriver,
  type SessionHandlers,
} from '../../drivers/driver.js'
import type { LiveEvent, LiveStatusDto } from '../../../shared/live.js'

/** A platform whose answers the test decides. */
class FakeDriver implements LiveDriver {
  readonly name = 'tiktok' as const
  live = false
  liveChecks = 0
  connects = 0
  closes = 0
  nextError: Error | null = null
  roomId: string | null = 'room-1'
  sessions: SessionHandlers[] = []

  constructor(
    readonly connectsPerMinute: number | null = null,
    readonly stallTimeoutMs: number | null = 60_000
  ) {}

  async isLive() {
    this.liveChecks += 1
    return this.live
  }

  async connect(_username: string, handlers: SessionHandlers) {
    this.connects += 1
    const error = this.nextError
    this.nextError = null
    if (error) throw error
    if (!this.live) throw new NotLiveError('offline')
    this.sessions.push(handlers)
    return { roomId: this.roomId, close: async () => void (this.closes += 1) }
  }

  get current() {
    return this.sessions[this.sessions.length - 1]
  }
}

/** `random` feeds the rate-limit jitter: 0 by default, so waits are the server's exactly. */
function setup(driver = new FakeDriver(), random = () => 0) {
  const clock = { time: 1_000_000, now: () => clock.time }
  const events: LiveEvent[] = []
  const statuses: LiveStatusDto[] = []
  const manager = new ConnectionManager({
    clock,
    random,
    onEvent: async (_creatorId, event) => {
      events.push(event)
      return { outcome: event.type }
    },
    onStatus: (_creatorId, status) => statuses.push(status),
  })
  const advance = async (ms: number) => {
    clock.time += ms
    await manager.tick()
  }
  return { manager, driver, clock, events, statuses, advance }
}

test.group('Connection manager', () => {
  test('live checks never come closer than 30 s and back off while offline', async ({ assert }) => {
    const { manager, driver, clock, advance } = setup()
    manager.watch(1, 'creator', driver)
    await manager.tick()
    assert.equal(driver.liveChecks, 1)
    const waits: number[] = []
    for (let check = 0; check < 5; check++) {
      const due = Date.parse(manager.status(1)!.nextBackendCheck!)
      waits.push(due - clock.time)
      await advance(due - clock.time - 1)
      assert.equal(driver.liveChecks, check + 1, 'no check before it is due')
      await advance(1)
      assert.equal(driver.liveChecks, check + 2)
    }
    assert.deepEqual(waits, [30_000, 60_000, 120_000, 240_000, 300_000])
    assert.equal(manager.status(1)!.liveStatusMessage, 'User is not currently live on TikTok')
    assert.equal(driver.connects, 0, 'offline creators cost no connect')
  })

  test('looking at the status brings a backed-off check forward, never under 30 s', async ({ assert }) => {
    const { manager, driver, clock, advance } = setup()
    manager.watch(1, 'creator', driver)
    await manager.tick()
    for (let i = 0; i < 3; i++) await advance(Date.parse(manager.status(1)!.nextBackendCheck!) - clock.time)
    const lastCheck = clock.time
    assert.equal(Date.parse(manager.status(1)!.nextBackendCheck!) - lastCheck, 240_000)
    await advance(5_000)
    manager.touch(1)
    assert.equal(Date.parse(manager.status(1)!.nextBackendCheck!), lastCheck + 30_000)
  })

  test('a creator going live is connected at the next check', async ({ assert }) => {
    const { manager, driver, advance } = setup()
    manager.watch(1, 'creator', driver)
    await manager.tick()
    driver.live = true
    await advance(30_000)
    assert.equal(driver.connects, 1)
    assert.containsSubset(manager.status(1), { isConnected: true, isLive: true, nextBackendCheck: null })
    assert.isString(manager.status(1)!.liveStartedAt)
  })

  test('events are handled in order; stream end closes and waits for the next live check', async ({ assert }) => {
    const { manager, driver, events } = setup()
    driver.live = true
    manager.watch(1, 'creator', driver)
    assert.deepEqual(await manager.connectNow(1), { result: 'connected' })
    const session = driver.current
    const gift = { type: 'gift', msgId: 'a' } as LiveEvent
    const chat = { type: 'chat', msgId: 'b' } as LiveEvent
    await Promise.all([session.event(gift), session.event(chat), session.event({ type: 'streamEnd' })])
    session.closed('stream ended')
    assert.deepEqual(
      events.map((event) => event.type),
      ['gift', 'chat', 'streamEnd']
    )
    assert.containsSubset(manager.status(1), { isConnected: false, isLive: false, liveStatusMessage: 'Stream ended' })
    assert.equal(driver.closes, 1)
  })

  test('a drop reconnects after 2 s, then backs off while connects fail', async ({ assert }) => {
    const { manager, driver, clock, advance } = setup()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await manager.connectNow(1)
    driver.current.closed('socket hang up')
    await manager.tick()
    assert.equal(manager.status(1)!.liveStatusMessage, 'Connection lost, reconnecting...')
    assert.equal(Date.parse(manager.status(1)!.nextBackendCheck!) - clock.time, 2_000)
    driver.nextError = new ConnectFailedError('network down')
    await advance(2_000)
    assert.equal(driver.connects, 2)
    assert.isAtLeast(Date.parse(manager.status(1)!.nextBackendCheck!) - clock.time, 30_000)
    await advance(30_000)
    assert.equal(driver.connects, 3)
    assert.isTrue(manager.status(1)!.isConnected)
  })

  test('no frame for the stall timeout: the connection is replaced', async ({ assert }) => {
    const { manager, driver, advance } = setup()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await manager.connectNow(1)
    await advance(40_000)
    driver.current.frame()
    await advance(40_000)
    assert.equal(driver.closes, 0, 'a frame 40 s ago keeps it alive')
    await advance(21_000)
    assert.equal(driver.closes, 1)
    await advance(2_000)
    assert.equal(driver.connects, 2)
    assert.isTrue(manager.status(1)!.isConnected)
  })

  test("the sign server's retryAfter is honoured by every later connect", async ({ assert }) => {
    const { manager, driver, advance } = setup()
    driver.live = true
    driver.nextError = new RateLimitedError('Too many connections started', 45_000)
    manager.watch(1, 'one', driver)
    manager.watch(2, 'two', driver)
    assert.deepEqual(await manager.connectNow(1), { result: 'rateLimited', retryAfterMs: 45_000 })
    assert.containsSubset(await manager.connectNow(2), { result: 'rateLimited' })
    await advance(44_000)
    assert.equal(driver.connects, 1, 'nothing reaches the sign server before retryAfter')
    assert.isTrue(manager.stats().rateLimited)
    await advance(1_000)
    assert.equal(driver.connects, 3)
    assert.isFalse(manager.stats().rateLimited)
  })

  test('a cap of connects per minute holds across creators', async ({ assert }) => {
    const { manager, driver, advance } = setup(new FakeDriver(2))
    driver.live = true
    for (const id of [1, 2, 3]) manager.watch(id, `creator${id}`, driver)
    await manager.tick()
    assert.equal(driver.connects, 2)
    assert.isFalse(manager.status(3)!.isConnected)
    await advance(59_000)
    assert.equal(driver.connects, 2)
    await advance(1_000)
    assert.equal(driver.connects, 3)
    assert.isTrue(manager.status(3)!.isConnected)
  })

  test('stalls, drops and reconnects are counted; a reconnect skips the liveness check', async ({ assert }) => {
    const { manager, driver, advance } = setup()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await manager.connectNow(1)
    await advance(60_001)
    assert.containsSubset(manager.stats(), { stalls: 1, drops: 0, reconnects: 0, connections: 0 })
    await advance(2_000)
    driver.current.closed('socket hang up')
    await manager.tick()
    await advance(2_000)
    assert.equal(driver.connects, 3)
    assert.equal(driver.liveChecks, 0, 'reconnects go straight to connect')
    assert.containsSubset(manager.stats(), { stalls: 1, drops: 1, reconnects: 2, connections: 1 })
  })

  test("a 429 waits the server's time plus jitter, shown in the status and the stats", async ({ assert }) => {
    const { manager, driver, clock, advance } = setup(new FakeDriver(), () => 0.5)
    driver.live = true
    driver.nextError = new RateLimitedError('Too many connections started', 40_000)
    manager.watch(1, 'creator', driver)
    // 40 s and half of the 10 % jitter share
    assert.deepEqual(await manager.connectNow(1), { result: 'rateLimited', retryAfterMs: 42_000 })
    assert.equal(
      manager.status(1)!.liveStatusMessage,
      'Failed to connect to TikTok Live: rate limited, retrying in 42 s'
    )
    assert.containsSubset(manager.stats(), {
      rateLimited: true,
      rateLimitedUntil: new Date(clock.time + 42_000).toISOString(),
      lastRateLimitWaitMs: 42_000,
      rateLimits: 1,
    })
    await advance(41_999)
    assert.equal(driver.connects, 1, 'no connect before the wait is over')
    await advance(1)
    assert.equal(driver.connects, 2)
    assert.isTrue(manager.status(1)!.isConnected)
  })

  test('the connect cap is shown: connects in the last minute and when a slot frees', async ({ assert }) => {
    const { manager, driver, clock, advance } = setup(new FakeDriver(2))
    driver.live = true
    for (const id of [1, 2, 3]) manager.watch(id, `creator${id}`, driver)
    const start = clock.time
    await manager.tick()
    assert.containsSubset(manager.stats(), {
      connectsLastMinute: 2,
      connectCapBlockedUntil: new Date(start + 60_000).toISOString(),
    })
    await advance(60_000)
    assert.containsSubset(manager.stats(), { connectsLastMinute: 1, connectCapBlockedUntil: null })
  })

  test('disconnect is temporary: the next check (30 s later) reconnects a live creator', async ({ assert }) => {
    const { manager, driver, advance } = setup()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await manager.connectNow(1)
    await manager.disconnect(1)
    assert.containsSubset(manager.status(1), { isConnected: false, liveStatusMessage: 'Disconnected' })
    await advance(29_000)
    assert.equal(driver.connects, 1)
    await advance(1_000)
    assert.equal(driver.connects, 2)
    assert.isTrue(manager.status(1)!.isConnected)
  })

  test('one connection per creator: a second connect is a no-op, a new username replaces it', async ({ assert }) => {
    const { manager, driver } = setup()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await Promise.all([manager.connectNow(1), manager.connectNow(1)])
    assert.equal(driver.connects, 1)
    manager.watch(1, 'renamed', driver)
    await manager.connectNow(1)
    assert.equal(driver.closes, 1)
    assert.equal(driver.connects, 2)
    assert.equal(manager.stats().connections, 1)
    await manager.stop()
    assert.equal(driver.closes, 2)
  })
})

/** A manager whose live-session and failure reports are written down as lines. */
function recording() {
  const driver = new FakeDriver()
  const clock = { time: 1_000_000, now: () => clock.time }
  const log: string[] = []
  const manager = new ConnectionManager({
    clock,
    onEvent: async () => undefined,
    onStatus: () => undefined,
    onLive: async (_creatorId, roomId, at) => void log.push(`live ${roomId} at ${at}`),
    onLiveEnded: async (_creatorId, reason, at) => void log.push(`ended ${reason} at ${at}`),
    onFailure: (_creatorId, failure) => void log.push(`failure ${failure.kind}`),
  })
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  return { manager, driver, clock, log, settle }
}

test.group('Connection manager: live sessions and failures', () => {
  test('a drop keeps the session; the reconnect reports the room again; Disconnect ends it', async ({ assert }) => {
    const { manager, driver, clock, log, settle } = recording()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await manager.connectNow(1)
    clock.time += 500
    driver.current.closed('socket closed')
    await settle()
    clock.time += 2_000
    await manager.tick()
    driver.roomId = 'room-2'
    await manager.disconnect(1)
    assert.deepEqual(log, [
      'live room-1 at 1000000',
      'failure dropped',
      'live room-1 at 1002500',
      'ended disconnected at 1002500',
    ])
  })

  test('a reconnect into a new room: the old session ends when last seen, then the new one opens', async ({
    assert,
  }) => {
    const { manager, driver, clock, log, settle } = recording()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await manager.connectNow(1)
    clock.time += 500
    driver.current.closed('room changed')
    await settle()
    driver.roomId = 'room-2'
    clock.time += 2_000
    await manager.tick()
    driver.current.closed('socket closed')
    await settle()
    clock.time += 2_000
    await manager.tick()
    assert.deepEqual(log, [
      'live room-1 at 1000000',
      'failure dropped',
      'ended room_changed at 1000500',
      'live room-2 at 1002500',
      'failure dropped',
      'live room-2 at 1004500',
    ])
    assert.containsSubset(manager.stats(), { drops: 2, reconnects: 2, roomChanges: 1 })
  })

  test('a reconnect that fails ends the session when the stream was last seen', async ({ assert }) => {
    const { manager, driver, clock, log, settle } = recording()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await manager.connectNow(1)
    clock.time += 10_000
    driver.current.frame()
    clock.time += 5_000
    driver.live = false
    driver.current.closed('socket closed')
    await settle()
    clock.time += 2_000
    await manager.tick()
    assert.deepEqual(log, ['live room-1 at 1000000', 'failure dropped', 'ended disconnected at 1015000'])
  })

  test('a stall ends at the last frame when the reconnect fails; stream end and shutdown', async ({ assert }) => {
    const { manager, driver, clock, log } = recording()
    driver.live = true
    manager.watch(1, 'creator', driver)
    await manager.connectNow(1)
    clock.time += 60_001
    await manager.tick()
    driver.nextError = new ConnectFailedError('no route')
    clock.time += 2_000
    await manager.tick()
    assert.deepEqual(log.splice(0), [
      'live room-1 at 1000000',
      'failure stalled',
      'failure connect',
      'ended disconnected at 1000000',
    ])

    manager.watch(2, 'other', driver)
    await manager.connectNow(2)
    await driver.current.event({ type: 'streamEnd' })
    await manager.connectNow(2)
    await manager.stop()
    assert.deepEqual(log, [
      `live room-1 at ${clock.time}`,
      `ended stream_end at ${clock.time}`,
      `live room-1 at ${clock.time}`,
      `ended shutdown at ${clock.time}`,
    ])
  })

  test('the sign server refusing or failing is reported as such, offline is no failure', async ({ assert }) => {
    const { manager, driver, clock, log } = recording()
    driver.live = true
    manager.watch(1, 'creator', driver)
    driver.nextError = new SignServerError('Unexpected sign server status 500')
    await manager.connectNow(1)
    clock.time += 60_000
    driver.nextError = new RateLimitedError('Too many connections', 1_000)
    await manager.connectNow(1)
    clock.time += 60_000
    driver.live = false
    await manager.connectNow(1)
    assert.deepEqual(log, ['failure signServer', 'failure rateLimited'])
  })
})

test.group('Connection manager: owners only (several processes)', () => {
  test('a creator whose lease this process lacks is watched but never checked or connected', async ({ assert }) => {
    const driver = new FakeDriver()
    driver.live = true
    const owned = new Set<number>()
    const manager = new ConnectionManager({
      owns: (creatorId) => owned.has(creatorId),
      onEvent: async () => undefined,
      onStatus: () => undefined,
    })
    manager.watch(1, 'creator', driver)
    await manager.tick()
    assert.equal(driver.liveChecks, 0)
    assert.deepEqual(manager.connectedIds(), [])

    owned.add(1)
    await manager.tick()
    assert.equal(driver.connects, 1)
    assert.deepEqual(manager.connectedIds(), [1])
  })

  test('a lost lease closes the connection and keeps watching; back, it connects at the next tick', async ({
    assert,
  }) => {
    const driver = new FakeDriver()
    driver.live = true
    const owned = new Set([1])
    const ended: string[] = []
    const manager = new ConnectionManager({
      owns: (creatorId) => owned.has(creatorId),
      onEvent: async () => undefined,
      onStatus: () => undefined,
      onLiveEnded: async (_creatorId, reason) => void ended.push(reason),
    })
    manager.watch(1, 'creator', driver)
    await manager.tick()
    assert.deepEqual(manager.connectedIds(), [1])

    owned.delete(1)
    await manager.release(1)
    assert.equal(driver.closes, 1)
    assert.deepEqual(ended, ['shutdown'])
    assert.isTrue(manager.isWatched(1))
    assert.containsSubset(manager.status(1), { isConnected: false, isLive: false })
    await manager.tick()
    assert.equal(driver.connects, 1)

    owned.add(1)
    await manager.tick()
    assert.equal(driver.connects, 2)
    assert.deepEqual(manager.connectedIds(), [1])
  })
})
