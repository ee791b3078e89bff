import { test } from '@japa/runner'
import pg from 'pg'
import { RedisConnection } from '@adonisjs/redis'
import env from '#start/env'
import { redisOptionsFromUrl } from '#core/redis_url'
import { ApiError } from '#core/http/api_error'
import { LeaseHolder } from '../../services/ownership.js'
import { CommandRouter } from '../../services/live_routing.js'

const onPostgres = env.get('DB_CONNECTION') === 'pg'
const databaseUrl = env.get('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/powerdeck'
const NEEDS_PG = 'leases are PostgreSQL advisory locks: run with DB_CONNECTION=pg'

/** A creator id no other test leases (the lock space is the server's, shared by every database). */
const creatorId = () => 900_000_000 + Math.floor(Math.random() * 100_000_000)

test.group('Live leases: one owner per creator across processes (PostgreSQL)', (group) => {
  const holders: LeaseHolder[] = []
  const holder = (nodeId: string, lost: number[][] = []) => {
    const created = new LeaseHolder({ connectionString: databaseUrl, nodeId, onLost: (ids) => lost.push(ids) })
    holders.push(created)
    return created
  }
  group.each.teardown(async () => {
    for (const created of holders.splice(0)) await created.stop()
  })

  test('one of two holders wins; the other takes over once the first gives the lease up', async ({ assert }) => {
    const id = creatorId()
    const one = holder(`test-one-${id}`)
    const other = holder(`test-other-${id}`)
    const [first, second] = await Promise.all([one.tryAcquire(id), other.tryAcquire(id)])
    assert.notEqual(first, second)
    const [winner, loser] = first ? [one, other] : [other, one]
    assert.equal(await loser.ownerOf(id), first ? `test-one-${id}` : `test-other-${id}`)
    assert.isFalse(await loser.tryAcquire(id))
    // Asking again while holding changes nothing (the lock is not taken twice).
    assert.isTrue(await winner.tryAcquire(id))

    await winner.release(id)
    assert.isNull(await loser.ownerOf(id))
    assert.isTrue(await loser.tryAcquire(id))
    assert.isFalse(await winner.tryAcquire(id))
    assert.deepEqual(loser.heldIds(), [id])
  }).skip(!onPostgres, NEEDS_PG)

  test('a holder that stops frees its leases at once', async ({ assert }) => {
    const ids = [creatorId(), creatorId()]
    const one = holder(`test-stop-one-${ids[0]}`)
    const other = holder(`test-stop-other-${ids[0]}`)
    for (const id of ids) assert.isTrue(await one.tryAcquire(id))
    for (const id of ids) assert.isFalse(await other.tryAcquire(id))
    await one.stop()
    for (const id of ids) assert.isTrue(await other.tryAcquire(id))
  }).skip(!onPostgres, NEEDS_PG)

  test('taking many leases in one round trip takes only the free ones', async ({ assert }) => {
    const ids = [creatorId(), creatorId(), creatorId()]
    const one = holder(`test-many-one-${ids[0]}`)
    const other = holder(`test-many-other-${ids[0]}`)
    assert.isTrue(await one.tryAcquire(ids[1]))
    assert.sameMembers(await other.tryAcquireMany(ids), [ids[0], ids[2]])
    assert.deepEqual(await other.tryAcquireMany(ids), [])
    assert.deepEqual(await one.tryAcquireMany(ids), [])
    assert.sameMembers(other.heldIds(), [ids[0], ids[2]])
    assert.deepEqual(one.heldIds(), [ids[1]])
  }).skip(!onPostgres, NEEDS_PG)

  test('takes of one creator racing in one process need one release only', async ({ assert }) => {
    const id = creatorId()
    const one = holder(`test-race-one-${id}`)
    const other = holder(`test-race-other-${id}`)
    const taken = await Promise.all([one.tryAcquire(id), one.tryAcquireMany([id]), one.tryAcquire(id)])
    assert.deepEqual(taken, [true, [], true])
    await one.release(id)
    assert.isTrue(await other.tryAcquire(id))
  }).skip(!onPostgres, NEEDS_PG)

  test('a holder whose connection dies (as under kill -9) loses every lease, the other takes them', async ({
    assert,
  }) => {
    const id = creatorId()
    const lost: number[][] = []
    const one = holder(`test-dies-${id}`, lost)
    const other = holder(`test-survives-${id}`)
    assert.isTrue(await one.tryAcquire(id))
    assert.isFalse(await other.tryAcquire(id))

    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        `test-dies-${id}`,
      ])
    } finally {
      await admin.end()
    }
    const deadline = Date.now() + 5_000
    while (!lost.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    assert.deepEqual(lost, [[id]])
    assert.isFalse(one.holds(id))
    assert.isTrue(await other.tryAcquire(id))
    // The broken holder opens a new connection and finds the lease taken.
    assert.isFalse(await one.tryAcquire(id))
    assert.equal(await one.ownerOf(id), `test-survives-${id}`)
  }).skip(!onPostgres, NEEDS_PG)
})

/** The ApiError a forwarded command was refused with (fails the test if it was answered). */
const refusal = (asked: Promise<unknown>) =>
  asked.then(
    () => {
      throw new Error('The command was answered, not refused')
    },
    (error: ApiError) => error
  )

test.group('Live commands forwarded to the owner (Redis request/reply)', (group) => {
  const redisUrl = env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379/5'
  const routers: CommandRouter[] = []
  const connections: RedisConnection[] = []
  /** A node: its own Redis connection, as a separate process would have. */
  const node = async (nodeId: string, handle: (command: unknown) => Promise<unknown>, timeoutMs?: number) => {
    const connection = new RedisConnection(nodeId, {
      ...redisOptionsFromUrl(redisUrl, 'powerdeck:'),
      retryStrategy: () => null,
    })
    connections.push(connection)
    const router = new CommandRouter(connection, nodeId, handle, timeoutMs)
    routers.push(router)
    await router.start()
    return router
  }
  group.each.teardown(async () => {
    for (const router of routers.splice(0)) await router.stop()
    for (const connection of connections.splice(0)) await connection.quit().catch(() => connection.disconnect())
  })

  test('a command runs on the owner and its result comes back; concurrent asks keep their own answers', async ({
    assert,
  }) => {
    const suffix = `${process.pid}-${Date.now()}`
    const ran: unknown[] = []
    await node(`owner-${suffix}`, async (command) => {
      ran.push(command)
      const { n } = command as { n: number }
      await new Promise((resolve) => setTimeout(resolve, (10 - n) * 5))
      return { doubled: n * 2, by: 'owner' }
    })
    const caller = await node(`caller-${suffix}`, async () => ({ by: 'caller' }))
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => caller.ask(`owner-${suffix}`, { n })))
    assert.deepEqual(
      answers,
      Array.from({ length: 10 }, (_, n) => ({ doubled: n * 2, by: 'owner' }))
    )
    assert.lengthOf(ran, 10)
  })

  test("the owner's refusal comes back as the same 4xx; an unexpected failure as a 500 without details", async ({
    assert,
  }) => {
    const suffix = `${process.pid}-${Date.now()}`
    await node(`owner-${suffix}`, async (command) => {
      if ((command as { bad: string }).bad === 'api')
        throw new ApiError(409, 'Not connected', 'live.not_connected', { step: 2 }, { processed: 2 })
      throw new Error('secret internals')
    })
    const caller = await node(`caller-${suffix}`, async () => null)
    const refused = await refusal(caller.ask(`owner-${suffix}`, { bad: 'api' }))
    assert.instanceOf(refused, ApiError)
    assert.equal(refused.status, 409)
    assert.equal(refused.message, 'Not connected')
    assert.deepEqual(refused.extra, { processed: 2 })
    assert.equal(refused.code, 'live.not_connected')
    assert.deepEqual(refused.params, { step: 2 })
    const failed = await refusal(caller.ask(`owner-${suffix}`, { bad: 'crash' }))
    assert.equal(failed.status, 500)
    assert.notInclude(failed.message, 'secret')
  })

  test('no owner listening answers 503 at once; an owner that does not answer in time, 503', async ({ assert }) => {
    const suffix = `${process.pid}-${Date.now()}`
    await node(`stuck-${suffix}`, () => new Promise(() => undefined))
    // Waiting a minute would outlast the test's timeout: the answer comes from nobody listening.
    const patient = await node(`patient-${suffix}`, async () => null, 60_000)
    const gone = await refusal(patient.ask(`gone-${suffix}`, {}))
    assert.equal(gone.status, 503)
    const impatient = await node(`impatient-${suffix}`, async () => null, 300)
    const stuck = await refusal(impatient.ask(`stuck-${suffix}`, {}))
    assert.equal(stuck.status, 503)
  })
})
