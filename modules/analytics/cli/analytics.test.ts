import { describe, expect, test } from 'vitest'
import { loginAs, serverUrl, tokenFor, unique } from '../../../cli/tests/helpers.js'

/** A call to the real backend with a token. */
async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${serverUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as any
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.error}`)
  return answer
}

/**
 * A new creator who signs in once, adds a player (starter pack: 2 gloves, 1 mist), grants them
 * 2 time-makers and uses a glove, all today; resolves once the rollups show it (flushed every 1–5 s).
 */
async function creatorWithActivity() {
  const admin = await tokenFor('admin')
  const email = `${unique('figures')}@example.com`
  const password = 'Figures-pass1!'
  const name = unique('Figures Creator')
  const { data } = await call(admin, 'POST', '/api/admin/creators', {
    name,
    email,
    tiktokUsername: `@${unique('fig').replace(/-/g, '_')}`,
    password,
  })
  const { token } = await call('', 'POST', '/api/auth/signin', { email, password })
  await call(token, 'POST', '/api/players', { name: 'Lucky' })
  await call(token, 'POST', '/api/players/powerups/grant', { playerName: 'Lucky', powerupType: 'time-maker', count: 2 })
  await call(token, 'POST', '/api/players/powerups/use', { playerId: 'Lucky', powerupType: 'glove' })
  for (let tries = 0; tries < 100; tries++) {
    const { data: figures } = await call(admin, 'GET', `/api/analytics?dateRange=7d&creatorId=${data.creator.id}`)
    if (figures.powerups.totalUsed === 1) return { id: data.creator.id as number, name }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the rollups never showed the activity')
}

describe('powerdeck analytics and creators stats', () => {
  // Up to 20 s waiting for the rollups on a busy machine, then six CLI runs.
  test('exact figures of a creator in every format', { timeout: 60_000 }, async () => {
    const { id, name } = await creatorWithActivity()
    const admin = await loginAs('admin')

    const json = await admin.run(['analytics', '--range', '7d', '--creator', String(id), '--json'])
    expect(json.code, json.stderr).toBe(0)
    const data = json.json()
    expect(data.overview).toEqual({
      totalCreators: 1,
      activeCreators: 1,
      totalModerators: 0,
      totalPlayers: 1,
      totalPowerups: 5,
      totalGifts: 0,
      revenue: 0,
      growthRate: null,
    })
    expect(data.powerups.byType.slice(0, 3)).toEqual([
      { type: 'glove', granted: 2, used: 1, utilization: 50 },
      { type: 'mist', granted: 1, used: 0, utilization: 0 },
      { type: 'time-maker', granted: 2, used: 0, utilization: 0 },
    ])
    expect(data.trends).toHaveLength(7)
    expect(data.trends[6]).toMatchObject({ creators: 1, players: 1, powerups: 5, gifts: 0 })

    const human = await admin.run(['analytics', '--range', '7d', '--creator', String(id)])
    expect(human.code, human.stderr).toBe(0)
    expect(human.stdout).toContain(`Analytics, ${data.from} to ${data.to} (UTC days)`)
    expect(human.stdout).toMatch(/Powerups granted\s+5\n/)
    expect(human.stdout).toMatch(/Revenue \(diamonds\)\s+0 \(- vs previous period\)/)
    expect(human.stdout).toMatch(new RegExp(`${id}\\s+${name}\\s+@\\S+\\s+1\\s+0\\s+5\\s+0\\s+0\\s+-`))
    expect(human.stdout).toMatch(/glove\s+2\s+1\s+50%/)
    expect(human.stdout).toContain('No gifts in this range')

    const csv = await admin.run(['analytics', '--range', '7d', '--creator', String(id), '--csv'])
    expect(csv.code, csv.stderr).toBe(0)
    const lines = csv.stdout.split('\r\n')
    expect(lines[0]).toBe(`Range,7d,${data.from},${data.to}`)
    expect(lines).toContain('totalPowerups,5')
    expect(lines).toContain('glove,2,1,50')
    expect(lines).toContain('time-maker,2,0,0')
    expect(lines.slice(lines.indexOf('Trends') + 1, lines.indexOf('Trends') + 2)).toEqual([
      'date,creators,moderators,players,powerups,gifts',
    ])

    const stats = await admin.run(['creators', 'stats', String(id), '--period', 'day', '--json'])
    expect(stats.code, stats.stderr).toBe(0)
    const { creator, data: statistics } = stats.json()
    expect(creator).toMatchObject({ id, name })
    expect(statistics.powerupAnalytics).toEqual({ totalGranted: 5, totalUsed: 1, activePowerups: 4 })
    expect(statistics.playerAnalytics).toEqual({ totalPlayers: 1, activePlayers: 1, newPlayers: 1 })
    expect(statistics.securityAnalytics).toEqual({ creatorLogins: 1, moderatorLogins: 0, totalLogins: 1 })
    // a day with activity (40), never live (0), no errors (30)
    expect(statistics.summary.healthScore).toBe(70)

    const statsHuman = await admin.run(['creators', 'stats', String(id)])
    expect(statsHuman.code, statsHuman.stderr).toBe(0)
    expect(statsHuman.stdout).toContain(`${name}'s Statistics`)
    expect(statsHuman.stdout).toMatch(/30 Days: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC days\)/)
    expect(statsHuman.stdout).toMatch(/Status\s+Offline/)
    expect(statsHuman.stdout).toMatch(/Powerups\s+5 granted, 1 used, 4 active now/)
  })

  test('usage errors, unknown creators and non-admins', async () => {
    const admin = await loginAs('admin')
    const both = await admin.run(['analytics', '--json', '--csv'])
    expect(both.code).toBe(2)
    const range = await admin.run(['analytics', '--range', '2w'])
    expect(range.code).toBe(2)
    expect(range.stderr).toMatch(/Allowed choices are 7d, 30d, 90d, 1y/)
    const missing = await admin.run(['creators', 'stats', '2147483000'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe('Error: Creator not found\n')
    const creator = await loginAs('creator')
    const refused = await creator.run(['analytics'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('Error: You do not have permission to access this resource\n')
  })
})
