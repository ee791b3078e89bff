import { test } from '@japa/runner'
import { makeAdmin } from '#tests/helpers/accounts'
import { localNodeFigures } from '#core/cluster/node_registry'
import { goLive, isolateLiveTests, makeLiveCreator } from '../helpers/live.js'

test.group('Live: the connections this process holds, in the node registry', (group) => {
  isolateLiveTests(group)

  test('a connected creator is listed on this node until disconnected; a watched one is not', async ({
    client,
    assert,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const first = await makeLiveCreator()
    const second = await makeLiveCreator()
    const waiting = await makeLiveCreator()
    // Asking for the status makes a creator watched, not connected.
    await client
      .get('/api/tiktok-optimized/status')
      .bearerToken(waiting.token)
      .then((answer) => answer.assertStatus(200))
    await goLive(client, second.token)
    await goLive(client, first.token)

    const connected = [first.user.id, second.user.id].sort((a, b) => a - b)
    assert.deepEqual((await localNodeFigures()).liveConnections, connected)
    const health = (await client.get('/api/admin/system-health').bearerToken(adminToken)).body()
    const self = health.nodes.find((node: { self: boolean }) => node.self)
    assert.deepEqual(self.liveConnections, connected)
    assert.equal(health.connections.live, 2)

    await client
      .post('/api/tiktok-optimized/disconnect')
      .bearerToken(first.token)
      .then((answer) => answer.assertStatus(200))
    assert.deepEqual((await localNodeFigures()).liveConnections, [second.user.id])
  })
})
