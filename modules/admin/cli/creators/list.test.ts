import { describe, expect, test } from 'vitest'
import { loginAs } from '../../../../cli/tests/helpers.js'

describe('powerdeck creators list', () => {
  test('a table of creators with a page line', async () => {
    const admin = await loginAs('admin')
    const result = await admin.run(['creators', 'list', '--search', 'demo_creator2'])
    expect(result.code, result.stderr).toBe(0)
    const [header, row, footer] = result.stdout.trimEnd().split('\n')
    expect(header.split(/\s{2,}/)).toEqual([
      'ID',
      'NAME',
      'EMAIL',
      'TIKTOK',
      'STATUS',
      'PLAYERS',
      'POWERUPS',
      'MODS',
      'LAST LOGIN',
    ])
    expect(row).toMatch(/Second Creator\s+creator2@powerdeck\.local\s+@demo_creator2\s+active/)
    expect(footer).toBe('Page 1 of 1 · 1 creator')
  })

  test('--json answers the API data: creators and pagination', async () => {
    const admin = await loginAs('admin')
    const result = await admin.run(['creators', 'list', '--json', '--limit', '1', '--sort', 'email', '--order', 'asc'])
    expect(result.code, result.stderr).toBe(0)
    const data = result.json()
    expect(data.creators).toHaveLength(1)
    expect(data.pagination).toMatchObject({ page: 1, limit: 1 })
    expect(data.pagination.totalCount).toBeGreaterThanOrEqual(2)
    expect(data.creators[0]).toHaveProperty('_count')
  })

  test('filters that match nothing say so', async () => {
    const admin = await loginAs('admin')
    const result = await admin.run(['creators', 'list', '--search', 'no-such-creator-anywhere'])
    expect(result.code).toBe(0)
    expect(result.stdout).toBe('No creators match\nPage 1 of 1 · 0 creators\n')
  })

  test('a creator may not list creators: the server refusal, exit 1', async () => {
    const creator = await loginAs('creator')
    const result = await creator.run(['creators', 'list'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: You do not have permission to access this resource\n')
    expect(result.stdout).toBe('')
  })
})
