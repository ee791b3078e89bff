import { describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { CliSession, serverUrl, tokenFor, unique } from '../../../cli/tests/helpers.js'

/** A fresh creator (made by the demo admin) signed in, on the simulator. */
async function rehearsingCreator() {
  const handle = unique('matches').replace(/-/g, '_').slice(0, 24)
  const password = 'Rehearsal-pass1!'
  const response = await fetch(`${serverUrl()}/api/admin/creators`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor('admin')}` },
    body: JSON.stringify({
      name: `Matches ${handle}`,
      email: `${handle}@test.local`,
      tiktokUsername: `@${handle}`,
      password,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const session = new CliSession()
  const login = await session.run(['login', '--email', `${handle}@test.local`, '--password-stdin'], { stdin: password })
  expect(login.code, login.stderr).toBe(0)
  expect((await session.run(['live', 'driver', 'simulator'])).code).toBe(0)
  return { session }
}

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
