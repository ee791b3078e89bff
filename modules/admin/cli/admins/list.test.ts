import { describe, expect, test } from 'vitest'
import { loginAs } from '../../../../cli/tests/helpers.js'

describe('powerdeck admins list', () => {
  test('a table of admins; --json the admins array', async () => {
    const admin = await loginAs('admin')
    const human = await admin.run(['admins', 'list', '--search', 'avery'])
    expect(human.code, human.stderr).toBe(0)
    const [header, row, footer] = human.stdout.trimEnd().split('\n')
    expect(header.split(/\s{2,}/)).toEqual(['ID', 'NAME', 'EMAIL', 'STATUS', 'CREATED', 'LAST LOGIN'])
    expect(row).toMatch(/Avery Admin\s+admin@powerdeck\.local\s+active/)
    expect(footer).toBe('1 admin')

    const json = await admin.run(['admins', 'list', '--json'])
    expect(json.json().admins).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'admin@powerdeck.local', role: 'ADMIN' })])
    )
  })

  test('moderators are refused', async () => {
    const moderator = await loginAs('moderator')
    const result = await moderator.run(['admins', 'list'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: You do not have permission to access this resource\n')
  })
})
