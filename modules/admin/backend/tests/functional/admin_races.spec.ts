import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeAdmin } from '#tests/helpers/accounts'

/*
| Two admins changing each other at the same moment, as real parallel requests (no global
| transaction: it would serialise them on one connection). Each test makes its admins the only
| active ones, and gives the others back their state, with its admins and their entries removed.
*/
const LAST_ADMIN = 'At least one admin must remain in the system for security reasons.'

test.group('Admins: changes racing each other keep an active admin', (group) => {
  const created: number[] = []
  let othersActive: number[] = []

  group.each.setup(async () => {
    othersActive = (await db.from('users').where('role', 'ADMIN').where('is_active', true).select('id')).map(
      (row) => row.id
    )
    await db.from('users').whereIn('id', othersActive).update({ is_active: false })
  })
  group.each.teardown(async () => {
    await db.from('audit_logs').whereIn('actor_id', created).orWhereIn('target_id', created).delete()
    await User.query().whereIn('id', created).delete()
    await db.from('users').whereIn('id', othersActive).update({ is_active: true })
    created.length = 0
  })

  async function admin() {
    const account = await makeAdmin()
    created.push(account.user.id)
    return account
  }

  const entries = (event: string) =>
    db.from('audit_logs').where('event_type', event).whereIn('target_id', created).select('target_id')
  const activeOf = async () =>
    (await db.from('users').whereIn('id', created).where('is_active', true).select('id')).map((row) => row.id)

  const deactivate = (client: ApiClient, token: string, id: number) =>
    client.patch(`/api/admin/management/${id}/toggle-active`).bearerToken(token).json({ isActive: false })

  test('two admins deactivating each other at once: one wins, the other is refused, one entry', async ({
    client,
    assert,
  }) => {
    const a = await admin()
    const b = await admin()
    const answers = await Promise.all([deactivate(client, a.token, b.user.id), deactivate(client, b.token, a.user.id)])

    assert.equal(answers.filter((answer) => answer.status() === 200).length, 1)
    const refused = answers.find((answer) => answer.status() !== 200)!
    // Refused by the rule, or signed out by the winner's change before it was read.
    if (refused.status() === 400) assert.equal(refused.body().error, LAST_ADMIN)
    else refused.assertStatus(401)
    assert.lengthOf(await activeOf(), 1)
    assert.lengthOf(await entries('ADMIN_DEACTIVATED'), 1)
  })

  test('two admins deleting each other at once: one admin remains, one entry', async ({ client, assert }) => {
    const a = await admin()
    const b = await admin()
    const answers = await Promise.all([
      client.delete(`/api/admin/management/${b.user.id}`).bearerToken(a.token),
      client.delete(`/api/admin/management/${a.user.id}`).bearerToken(b.token),
    ])

    assert.equal(answers.filter((answer) => answer.status() === 200).length, 1)
    assert.lengthOf(await activeOf(), 1)
    assert.lengthOf(await entries('ADMIN_DELETED'), 1)
    const setup = await client.get('/api/auth/setup')
    assert.isFalse(setup.body().setupRequired)
  })

  test('the same admin deleted twice at once: one delete, one 404, one entry', async ({ client, assert }) => {
    const a = await admin()
    const c = await admin()
    const answers = await Promise.all(
      [1, 2].map(() => client.delete(`/api/admin/management/${c.user.id}`).bearerToken(a.token))
    )

    assert.sameMembers(
      answers.map((answer) => answer.status()),
      [200, 404]
    )
    assert.lengthOf(await entries('ADMIN_DELETED'), 1)
  })
})
