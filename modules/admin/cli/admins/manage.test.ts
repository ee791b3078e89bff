import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../../cli/tests/helpers.js'

describe('powerdeck admins create / update / activate / deactivate / delete', () => {
  test('the whole life of an admin account', async () => {
    const admin = await loginAs('admin')
    const email = `${unique('adm')}@example.com`
    const created = await admin.run(
      ['admins', 'create', '--name', 'Second Admin', '--email', email, '--password-stdin', '--json'],
      { stdin: 'secret1' }
    )
    expect(created.code, created.stderr).toBe(0)
    const { id } = created.json().admin
    expect(created.json().admin).toMatchObject({ name: 'Second Admin', email, role: 'ADMIN', isActive: true })

    const renamed = await admin.run(['admins', 'update', String(id), '--name', 'Renamed Admin'])
    expect(renamed.stdout).toBe(`✔ Updated admin Renamed Admin <${email}> (id ${id})\n`)

    const off = await admin.run(['admins', 'deactivate', String(id), '--json'])
    expect(off.json().admin.isActive).toBe(false)
    expect((await admin.run(['login', '--email', email, '--password-stdin'], { stdin: 'secret1' })).code).toBe(1)
    const on = await admin.run(['admins', 'activate', String(id)])
    expect(on.stdout).toBe(`✔ Activated admin Renamed Admin <${email}> (id ${id})\n`)

    const deleted = await admin.run(['admins', 'delete', String(id), '--yes'])
    expect(deleted.code, deleted.stderr).toBe(0)
    const listed = await admin.run(['admins', 'list', '--search', email, '--json'])
    expect(listed.json().admins).toEqual([])
  })

  test('an admin cannot delete or deactivate their own account', async () => {
    const admin = await loginAs('admin')
    const me = (await admin.run(['whoami', '--json'])).json().user.id
    const deleted = await admin.run(['admins', 'delete', String(me), '--yes'])
    expect(deleted.code).toBe(1)
    expect(deleted.stderr).toBe('Error: You cannot delete your own admin account.\n')
    const off = await admin.run(['admins', 'deactivate', String(me)])
    expect(off.code).toBe(1)
    expect(off.stderr).toBe('Error: You cannot deactivate your own admin account.\n')
  })

  test('create without all fields (spec text) and update of an unknown admin', async () => {
    const admin = await loginAs('admin')
    const blank = await admin.run(
      ['admins', 'create', '--name', ' ', '--email', `${unique('x')}@example.com`, '--password-stdin'],
      { stdin: 'secret1' }
    )
    expect(blank.code).toBe(1)
    expect(blank.stderr).toBe('Error: Validation Error: All fields are required\n')
    const missing = await admin.run(['admins', 'update', '999999', '--name', 'Ghost'])
    expect(missing.stderr).toBe('Error: Admin not found\n')
  })
})
