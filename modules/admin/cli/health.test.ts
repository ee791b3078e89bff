import { describe, expect, test } from 'vitest'
import { loginAs } from '../../../cli/tests/helpers.js'

describe('powerdeck health', () => {
  test('status, services and figures; --json the same data', async () => {
    const admin = await loginAs('admin')
    const human = await admin.run(['health'])
    expect(human.code, human.stderr).toBe(0)
    const lines = human.stdout.split('\n')
    expect(lines[0]).toMatch(/^Status: (healthy|warning)$/)
    expect(human.stdout).toMatch(/SQLite database\s+healthy\s+Answered in \d+ ms/)
    expect(human.stdout).toMatch(/TikTok LIVE connector\s+healthy/)
    expect(human.stdout).toMatch(/API calls \(24 h\)\s+[1-9]\d*, [\d.]+% server errors/)

    const json = (await admin.run(['health', '--json'])).json()
    expect(json.services.map((service: { id: string }) => service.id)).toEqual(
      expect.arrayContaining(['api', 'database', 'tiktok-connector'])
    )
    expect(json.usage.timeRange).toBe('24h')
    expect(json.system.activeUsers).toBeGreaterThanOrEqual(1)
  })

  test('creators are refused', async () => {
    const creator = await loginAs('creator')
    const result = await creator.run(['health'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: You do not have permission to access this resource\n')
  })
})
