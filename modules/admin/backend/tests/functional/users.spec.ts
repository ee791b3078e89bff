import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'

/*
| The /users page's API: every account as the `users` resource (search, role filter, paging,
| sort), the four cards' counts, and writes through each role's own service rules, audited.
*/

const USERS = '/api/resources/users'
const STRONG = 'Strong-pass1!'
let sequence = 0
/** A word only this test's accounts carry, so lists and counts are exact whatever else exists. */
const marker = () => `zq${Date.now().toString(36)}${(sequence++).toString(36)}`

async function signIn(client: ApiClient, identifier: string, password = TEST_PASSWORD) {
  const response = await client.post('/api/auth/signin').json({ email: identifier, password })
  response.assertStatus(200)
  return response.body().token as string
}

const me = (client: ApiClient, token: string) => client.get('/api/auth/me').bearerToken(token)

const auditOf = (event: string, targetId: number) =>
  db.from('audit_logs').where('event_type', event).where('target_id', targetId).first()

function moderatorFields(word: string, creatorId?: number) {
  return {
    role: 'MODERATOR',
    creatorId,
    name: `Mod ${word}`,
    email: `mod-${word}@example.com`,
    username: `mod-${word}`,
    tiktokUsername: `mod_${word}`,
    password: STRONG,
    permissions: ['grant_powerups'],
  }
}

test.group('Admin: users resource', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists every current account with search, role filter, paging, sort and exact counts', async ({
    client,
    assert,
  }) => {
    const { user: admin, token } = await makeAdmin()
    const word = marker()
    await makeAdmin({ name: `Ada ${word}` })
    const { user: creatorA } = await makeCreator({ name: `Bea ${word}` })
    await makeCreator({ name: `Cid ${word}` })
    // Found by email alone (the name lacks the word).
    await makeCreator({ name: 'Dot Plain', email: `dot-${word}@example.com` })
    await makeCreator({ name: 'Not Matching' })
    const created = await client
      .post(USERS)
      .bearerToken(token)
      .json(moderatorFields(`e${word}`, creatorA.id))
    created.assertStatus(201)
    const removed = await client
      .post(USERS)
      .bearerToken(token)
      .json(moderatorFields(`f${word}`, creatorA.id))
    await client
      .delete(`${USERS}/${removed.body().id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))

    const list = async (filter: object, sort = ['name', 'ASC'], range = [0, 24]) => {
      const response = await client
        .get(USERS)
        .qs({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: JSON.stringify(range) })
        .bearerToken(token)
      response.assertStatus(200)
      return { rows: response.body() as any[], range: response.header('content-range') }
    }

    const all = await list({ q: word.toUpperCase() })
    assert.deepEqual(
      all.rows.map((row) => row.name),
      [`Ada ${word}`, `Bea ${word}`, `Cid ${word}`, 'Dot Plain', `Mod e${word}`]
    )
    assert.equal(all.range, 'users 0-4/5')
    assert.containsSubset(all.rows[4], {
      role: 'MODERATOR',
      email: `mod-e${word}@example.com`,
      username: `mod-e${word}`,
      creatorId: creatorA.id,
      isActive: true,
      lastLogin: null,
    })
    assert.notProperty(all.rows[0], 'password')

    const creators = await list({ q: word, role: 'CREATOR' }, ['name', 'DESC'], [1, 2])
    assert.deepEqual(
      creators.rows.map((row) => row.name),
      [`Cid ${word}`, `Bea ${word}`]
    )
    assert.equal(creators.range, 'users 1-2/3')
    assert.equal((await list({ q: word, role: 'ADMIN' })).range, 'users 0-0/1')
    assert.equal((await list({ q: `${word}-nobody` })).range, 'users */0')

    const summary = await client.get('/api/admin/users/summary').qs({ search: word }).bearerToken(token)
    summary.assertStatus(200)
    assert.deepEqual(summary.body(), { success: true, data: { total: 5, creators: 3, moderators: 1, admins: 1 } })

    // Without a search the cards count everything: the known accounts of this test are among them.
    const everything = (await client.get('/api/admin/users/summary').bearerToken(token)).body().data
    const [{ total }] = await db.from('users').count('* as total')
    const [{ retired }] = await db.from('moderator_profiles').where('status', 'INACTIVE').count('* as retired')
    assert.equal(everything.total, Number(total) - Number(retired))
    assert.equal(everything.total, everything.creators + everything.moderators + everything.admins)
    assert.isAtLeast(everything.admins, 2)
    assert.exists((await list({ q: admin.email })).rows.find((row) => row.id === admin.id))

    await client
      .get(USERS)
      .qs({ sort: '["password","ASC"]' })
      .bearerToken(token)
      .then((r) => r.assertStatus(400))
    await client
      .get(USERS)
      .qs({ filter: '{"role":["ADMIN"]}' })
      .bearerToken(token)
      .then((r) => r.assertStatus(400))
    await client
      .get('/api/admin/users/summary')
      .qs({ search: 'x'.repeat(201) })
      .bearerToken(token)
      .then((r) => r.assertStatus(400))
  })

  test('creates an admin, a creator and a moderator through their rules, each audited', async ({ client, assert }) => {
    const { user: admin, token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const word = marker()

    const newAdmin = await client
      .post(USERS)
      .bearerToken(token)
      .json({ role: 'ADMIN', name: 'New Admin', email: `admin-${word}@example.com`, password: 'secret6' })
    newAdmin.assertStatus(201)
    assert.containsSubset(newAdmin.body(), { role: 'ADMIN', name: 'New Admin', tiktokUsername: null, isActive: true })
    const adminEntry = await auditOf('ADMIN_CREATED', newAdmin.body().id)
    assert.equal(adminEntry.actor_id, admin.id)
    await signIn(client, `admin-${word}@example.com`, 'secret6')

    const newCreator = await client
      .post(USERS)
      .bearerToken(token)
      .json({
        role: 'CREATOR',
        name: 'New Creator',
        email: `creator-${word}@example.com`,
        tiktokUsername: `@c_${word}`,
        password: 'secret6',
      })
    newCreator.assertStatus(201)
    assert.containsSubset(newCreator.body(), { role: 'CREATOR', tiktokUsername: `c_${word}`, creatorId: null })
    assert.equal((await auditOf('CREATOR_CREATED', newCreator.body().id)).creator_id, newCreator.body().id)

    const newModerator = await client.post(USERS).bearerToken(token).json(moderatorFields(word, creator.id))
    newModerator.assertStatus(201)
    assert.containsSubset(newModerator.body(), { role: 'MODERATOR', name: `Mod ${word}`, creatorId: creator.id })
    const moderatorEntry = await auditOf('MODERATOR_CREATED', newModerator.body().id)
    // Filed under the moderator's creator, written by the admin.
    assert.equal(moderatorEntry.creator_id, creator.id)
    assert.equal(moderatorEntry.actor_id, admin.id)
    const profile = await db.from('moderator_profiles').where('user_id', newModerator.body().id).first()
    assert.containsSubset(profile, { creator_id: creator.id, status: 'ACTIVE' })
    await signIn(client, `mod-${word}`, STRONG)
  })

  test('refuses bad input: no creator for a moderator is 422, field rules are 400 or 409', async ({
    client,
    assert,
  }) => {
    const { token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const { user: otherAdmin } = await makeAdmin()
    const word = marker()
    const post = (body: object) => client.post(USERS).bearerToken(token).json(body)
    const refused = async (body: object, status: number, error: string) => {
      const response = await post(body)
      response.assertStatus(status)
      assert.equal(response.body().error, error)
    }

    await refused(moderatorFields(word), 422, 'A moderator belongs to a creator: choose the creator')
    await refused(moderatorFields(word, otherAdmin.id), 422, 'Creator not found')
    await refused(
      { ...moderatorFields(word, creator.id), password: 'weak' },
      400,
      'Invalid Password: Password must meet all requirements.'
    )
    await refused({ role: 'OWNER', name: 'x' }, 400, 'Role must be one of ADMIN, CREATOR, MODERATOR')
    await refused({ name: 'x' }, 400, 'Role is required')
    await refused(
      { role: 'ADMIN', name: '', email: 'a@b.co', password: 'secret6' },
      400,
      'Validation Error: All fields are required'
    )
    await refused(
      { role: 'CREATOR', name: 'C', email: `c-${word}@example.com`, tiktokUsername: 'nohandle', password: 'secret6' },
      400,
      'TikTok username must start with @'
    )
    await refused(
      { role: 'ADMIN', name: 'Twin', email: otherAdmin.email, password: 'secret6' },
      409,
      'An account with this email already exists'
    )
    assert.isNull(await User.findBy('email', `mod-${word}@example.com`))
  })

  test('updates each role through its service: sessions end on a new password, the role stays', async ({
    client,
    assert,
  }) => {
    const { token } = await makeAdmin()
    const { user: admin } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const word = marker()
    const moderatorId = (await client.post(USERS).bearerToken(token).json(moderatorFields(word, creator.id))).body().id
    const put = (id: number, body: object) => client.put(`${USERS}/${id}`).bearerToken(token).json(body)

    // Admin: a new password ends their sessions; audited with passwordChanged.
    const adminSession = await signIn(client, admin.email)
    const adminEdit = await put(admin.id, { name: 'Renamed Admin', email: admin.email, password: 'newpass1' })
    adminEdit.assertStatus(200)
    assert.equal(adminEdit.body().name, 'Renamed Admin')
    await me(client, adminSession).then((r) => r.assertStatus(401))
    assert.include((await auditOf('ADMIN_UPDATED', admin.id)).details, '"passwordChanged":true')

    // The role never changes (an admin is not demoted here, nor a creator promoted).
    const demote = await put(admin.id, { role: 'CREATOR', name: 'x', email: admin.email })
    demote.assertStatus(422)
    assert.equal(demote.body().error, "An account's role cannot be changed: create an account with the new role")

    // Creator: renamed and deactivated; their sessions and their moderators' end.
    const creatorSession = await signIn(client, creator.email)
    const moderatorSession = await signIn(client, `mod-${word}`, STRONG)
    const creatorEdit = await put(creator.id, { name: 'Renamed Creator', email: creator.email, isActive: false })
    creatorEdit.assertStatus(200)
    assert.containsSubset(creatorEdit.body(), {
      name: 'Renamed Creator',
      isActive: false,
      tiktokUsername: creator.tiktokUsername,
    })
    await me(client, creatorSession).then((r) => r.assertStatus(401))
    await me(client, moderatorSession).then((r) => r.assertStatus(401))
    assert.exists(await auditOf('CREATOR_UPDATED', creator.id))
    assert.exists(await auditOf('CREATOR_DEACTIVATED', creator.id))
    await put(creator.id, { name: 'Renamed Creator', email: creator.email, isActive: true }).then((r) =>
      r.assertStatus(200)
    )

    // Moderator: name and password by the moderators module's rules; then suspended.
    const modSession = await signIn(client, `mod-${word}`, STRONG)
    const modEdit = await put(moderatorId, {
      name: 'Renamed Mod',
      email: `mod-${word}@example.com`,
      password: 'Other-pass2!',
    })
    modEdit.assertStatus(200)
    assert.equal(modEdit.body().name, 'Renamed Mod')
    await me(client, modSession).then((r) => r.assertStatus(401))
    assert.exists(await auditOf('MODERATOR_PASSWORD_RESET', moderatorId))
    const updated = await auditOf('MODERATOR_UPDATED', moderatorId)
    assert.equal(updated.creator_id, creator.id)
    const suspended = await put(moderatorId, { name: 'Renamed Mod', isActive: false })
    suspended.assertStatus(200)
    assert.isFalse(suspended.body().isActive)
    assert.equal((await db.from('moderator_profiles').where('user_id', moderatorId).first()).status, 'SUSPENDED')
    const emailChange = await put(moderatorId, { name: 'Renamed Mod', email: 'elsewhere@example.com' })
    emailChange.assertStatus(422)
    assert.equal(emailChange.body().error, "A moderator's email cannot be changed")
    await put(moderatorId, { name: '' }).then((r) => r.assertStatus(400))
  })

  test('an admin cannot delete or deactivate themselves; others are deleted by their role rules', async ({
    client,
    assert,
  }) => {
    const { user: self, token } = await makeAdmin()
    const { user: other } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const word = marker()
    const moderatorId = (await client.post(USERS).bearerToken(token).json(moderatorFields(word, creator.id))).body().id

    const selfDelete = await client.delete(`${USERS}/${self.id}`).bearerToken(token)
    selfDelete.assertStatus(400)
    assert.equal(selfDelete.body().error, 'You cannot delete your own admin account.')
    const selfDeactivate = await client
      .put(`${USERS}/${self.id}`)
      .bearerToken(token)
      .json({ name: self.name, email: self.email, isActive: false })
    selfDeactivate.assertStatus(400)
    assert.equal(selfDeactivate.body().error, 'You cannot deactivate your own admin account.')

    await client
      .delete(`${USERS}/${other.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    assert.isNull(await User.find(other.id))
    assert.exists(await auditOf('ADMIN_DELETED', other.id))

    // A moderator is removed as their module does it: hidden, closed, the account row kept.
    const moderatorSession = await signIn(client, `mod-${word}`, STRONG)
    await client
      .delete(`${USERS}/${moderatorId}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    await me(client, moderatorSession).then((r) => r.assertStatus(401))
    assert.exists(await auditOf('MODERATOR_REMOVED', moderatorId))
    await client
      .get(`${USERS}/${moderatorId}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(404))

    await client
      .delete(`${USERS}/${creator.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    assert.isNull(await User.find(creator.id))
    assert.exists(await auditOf('CREATOR_DELETED', creator.id))
  })

  test('creators, moderators and impersonating admins get 403', async ({ client, assert }) => {
    const { token: adminToken, user: admin } = await makeAdmin()
    const { user: creator, token: creatorToken } = await makeCreator()
    const { token: moderatorToken } = await makeModerator(creator)
    const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(adminToken).json({})
    const impersonationToken = started.body().data.impersonationToken as string
    for (const token of [creatorToken, moderatorToken, impersonationToken]) {
      await client
        .get(USERS)
        .bearerToken(token)
        .then((r) => r.assertStatus(403))
      await client
        .get(`${USERS}/${admin.id}`)
        .bearerToken(token)
        .then((r) => r.assertStatus(403))
      await client
        .get('/api/admin/users/summary')
        .bearerToken(token)
        .then((r) => r.assertStatus(403))
      await client
        .post(USERS)
        .bearerToken(token)
        .json({ role: 'ADMIN', name: 'Sneaky', email: 'sneaky@example.com', password: 'secret6' })
        .then((r) => r.assertStatus(403))
      await client
        .put(`${USERS}/${admin.id}`)
        .bearerToken(token)
        .json({ name: 'x' })
        .then((r) => r.assertStatus(403))
      await client
        .delete(`${USERS}/${admin.id}`)
        .bearerToken(token)
        .then((r) => r.assertStatus(403))
    }
    await client.get(USERS).then((r) => r.assertStatus(401))
    assert.isNull(await User.findBy('email', 'sneaky@example.com'))
    assert.exists(await User.find(admin.id))
  })
})
