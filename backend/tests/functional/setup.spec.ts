import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'

const FIRST_ADMIN = { name: 'First Admin', email: 'First@Example.com', password: 'long-enough-secret' }

/** A fresh install: no admin account at all (rolled back with the test's transaction). */
async function withoutAdmins() {
  await User.query().where('role', 'ADMIN').delete()
}

const adminCount = async () => Number((await db.from('users').where('role', 'ADMIN').count('* as total').first()).total)

test.group('Auth: first-admin setup', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates the first admin, who can then sign in; the audit trail records it', async ({ client, assert }) => {
    await withoutAdmins()
    await makeCreator() // creators do not count: only an admin closes setup
    const status = await client.get('/api/auth/setup')
    status.assertStatus(200)
    assert.deepEqual(status.body(), { success: true, setupRequired: true })

    const response = await client.post('/api/auth/setup').json(FIRST_ADMIN)
    response.assertStatus(201)
    assert.isTrue(response.body().success)
    assert.containsSubset(response.body().user, { email: 'first@example.com', name: 'First Admin', role: 'ADMIN' })
    assert.notProperty(response.body().user, 'password')

    const signIn = await client
      .post('/api/auth/signin')
      .json({ email: FIRST_ADMIN.email, password: FIRST_ADMIN.password })
    signIn.assertStatus(200)
    assert.equal(signIn.body().user.role, 'ADMIN')

    const entry = await db
      .from('audit_logs')
      .where('event_type', 'ADMIN_CREATED')
      .where('target_id', response.body().user.id)
      .first()
    assert.equal(entry.actor_type, 'SYSTEM')
    assert.equal(entry.category, 'SECURITY')
    assert.include(entry.details, '"via":"setup"')
  })

  test('is refused with 409 once an admin exists, whatever the body', async ({ client, assert }) => {
    await withoutAdmins()
    await client
      .post('/api/auth/setup')
      .json(FIRST_ADMIN)
      .then((r) => r.assertStatus(201))
    for (const body of [{ ...FIRST_ADMIN, email: 'second@example.com' }, {}, { name: 1 }]) {
      const response = await client.post('/api/auth/setup').json(body)
      response.assertStatus(409)
      assert.deepEqual(response.body(), {
        success: false,
        error: 'Setup is already complete',
        code: 'core.setup_complete',
      })
    }
    assert.equal(await adminCount(), 1)
    const status = await client.get('/api/auth/setup')
    assert.deepEqual(status.body(), { success: true, setupRequired: false })
  })

  test('an existing (even deactivated) admin closes setup', async ({ client, assert }) => {
    await withoutAdmins()
    await makeAdmin({ isActive: false })
    const response = await client.post('/api/auth/setup').json(FIRST_ADMIN)
    response.assertStatus(409)
    assert.equal(await adminCount(), 1)
  })

  test('bad input answers 400 with a message and creates nothing', async ({ client, assert }) => {
    await withoutAdmins()
    const huge = 'x'.repeat(10_000)
    const bodies = [
      {},
      { name: 'A', email: 'not-an-email', password: 'long-enough-secret' },
      { name: 'A', email: 'a@example.com', password: 'short' },
      { name: '   ', email: 'a@example.com', password: 'long-enough-secret' },
      { name: 42, email: true, password: [] },
      { name: huge, email: `${huge}@example.com`, password: huge },
    ]
    for (const body of bodies) {
      const response = await client.post('/api/auth/setup').json(body)
      response.assertStatus(400)
      assert.isFalse(response.body().success)
      assert.isString(response.body().error)
    }
    assert.equal(await adminCount(), 0)
  })

  test('an email already used by another account answers 409', async ({ client, assert }) => {
    await withoutAdmins()
    const { user: creator } = await makeCreator()
    const response = await client.post('/api/auth/setup').json({ ...FIRST_ADMIN, email: creator.email.toUpperCase() })
    response.assertStatus(409)
    assert.equal(response.body().error, 'An account with this email already exists')
    assert.equal(await adminCount(), 0)
  })
})
