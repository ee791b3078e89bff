import { describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { serverUrl } from '../../../cli/tests/helpers.js'
import { rehearsingCreator } from '../../live/cli/testSupport.js'

describe('powerdeck live matches', () => {
  test('lists the matches the simulator played, newest first; --json; none before', async () => {
    const { session } = await rehearsingCreator()
    const empty = await session.run(['live', 'matches'])
    expect(empty.code, empty.stderr).toBe(0)
    expect(empty.stdout).toContain('No matches yet.')

    const { sessions } = JSON.parse(readFileSync(session.configFile, 'utf8'))
    const simulate = async (event: Record<string, unknown>) => {
      const response = await fetch(`${serverUrl()}/api/live/simulator/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sessions[serverUrl()].token}` },
        body: JSON.stringify(event),
      })
      expect(response.status, await response.clone().text()).toBe(200)
    }
    await simulate({ type: 'goLive' })
    const opponent = { uniqueId: 'rival.cli', nickname: 'Rival' }
    await simulate({ type: 'matchStart', matchId: 'cli-1', opponent, durationSeconds: 300 })
    await simulate({ type: 'matchScore', matchId: 'cli-1', ours: 12, theirs: 40 })
    await simulate({ type: 'matchEnd', matchId: 'cli-1' })
    await simulate({ type: 'matchStart', matchId: 'cli-2', opponent, durationSeconds: 300 })

    const listed = await session.run(['live', 'matches'])
    expect(listed.code, listed.stderr).toBe(0)
    const rows = listed.stdout.split('\n').filter((line) => line.includes('@rival.cli'))
    expect(rows).toHaveLength(2)
    expect(rows[0]).toContain('running')
    expect(rows[1]).toMatch(/12 : 40\s+loss/)
    expect(listed.stdout).toContain('2 of 2 matches')

    const json = await session.run(['live', 'matches', '--per-page', '1', '--json'])
    expect(json.code, json.stderr).toBe(0)
    expect(json.json()).toMatchObject({ total: 2, matches: [{ opponent, ours: 0, theirs: 0, result: null }] })

    const bad = await session.run(['live', 'matches', '--per-page', '0'])
    expect(bad.code).not.toBe(0)
  })
})
