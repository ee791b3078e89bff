import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

const tempFile = (name: string) => join(mkdtempSync(join(tmpdir(), 'powerdeck-audit-')), name)

describe('powerdeck audit', () => {
  test('list shows the trail with sentences, filtered by type, actor and days', async () => {
    const creator = await loginAs('creator')
    const name = unique('Audited')
    await creator.run(['players', 'add', name])
    const all = await creator.run(['audit', 'list', '--days', '1'])
    expect(all.code, all.stderr).toBe(0)
    expect(all.stdout).toMatch(/TIME\s+EVENT\s+ACTOR\s+WHAT\s+TARGET/)
    expect(all.stdout).toMatch(new RegExp(`PLAYER_CREATED\\s+Demo Creator \\(CREATOR\\)\\s+Player created\\s+${name}`))
    expect(all.stdout).toMatch(/Page 1 of \d+ · \d+ entries in the last 1 days/)

    const granted = await creator.run([
      'audit',
      'list',
      '--type',
      'powerup_granted',
      '--actor',
      'creator',
      '--limit',
      '100',
      '--json',
    ])
    expect(granted.code, granted.stderr).toBe(0)
    const logs = granted.json().logs as { eventType: string; actorType: string; targetName: string }[]
    expect(logs.length).toBeGreaterThan(0)
    expect(logs.every((entry) => entry.eventType === 'POWERUP_GRANTED' && entry.actorType === 'CREATOR')).toBe(true)
    expect(logs.some((entry) => entry.targetName === name)).toBe(true)

    const bad = await creator.run(['audit', 'list', '--days', '14'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('Allowed choices are 1, 7, 30, 90')
  })

  test("a moderator sees their own sign-in and the powerup activity, not the creator's other entries", async () => {
    const creator = await loginAs('creator')
    const name = unique('Hidden')
    await creator.run(['players', 'add', name])
    const moderator = await loginAs('moderator')
    const result = await moderator.run(['audit', 'list', '--limit', '100', '--days', '1', '--json'])
    expect(result.code, result.stderr).toBe(0)
    const logs = result.json().logs as { eventType: string; actorName: string; targetName: string }[]
    expect(logs.some((entry) => entry.eventType === 'MODERATOR_LOGIN' && entry.actorName === 'Demo Moderator')).toBe(
      true
    )
    expect(logs.some((entry) => entry.eventType === 'PLAYER_CREATED')).toBe(false)
    expect(
      logs.every(
        (entry) =>
          entry.eventType.includes('POWERUP') ||
          entry.actorName === 'Demo Moderator' ||
          entry.targetName === 'Demo Moderator'
      )
    ).toBe(true)
  })

  test('export writes CSV or JSON of the filtered entries', async () => {
    const creator = await loginAs('creator')
    const name = unique('Exported')
    await creator.run(['players', 'add', name])
    const file = tempFile('audit.csv')
    const csv = await creator.run([
      'audit',
      'export',
      '--format',
      'csv',
      '--out',
      file,
      '--type',
      'PLAYER_CREATED',
      '--days',
      '1',
    ])
    expect(csv.code, csv.stderr).toBe(0)
    expect(csv.stdout).toMatch(/^✔ Exported \d+ audit entr(y|ies) to .*audit\.csv\n$/)
    const lines = readFileSync(file, 'utf8').trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'id,createdAt,eventType,category,severity,actorType,actorName,summary,targetType,targetName,details,ipAddress'
    )
    expect(lines.slice(1).every((line) => line.includes(',PLAYER_CREATED,'))).toBe(true)
    expect(lines.some((line) => line.includes(`Demo Creator Player created,PLAYER,${name},`))).toBe(true)

    const json = await creator.run(['audit', 'export', '--format', 'json', '--type', 'PLAYER_CREATED', '--days', '1'])
    expect(json.code, json.stderr).toBe(0)
    const entries = json.json() as { eventType: string; targetName: string }[]
    expect(entries.length).toBe(lines.length - 1)
    expect(entries.some((entry) => entry.targetName === name)).toBe(true)

    const viaJson = await creator.run(['audit', 'export', '--type', 'PLAYER_CREATED', '--days', '1', '--json'])
    expect(viaJson.code, viaJson.stderr).toBe(0)
    expect(viaJson.json()).toHaveLength(entries.length)
    const mixed = await creator.run(['audit', 'export', '--format', 'csv', '--json'])
    expect(mixed.code).toBe(2)
    expect(mixed.stdout).toBe('')
    expect(JSON.parse(mixed.stderr)).toEqual({
      success: false,
      error: '--json prints JSON: drop --format csv, or add --out FILE for CSV',
      status: null,
    })
    const summary = await creator.run(['audit', 'export', '--format', 'json', '--out', tempFile('a.json'), '--json'])
    expect(summary.json()).toMatchObject({ format: 'json', entries: expect.any(Number) })
  })
})
