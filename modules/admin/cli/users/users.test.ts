import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../../cli/tests/helpers.js'

const MOD_PASSWORD = 'Strong-pass1!'

describe('powerdeck users', () => {
  test('creates one account of each role, lists them with exact counts, updates and deletes them', async () => {
    const admin = await loginAs('admin')
    const word = unique('usr').toLowerCase()
    const create = (args: string[], password = 'secret1') =>
      admin.run(['users', 'create', ...args, '--password-stdin', '--json'], { stdin: password })

    const newAdmin = await create(['--role', 'admin', '--name', `Ada ${word}`, '--email', `ada-${word}@example.com`])
    expect(newAdmin.code, newAdmin.stderr).toBe(0)
    expect(newAdmin.json().user).toMatchObject({ role: 'ADMIN', name: `Ada ${word}` })

    const creator = await create([
      '--role',
      'CREATOR',
      '--name',
      `Bea ${word}`,
      '--email',
      `bea-${word}@example.com`,
      '--tiktok',
      `bea_${word.replace(/-/g, '_')}`,
    ])
    expect(creator.code, creator.stderr).toBe(0)
    const creatorId = creator.json().user.id as number
    expect(creator.json().user).toMatchObject({ role: 'CREATOR', tiktokUsername: `bea_${word.replace(/-/g, '_')}` })

    const modArgs = ['--role', 'moderator', '--name', `Cid ${word}`, '--email', `cid-${word}@example.com`]
    const modFields = [...modArgs, '--tiktok', `@cid_${word.replace(/-/g, '_')}`, '--username', `cid-${word}`]
    const moderator = await create([...modFields, '--creator', String(creatorId)], MOD_PASSWORD)
    expect(moderator.code, moderator.stderr).toBe(0)
    expect(moderator.json().user).toMatchObject({ role: 'MODERATOR', creatorId, username: `cid-${word}` })
    const moderatorId = moderator.json().user.id as number

    const listed = await admin.run(['users', 'list', '--search', word, '--json'])
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.json().counts).toEqual({ total: 3, creators: 1, moderators: 1, admins: 1 })
    expect(
      listed
        .json()
        .users.map((user: { name: string }) => user.name)
        .sort()
    ).toEqual([`Ada ${word}`, `Bea ${word}`, `Cid ${word}`])
    const moderators = await admin.run(['users', 'list', '--search', word, '--role', 'moderator', '--json'])
    expect(moderators.json().users).toHaveLength(1)
    const table = await admin.run(['users', 'list', '--search', word])
    expect(table.stdout).toContain(`cid-${word}@example.com`)
    expect(table.stdout).toContain('3 users: 1 creators, 1 moderators, 1 admins')

    const renamed = await admin.run([
      'users',
      'update',
      String(moderatorId),
      '--name',
      `Cyd ${word}`,
      '--no-active',
      '--json',
    ])
    expect(renamed.code, renamed.stderr).toBe(0)
    expect(renamed.json().user).toMatchObject({ name: `Cyd ${word}`, isActive: false })
    const creatorRenamed = await admin.run(['users', 'update', String(creatorId), '--name', `Bee ${word}`])
    expect(creatorRenamed.stdout).toBe(
      `✔ Updated user Bee ${word} <bea-${word}@example.com> (CREATOR, id ${creatorId})\n`
    )

    const deleted = await admin.run(['users', 'delete', String(moderatorId), '--yes', '--json'])
    expect(deleted.code, deleted.stderr).toBe(0)
    const after = await admin.run(['users', 'list', '--search', word, '--json'])
    expect(after.json().counts).toEqual({ total: 2, creators: 1, moderators: 0, admins: 1 })
    await admin.run(['users', 'delete', String(creatorId), '--yes'])
    await admin.run(['users', 'delete', String(newAdmin.json().user.id), '--yes'])
    expect((await admin.run(['users', 'list', '--search', word, '--json'])).json().counts.total).toBe(0)
  })

  test("the server's rules: a moderator needs a creator and a role must exist (usage errors, exit 2), self-delete (exit 1)", async () => {
    const admin = await loginAs('admin')
    const word = unique('rule').toLowerCase()
    const noCreator = await admin.run(
      ['users', 'create', '--role', 'MODERATOR', '--name', 'X', '--email', `x-${word}@example.com`, '--tiktok', 'x'],
      { stdin: MOD_PASSWORD }
    )
    expect(noCreator.code).toBe(2)
    const missing = await admin.run(['users', 'delete', '2147483000', '--yes'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe('Error: User not found\n')
    const badRole = await admin.run(['users', 'list', '--role', 'owner'])
    expect(badRole.code).toBe(2)
    const self = await admin.run(['users', 'list', '--search', 'admin@powerdeck.local', '--json'])
    const selfDelete = await admin.run(['users', 'delete', String(self.json().users[0].id), '--yes'])
    expect(selfDelete.code).toBe(1)
    expect(selfDelete.stderr).toBe('Error: You cannot delete your own admin account.\n')
  })

  test('creators and moderators are refused', async () => {
    for (const role of ['creator', 'moderator'] as const) {
      const session = await loginAs(role)
      const result = await session.run(['users', 'list'])
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/^Error: /)
    }
  })
})
