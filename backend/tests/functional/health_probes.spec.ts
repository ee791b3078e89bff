import { test } from '@japa/runner'

test.group('Health probes', () => {
  test('live answers while the process runs', async ({ client }) => {
    const response = await client.get('/api/health/live')
    response.assertStatus(200)
    response.assertBodyContains({ success: true, status: 'live' })
  })

  test('ready checks the database and its migrations, and reports Redis', async ({ client, assert }) => {
    const response = await client.get('/api/health/ready')
    response.assertStatus(200)
    const { checks } = response.body()
    assert.deepEqual({ database: checks.database, migrations: checks.migrations }, { database: 'ok', migrations: 'ok' })
    assert.equal(checks.redis, process.env.REDIS_URL ? 'ok' : 'not configured')
  })
})
