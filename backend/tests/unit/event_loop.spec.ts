import { test } from '@japa/runner'
import { EventLoopMonitor } from '#core/monitoring/event_loop'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Keeps the event loop busy for `ms`: what a big synchronous task does to everything waiting. */
function block(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until);
}

test.group('Event-loop delay monitor', () => {
  test('answers the last complete window: a 300 ms block shows as its max, the next quiet window does not', async ({
    assert,
    cleanup,
  }) => {
    const monitor = new EventLoopMonitor(400)
    cleanup(monitor.start())
    assert.isNull(monitor.lastWindow(), 'no window has ended yet')

    await sleep(50)
    block(300)
    await sleep(400)
    const blocked = monitor.lastWindow()!
    assert.isNotNull(blocked)
    assert.isAtLeast(blocked.maxMs, 280)
    assert.isAtMost(blocked.p50Ms, blocked.p99Ms)
    assert.isAtMost(blocked.p99Ms, blocked.maxMs)
    assert.isAbove(Date.parse(blocked.windowEndedAt), Date.now() - 1000)
    // Reading changes nothing: a second reader gets the same window.
    assert.deepEqual(monitor.lastWindow(), blocked)

    await sleep(450)
    const quiet = monitor.lastWindow()!
    assert.notEqual(quiet.windowEndedAt, blocked.windowEndedAt)
    assert.isBelow(quiet.maxMs, 280)
  })
})
