import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

describe('powerdeck audit logs', () => {
  test('the system audit log with every filter, paging and exact counts', async () => {
    const creator = await loginAs('creator')
    const prefix = unique('Syslog')
    for (const suffix of ['a', 'b', 'c']) await creator.run(['players', 'add', `${prefix}${suffix}`])
    const admin = await loginAs('admin')

    // Each new player: PLAYER_CREATED and the starter pack's two POWERUP_GRANTED.
    const all = await admin.run(['audit', 'logs', '--search', prefix, '--json'])
    expect(all.code, all.stderr).toBe(0)
    const { auditLogs, pagination } = all.json() as {
      auditLogs: { action: string; targetName: string }[]
      pagination: Record<string, number>
    }
    expect(auditLogs).toHaveLength(9)
    expect(auditLogs.filter((entry) => entry.action === 'PLAYER_CREATED').map((entry) => entry.targetName)).toEqual([
      `${prefix}c`,
      `${prefix}b`,
      `${prefix}a`,
    ])
    expect(auditLogs.filter((entry) => entry.action === 'POWERUP_GRANTED')).toHaveLength(6)
    expect(pagination).toMatchObject({ page: 1, limit: 20, totalCount: 9, totalPages: 1 })

    const table = await admin.run(['audit', 'logs', '--search', prefix])
    expect(table.code, table.stderr).toBe(0)
    expect(table.stdout).toMatch(/TIME\s+ACTION\s+SEVERITY\s+CATEGORY\s+ACTOR\s+TARGET\s+IP/)
    expect(table.stdout).toMatch(
      new RegExp(`Player Created\\s+LOW\\s+DATA_CHANGE\\s+Demo Creator \\(CREATOR\\)\\s+${prefix}a`)
    )
    const third = await admin.run(['audit', 'logs', '--search', prefix, '--limit', '4', '--page', '3'])
    expect(third.code, third.stderr).toBe(0)
    expect(third.stdout).toContain('Page 3 of 3 · 9 entries')

    const count = async (...args: string[]) => {
      const result = await admin.run(['audit', 'logs', '--search', prefix, '--json', ...args])
      expect(result.code, result.stderr).toBe(0)
      return (result.json() as { pagination: { totalCount: number } }).pagination.totalCount
    }
    expect(await count('--category', 'data_change', '--severity', 'LOW', '--actor-type', 'creator')).toBe(9)
    expect(await count('--category', 'SECURITY')).toBe(0)
    expect(await count('--actor-type', 'ADMIN')).toBe(0)
    expect(await count('--from', utcDay(), '--to', utcDay())).toBe(9)
    expect(await count('--to', utcDay(-1))).toBe(0)
    expect(await count('--from', utcDay(1))).toBe(0)
  })

  test('bad filters exit 2 (choices) or 1 (the server refuses); non-admins are refused', async () => {
    const admin = await loginAs('admin')
    const badChoice = await admin.run(['audit', 'logs', '--severity', 'huge'])
    expect(badChoice.code).toBe(2)
    expect(badChoice.stderr).toContain('Allowed choices are CRITICAL, HIGH, MEDIUM, LOW.')
    const reversed = await admin.run(['audit', 'logs', '--from', utcDay(1), '--to', utcDay()])
    expect(reversed.code).toBe(1)
    expect(reversed.stderr).toContain('dateFrom must not be after dateTo')
    const tooMany = await admin.run(['audit', 'logs', '--limit', '101'])
    expect(tooMany.code).toBe(1)
    expect(tooMany.stderr).toContain('limit must be a whole number from 1 to 100')

    const creator = await loginAs('creator')
    const refused = await creator.run(['audit', 'logs'])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toBe('')
  })
})
