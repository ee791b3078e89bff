import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { csvField } from '#core/shared/csv'
import { isStrongPassword } from '#core/shared/rules'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import type { CreatorsImportResultDto } from '../../../shared/creators_import.js'
import { generatePassword } from '../../services/creators_import.js'

const IMPORT = '/api/admin/creators/import'
let serial = 0
const unique = (stem: string) => `${stem}${Date.now().toString(36)}${serial++}`

function sendImport(client: ApiClient, token: string, body: Record<string, unknown>) {
  return client.post(IMPORT).bearerToken(token).json(body)
}

/** Accounts and audit entries: what an import must leave alone when it refuses. */
async function footprint() {
  const count = async (table: string) => Number((await db.from(table).count('* as n').first()).n)
  return {
    users: await count('users'),
    moderators: await count('moderator_profiles'),
    audit: await count('audit_logs'),
  }
}

const signIn = (client: ApiClient, email: string, password: string) =>
  client.post('/api/auth/signin').json({ email, password })
const moderatorSignIn = (client: ApiClient, username: string, password: string) =>
  client.post('/api/auth/signin').json({ loginType: 'moderator', username, password })

test.group('Admin: creators import', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a JSON dry run shows the plan and creates nothing; the apply creates all, audited, with credentials', async ({
    client,
    assert,
  }) => {
    const { token, user: admin } = await makeAdmin()
    const [nova, orbit] = [unique('nova'), unique('orbit')]
    const file = JSON.stringify(
      [
        {
          name: 'Nova Star',
          email: `${nova}@Example.com`,
          tiktokUsername: `@${nova}`,
          moderators: [
            { tiktokUsername: `@${nova}_mod`, name: 'Nova Mod', permissions: ['grant_powerups', 'use_powerups'] },
            { tiktokUsername: `${nova}_helper`, username: `${nova}-helper`, permissions: ['chat_commands'] },
          ],
        },
        { name: 'Orbit', email: `${orbit}@example.com`, tiktokUsername: orbit },
      ],
      null,
      2
    )
    const before = await footprint()
    const dry = await sendImport(client, token, { format: 'json', content: file, dryRun: true })
    dry.assertStatus(200)
    const plan = dry.body().data as CreatorsImportResultDto
    assert.containsSubset(plan, { dryRun: true, valid: true, errors: [], credentials: [] })
    assert.deepEqual(
      plan.creators.map((c) => [c.line, c.id, c.email, c.tiktokUsername, c.moderators.length]),
      [
        [2, null, `${nova}@example.com`, nova, 2],
        [24, null, `${orbit}@example.com`, orbit, 0],
      ]
    )
    assert.deepEqual(await footprint(), before)

    const applied = await sendImport(client, token, { format: 'json', content: file })
    applied.assertStatus(201)
    const result = applied.body().data as CreatorsImportResultDto
    assert.isFalse(result.dryRun)
    assert.lengthOf(result.credentials, 4)
    const creator = await User.findByOrFail('email', `${nova}@example.com`)
    assert.equal(creator.role, 'CREATOR')
    assert.equal(result.creators[0].id, creator.id)
    assert.deepEqual(
      result.creators[0].moderators.map((m) => [m.tiktokUsername, m.username, m.name, m.permissions]),
      [
        [`${nova}_mod`, `${nova}_mod`.toLowerCase(), 'Nova Mod', ['grant_powerups', 'use_powerups']],
        [`${nova}_helper`, `${nova}-helper`, `${nova}-helper`, ['chat_commands']],
      ]
    )
    const profiles = await db.from('moderator_profiles').where('creator_id', creator.id).orderBy('user_id')
    assert.deepEqual(
      profiles.map((p) => p.status),
      ['ACTIVE', 'ACTIVE']
    )

    // Strong, distinct passwords; each account signs in with its own.
    const passwords = result.credentials.map((c) => c.password)
    assert.lengthOf(new Set(passwords), 4)
    for (const password of passwords) assert.isTrue(isStrongPassword(password) && password.length >= 20)
    for (const credential of result.credentials) {
      const response =
        credential.role === 'CREATOR'
          ? await signIn(client, credential.login, credential.password)
          : await moderatorSignIn(client, credential.login, credential.password)
      response.assertStatus(200)
    }

    const entries = await db.from('audit_logs').where('actor_id', admin.id).orderBy('id')
    assert.deepEqual(
      entries.map((e) => e.event_type),
      ['CREATOR_CREATED', 'MODERATOR_CREATED', 'MODERATOR_CREATED', 'CREATOR_CREATED', 'CREATORS_IMPORTED']
    )
    const summary = entries.at(-1)
    assert.isNull(summary.creator_id)
    const details = typeof summary.details === 'string' ? JSON.parse(summary.details) : summary.details
    assert.containsSubset(details, { creators: 2, moderators: 2 })
    assert.equal(entries[1].creator_id, creator.id)
  })

  test('CSV: one row per creator, a moderators cell, line numbers of multi-line rows', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const [a, b] = [unique('csva'), unique('csvb')]
    const csv = [
      'name,email,tiktokUsername,moderators',
      `"Alpha, the first",${a}@example.com,@${a},"@${a}_m (Alpha Mod)=grant_powerups+use_powerups; @${a}_c=chat_commands"`,
      `"Beta`,
      `on two lines",${b}@example.com,${b},`,
      '',
    ].join('\r\n')
    const response = await sendImport(client, token, { format: 'csv', content: csv })
    response.assertStatus(201)
    const result = response.body().data as CreatorsImportResultDto
    assert.deepEqual(
      result.creators.map((c) => [c.line, c.name, c.moderators.map((m) => [m.name, m.permissions])]),
      [
        [
          2,
          'Alpha, the first',
          [
            ['Alpha Mod', ['grant_powerups', 'use_powerups']],
            [`${a}_c`, ['chat_commands']],
          ],
        ],
        [3, 'Beta\non two lines', []],
      ]
    )
    assert.lengthOf(result.credentials, 4)
  })

  test('every invalid row with its line and reason; the apply then refuses and changes nothing', async ({
    client,
    assert,
  }) => {
    const { token } = await makeAdmin()
    const { user: existing } = await makeCreator()
    const [ok, dup] = [unique('ok'), unique('dup')]
    const csv = [
      'email,name,tiktokUsername,moderators',
      `${ok}@example.com,Fine,@${ok},@${ok}_mod=grant_powerups`,
      `${dup}@example.com,First,@${dup}_1,`,
      `${dup}@example.com,Second,@${dup}_2,`,
      `${existing.email.toUpperCase()},Taken,@taken_one,`,
      `${unique('bad')}@example.com,Bad handle,@no spaces!,`,
      `${unique('perm')}@example.com,Bad permission,@perm_one,@perm_mod=grant_powerups+fly`,
      `not-an-email,,@x,`,
      `${unique('cell')}@example.com,Bad cell,@cell_one,@cell_mod grant_powerups`,
      `${unique('twice')}@example.com,Twice,@twice_one,@same_mod=chat_commands;@SAME_MOD=use_powerups`,
    ].join('\n')
    const before = await footprint()
    const dry = await sendImport(client, token, { format: 'csv', content: csv, dryRun: true })
    dry.assertStatus(200)
    const report = dry.body().data as CreatorsImportResultDto
    assert.isFalse(report.valid)
    assert.deepEqual(
      report.errors.map((e) => [e.line, e.message]),
      [
        [4, `Email ${dup}@example.com appears twice in the file (first on line 3)`],
        [5, `An account with the email ${existing.email} already exists`],
        [6, 'TikTok username may only contain letters, numbers, dots and underscores'],
        [7, 'Unknown permission; use manage_players, grant_powerups, use_powerups, chat_commands'],
        [8, 'Creator name is required'],
        [8, 'Please enter a valid email address'],
        [
          9,
          'Moderator "@cell_mod grant_powerups" must read @tiktok_name=permission+permission (a name in brackets may follow the TikTok name)',
        ],
        [10, 'Moderator @SAME_MOD is listed twice for this creator'],
      ]
    )
    assert.equal(report.errors.find((e) => e.line === 7)?.field, 'moderators[0].permissions.1')
    assert.deepEqual(await footprint(), before)

    const applied = await sendImport(client, token, { format: 'csv', content: csv })
    applied.assertStatus(422)
    assert.equal(applied.body().error, '7 rows are invalid; nothing was created')
    assert.lengthOf(applied.body().errors, 8)
    assert.deepEqual(await footprint(), before)
    assert.isNull(await User.findBy('email', `${ok}@example.com`))
  })

  test('moderator usernames: repeated in the file or taken are refused', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const { user: moderator } = await makeModerator(creator)
    const [a, b] = [unique('una'), unique('unb')]
    const file = JSON.stringify([
      {
        name: 'A',
        email: `${a}@example.com`,
        tiktokUsername: a,
        moderators: [{ tiktokUsername: 'm_one', username: 'same-login', permissions: ['chat_commands'] }],
      },
      {
        name: 'B',
        email: `${b}@example.com`,
        tiktokUsername: b,
        moderators: [
          { tiktokUsername: 'm_two', username: 'SAME-login', permissions: ['chat_commands'] },
          { tiktokUsername: 'm_three', username: moderator.username, permissions: ['chat_commands'] },
        ],
      },
    ])
    const response = await sendImport(client, token, { format: 'json', content: file, dryRun: true })
    assert.deepEqual(
      (response.body().data as CreatorsImportResultDto).errors.map((e) => [e.line, e.message]),
      [
        [1, 'Moderator username SAME-login appears twice in the file (first on line 1)'],
        [1, `An account with the username ${moderator.username} already exists`],
      ]
    )
  })

  test('a generated password is strong and reaches the credentials CSV exactly as it signs in', ({ assert }) => {
    for (let n = 0; n < 2000; n++) {
      const password = generatePassword()
      assert.isTrue(isStrongPassword(password), password)
      assert.equal(csvField(password), password)
    }
  })

  test('only admins: a creator or moderator gets 403, nobody signed in 401', async ({ client }) => {
    const { user: creator, token: creatorToken } = await makeCreator()
    const { token: moderatorToken } = await makeModerator(creator)
    const body = { format: 'json', content: '[]', dryRun: true }
    await sendImport(client, creatorToken, body).then((r) => r.assertStatus(403))
    await sendImport(client, moderatorToken, body).then((r) => r.assertStatus(403))
    await client
      .post(IMPORT)
      .json(body)
      .then((r) => r.assertStatus(401))
  })

  test('a file that cannot be read is a 400 with a human message, nothing changed', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const before = await footprint()
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '[]' }, 'format is required: csv or json'],
      [{ format: 'xml', content: '[]' }, 'format must be csv or json'],
      [{ format: 'json', content: '' }, 'The file is empty'],
      [{ format: 'json', content: '[]', dryRun: 'yes' }, 'dryRun must be true or false'],
      [{ format: 'json', content: '[' }, 'The JSON file cannot be read'],
      [{ format: 'json', content: '{"name":"x"}' }, 'The JSON file must hold an array of creators'],
      [{ format: 'json', content: '[]' }, 'The file has no creators'],
      [{ format: 'csv', content: 'name,email,tiktok\nA,a@b.co,a' }, 'Unknown CSV column "tiktok"'],
      [{ format: 'csv', content: 'name,tiktokUsername\nA,a' }, 'The CSV header lacks email'],
      [{ format: 'csv', content: 'email,name,tiktokUsername,name\na@b.co,A,a,B' }, 'The CSV header names "name" twice'],
      [{ format: 'csv', content: 'name,email,tiktokUsername\nA,"a@b.co,a' }, 'The CSV file cannot be read'],
      [{ format: 'csv', content: 'name,email,tiktokUsername\nA,a@b.co,a,extra' }, 'The CSV file cannot be read'],
    ]
    for (const [body, message] of cases) {
      const response = await sendImport(client, token, body)
      response.assertStatus(400)
      assert.include(response.body().error, message, JSON.stringify(body))
    }
    const tooMany = [{ name: 'x', email: 'x@example.com', tiktokUsername: 'x' }, ...Array(500).fill({})]
    const response = await sendImport(client, token, { format: 'json', content: JSON.stringify(tooMany) })
    response.assertStatus(400)
    assert.equal(response.body().error, 'A file may hold at most 500 creators; split it')
    const notObjects = await sendImport(client, token, { format: 'json', content: '[1, "x"]', dryRun: true })
    assert.deepEqual(
      notObjects.body().data.errors.map((e: { line: number }) => e.line),
      [1, 1]
    )
    assert.deepEqual(await footprint(), before)
  })
})

test.group('Admin: creators import races', (group) => {
  const emails: string[] = []
  group.each.teardown(async () => {
    const ids = (await User.query().whereIn('email', emails)).map((user) => user.id)
    await db.from('audit_logs').whereIn('creator_id', ids).delete()
    await db.from('audit_logs').where('event_type', 'CREATORS_IMPORTED').delete()
    await User.query().whereIn('id', ids).delete()
  })

  test('parallel imports sharing an email: one creates its rows, the others create nothing', async ({
    client,
    assert,
  }) => {
    const { token, user: admin } = await makeAdmin()
    const shared = `${unique('race')}@example.com`
    const files = Array.from({ length: 6 }, (_, index) => {
      const own = `${unique(`race${index}-`)}@example.com`
      emails.push(own)
      return JSON.stringify([
        { name: `Own ${index}`, email: own, tiktokUsername: `own_${index}` },
        { name: `Shared ${index}`, email: shared, tiktokUsername: `shared_${index}` },
      ])
    })
    emails.push(shared)
    const responses = await Promise.all(files.map((content) => sendImport(client, token, { format: 'json', content })))
    const statuses = responses.map((r) => r.status()).sort()
    assert.equal(statuses.filter((s) => s === 201).length, 1, JSON.stringify(responses.map((r) => r.body())))
    assert.isTrue(statuses.every((s) => s === 201 || s === 409 || s === 422))
    const created = await User.query().whereIn('email', emails)
    assert.lengthOf(created, 2)
    const winner = responses.find((r) => r.status() === 201)!.body().data as CreatorsImportResultDto
    assert.sameMembers(
      created.map((u) => u.email),
      winner.creators.map((c) => c.email)
    )
    const imports = await db.from('audit_logs').where('actor_id', admin.id).where('event_type', 'CREATORS_IMPORTED')
    assert.lengthOf(imports, 1)
    await User.query().where('id', admin.id).delete()
  })
})
