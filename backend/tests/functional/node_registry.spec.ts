import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { thisNode } from '#core/cluster/node'
import {
  NODE_EXPIRY_MS,
  NodeRegistry,
  localNodeFigures,
  nodeRegistry,
  type NodeFigures,
} from '#core/cluster/node_registry'
import { openStreamCount } from '#core/push/push_streams'

const MB = 1024 * 1024

/** A registry for another process (a node id and start of its own) reporting fixed figures. */
function otherNode(id: string, startedAt: Date, figures: NodeFigures, delayMs = 0) {
  return new NodeRegistry({ id, startedAt }, async () => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    return figures
  })
}

/** SQLite keeps timestamps to the second, PostgreSQL to the microsecond. */
function assertSameSecond(actual: Date, expected: Date) {
  if (Math.floor(actual.getTime() / 1000) !== Math.floor(expected.getTime() / 1000)) {
    throw new Error(`Expected ${actual.toISOString()} within the second of ${expected.toISOString()}`)
  }
}

const storedIds = async () => (await db.from('cluster_nodes').orderBy('id').select('id')).map((row) => row.id)

test.group('Node registry', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('two nodes are listed, each marking itself, sorted by start', async ({ assert }) => {
    const earlier = new Date(thisNode.startedAt.getTime() - 60 * 60_000)
    const other = otherNode('node-b.example:41:0a0b0c', earlier, {
      liveConnections: [4, 9],
      pushStreams: 3,
      rssBytes: 80 * MB,
    })
    await nodeRegistry.heartbeat()
    await other.heartbeat()
    assert.deepEqual(await storedIds(), [thisNode.id, 'node-b.example:41:0a0b0c'].sort())

    const seenHere = await nodeRegistry.list()
    assert.deepEqual(
      seenHere.map((node) => [node.id, node.self]),
      [
        ['node-b.example:41:0a0b0c', false],
        [thisNode.id, true],
      ]
    )
    const { startedAt, ...reported } = seenHere[0]
    assert.deepEqual(reported, {
      id: 'node-b.example:41:0a0b0c',
      self: false,
      liveConnections: [4, 9],
      pushStreams: 3,
      rssBytes: 80 * MB,
    })
    assertSameSecond(startedAt, earlier)
    assert.equal(seenHere[1].startedAt, thisNode.startedAt)
    assert.equal(seenHere[1].pushStreams, openStreamCount())
    assert.isAbove(seenHere[1].rssBytes, 10 * MB)
    assert.deepEqual(seenHere[1].liveConnections, [])

    const seenThere = await other.list()
    assert.deepEqual(
      seenThere.map((node) => [node.id, node.self]),
      [
        ['node-b.example:41:0a0b0c', true],
        [thisNode.id, false],
      ]
    )
  })

  test('a heartbeat older than the expiry drops out and is swept by the next heartbeat', async ({ assert }) => {
    const figures = { liveConnections: [], pushStreams: 0, rssBytes: MB }
    const stale = otherNode('stale:1:000001', new Date(Date.now() - 3_600_000), figures)
    const fresh = otherNode('fresh:2:000002', new Date(Date.now() - 3_600_000), figures)
    const now = Date.now()
    await stale.heartbeat(new Date(now - NODE_EXPIRY_MS - 1_000))
    await fresh.heartbeat(new Date(now - NODE_EXPIRY_MS + 2_000))

    const listed = (await nodeRegistry.list(new Date(now))).map((node) => node.id)
    assert.deepEqual(listed.sort(), ['fresh:2:000002', thisNode.id].sort())
    assert.include(await storedIds(), 'stale:1:000001', 'listing does not write')

    await nodeRegistry.heartbeat(new Date(now))
    assert.deepEqual(await storedIds(), ['fresh:2:000002', thisNode.id].sort())
    // Three seconds later the other heartbeat is past the expiry too.
    assert.deepEqual(
      (await nodeRegistry.list(new Date(now + 3_000))).map((node) => node.id),
      [thisNode.id]
    )
  })

  test('a heartbeat updates the row in place: figures and time, not the start', async ({ assert }) => {
    const startedAt = new Date(Date.now() - 120_000)
    const first = otherNode('n:1:aaaaaa', startedAt, { liveConnections: [1], pushStreams: 1, rssBytes: MB })
    const again = otherNode('n:1:aaaaaa', new Date(), { liveConnections: [1, 2], pushStreams: 5, rssBytes: 2 * MB })
    await first.heartbeat(new Date(Date.now() - 20_000))
    await again.heartbeat()
    const rows = await db.from('cluster_nodes').where('id', 'n:1:aaaaaa')
    assert.lengthOf(rows, 1)
    const [listed] = (await nodeRegistry.list()).filter((node) => node.id === 'n:1:aaaaaa')
    assert.containsSubset(listed, { liveConnections: [1, 2], pushStreams: 5, rssBytes: 2 * MB })
    assertSameSecond(listed.startedAt, startedAt)
  })

  test('a clean stop removes the row at once, even with a heartbeat under way', async ({ assert }) => {
    const figures = { liveConnections: [], pushStreams: 0, rssBytes: MB }
    const node = otherNode('stopping:7:abcdef', new Date(), figures)
    const stop = await node.start()
    assert.include(await storedIds(), 'stopping:7:abcdef')
    await stop()
    assert.notInclude(await storedIds(), 'stopping:7:abcdef')
    assert.notInclude(
      (await nodeRegistry.list()).map((listed) => listed.id),
      'stopping:7:abcdef'
    )

    // Stopped while its first heartbeat still gathers figures: the heartbeat must not write the row back.
    const slow = otherNode('slow:8:abcdef', new Date(), figures, 100)
    const starting = slow.start()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await slow.stop()
    await starting
    assert.notInclude(await storedIds(), 'slow:8:abcdef')
  })

  test('a failing heartbeat is logged, not thrown: the process keeps serving', async ({ assert }) => {
    const broken = new NodeRegistry({ id: 'broken:9:000000', startedAt: new Date() }, async () => {
      throw new Error('figures unavailable')
    })
    const stop = await broken.start()
    assert.notInclude(await storedIds(), 'broken:9:000000')
    await stop()
  })

  test("this process's figures: its push streams and memory", async ({ assert }) => {
    const figures = await localNodeFigures()
    assert.equal(figures.pushStreams, openStreamCount())
    assert.isAbove(figures.rssBytes, 10 * MB)
    assert.isArray(figures.liveConnections)
  })
})
