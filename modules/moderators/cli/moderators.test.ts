import { describe, expect, test } from 'vitest'
import { CliSession, loginAs, unique } from '../../../cli/tests/helpers.js'
import { collectPermissions } from '../../../backend/core/shared/permissions.js'
import { PLAYERS_PERMISSIONS } from '../../players/shared/permissions.js'
import { POWERUPS_PERMISSIONS } from '../../powerups/shared/permissions.js'
import { permissionsOption } from './common.js'

const STRONG = 'Strong-pass!'

/** A fresh moderator of the demo creator, created with `moderators create`. */
async function created(creator: CliSession, permissions = 'grant_powerups,use_powerups') {
  const username = unique('mod').toLowerCase()
  const result = await creator.run(
    [
      'moderators',
      'create',
      '--username',
      username,
      '--email',
      `${username}@test.local`,
      '--tiktok',
      `@${username.replace(/-/g, '_')}`,
      '--permissions',
      permissions,
      '--json',
    ],
    { env: { POWERDECK_PASSWORD: STRONG } }
  )
  expect(result.code, result.stderr).toBe(0)
  return result.json().moderator as {
    id: number
    username: string
    tiktokUsername: string
    displayName: string
    status: string
    permissions: string[]
  }
}

async function signIn(username: string, password: string) {
  const session = new CliSession()
  const result = await session.run(['login', '--username', username, '--password-stdin'], { stdin: password })
  return { session, result }
}

describe('powerdeck moderators', () => {
  test('--permissions offers what the enabled modules declare, in module order', () => {
    const option = permissionsOption(
      collectPermissions([
        { name: 'players', permissions: PLAYERS_PERMISSIONS },
        { name: 'powerups', permissions: POWERUPS_PERMISSIONS },
      ])
    )
    expect(option.help).toBe('comma-separated: manage_players, grant_powerups, use_powerups, or all')
    expect(option.parse('use_powerups, manage_players')).toEqual(['manage_players', 'use_powerups'])
    expect(option.parse('all')).toEqual(['manage_players', 'grant_powerups', 'use_powerups'])
    expect(() => option.parse('chat_commands')).toThrow(
      'unknown permission chat_commands; use manage_players, grant_powerups, use_powerups or all'
    )
  })

  test('create, list and the new moderator signs in by username', async () => {
    const creator = await loginAs('creator')
    const moderator = await created(creator)
    expect(moderator).toMatchObject({ status: 'ACTIVE', permissions: ['grant_powerups', 'use_powerups'] })

    const listed = await creator.run(['moderators', 'list', '--search', moderator.username])
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.stdout).toContain(`@${moderator.tiktokUsername}`)
    expect(listed.stdout).toMatch(/ACTIVE\s+grant_powerups,use_powerups\s+0\s+0/)
    expect(listed.stdout).toMatch(/Total \d+ · active \d+ · pending \d+ · inactive \d+/)
    const json = await creator.run(['moderators', 'list', '--json'])
    expect(json.json().moderators.some((m: { id: number }) => m.id === moderator.id)).toBe(true)
    expect(json.json().stats.total).toBeGreaterThan(0)

    const { result } = await signIn(moderator.username, STRONG)
    expect(result.code, result.stderr).toBe(0)
  })

  test("create checks the password and permissions before calling; the server's messages come through", async () => {
    const creator = await loginAs('creator')
    const weak = await creator.run(
      [
        'moderators',
        'create',
        '--username',
        'x',
        '--email',
        'x@test.local',
        '--tiktok',
        'x',
        '--password-stdin',
        '--permissions',
        'all',
      ],
      { stdin: 'weak' }
    )
    expect(weak.code).toBe(1)
    expect(weak.stderr).toBe('Error: Invalid Password: Password must meet all requirements.\n')
    const unknown = await creator.run(['moderators', 'create', '--permissions', 'fly'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain(
      'unknown permission fly; use manage_players, grant_powerups, use_powerups, chat_commands or all'
    )
    const missing = await creator.run(['moderators', 'create', '--email', 'y@test.local'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Missing --username')
    const taken = await creator.run(
      [
        'moderators',
        'create',
        '--username',
        'demo-mod',
        '--email',
        `${unique('e')}@test.local`,
        '--tiktok',
        unique('t').replace(/-/g, '_'),
        '--password-stdin',
        '--permissions',
        'all',
      ],
      { stdin: STRONG }
    )
    expect(taken.code).toBe(1)
    expect(taken.stderr).toBe('Error: An account with this username or email already exists\n')
  })

  test('update permissions and status; reset-password; remove ends sign-in', async () => {
    const creator = await loginAs('creator')
    const moderator = await created(creator)
    const updated = await creator.run([
      'moderators',
      'update',
      moderator.username,
      '--name',
      'Night Shift',
      '--permissions',
      'manage_players,chat_commands',
      '--json',
    ])
    expect(updated.code, updated.stderr).toBe(0)
    expect(updated.json().moderator).toMatchObject({
      displayName: 'Night Shift',
      permissions: ['manage_players', 'chat_commands'],
    })
    const nothing = await creator.run(['moderators', 'update', moderator.username])
    expect(nothing.code).toBe(2)

    const reset = await creator.run(
      ['moderators', 'reset-password', `@${moderator.tiktokUsername}`, '--password-stdin'],
      { stdin: 'simple1' }
    )
    expect(reset.code, reset.stderr).toBe(0)
    expect(reset.stdout).toContain('Password set for Night Shift')
    expect((await signIn(moderator.username, 'simple1')).result.code).toBe(0)
    const short = await creator.run(['moderators', 'reset-password', moderator.username, '--password-stdin'], {
      stdin: '123',
    })
    expect(short.code).toBe(1)
    expect(short.stderr).toBe('Error: Password must be at least 6 characters long\n')

    const suspended = await creator.run([
      'moderators',
      'update',
      String(moderator.id),
      '--status',
      'suspended',
      '--json',
    ])
    expect(suspended.json().moderator.status).toBe('SUSPENDED')
    expect((await signIn(moderator.username, 'simple1')).result.code).toBe(1)
    await creator.run(['moderators', 'update', String(moderator.id), '--status', 'active'])

    const unasked = await creator.run(['moderators', 'remove', moderator.username])
    expect(unasked.code).toBe(2)
    const kept = await creator.run(['moderators', 'remove', moderator.username], {
      answers: [['Remove Night Shift', 'n']],
    })
    expect(kept.code).toBe(1)
    expect(kept.stderr).toContain('Cancelled: nothing changed')
    const removed = await creator.run(['moderators', 'remove', moderator.username, '--yes'])
    expect(removed.code, removed.stderr).toBe(0)
    const { result } = await signIn(moderator.username, 'simple1')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('This account has been deactivated')
    const gone = await creator.run(['moderators', 'update', moderator.username, '--name', 'X'])
    expect(gone.stderr).toBe('Error: Moderator not found\n')
  })

  test("promote a player (pending until a password is set), then demote with the spec's question", async () => {
    const creator = await loginAs('creator')
    const name = unique('Promo')
    expect((await creator.run(['players', 'add', name])).code).toBe(0)
    const promoted = await creator.run(['moderators', 'promote', name, '--permissions', 'use_powerups', '--json'])
    expect(promoted.code, promoted.stderr).toBe(0)
    const moderator = promoted.json().moderator
    expect(moderator).toMatchObject({ status: 'PENDING', isPlayer: true, displayName: name })
    const human = await creator.run(['moderators', 'promote', name, '--permissions', 'use_powerups'])
    expect(human.stderr).toBe('Error: This player is already a moderator\n')

    const players = await creator.run(['players', 'list', '--search', name, '--json'])
    expect(players.json().players[0].isModerator).toBe(true)

    const asked = await creator.run(['moderators', 'demote', moderator.username], {
      answers: [['to normal player', 'y']],
    })
    expect(asked.code, asked.stderr).toBe(0)
    expect(asked.stderr).toContain(
      `Are you sure you want to demote ${name} to normal player? All data will be preserved.`
    )
    const after = await creator.run(['players', 'list', '--search', name, '--json'])
    expect(after.json().players[0]).toMatchObject({ name, isModerator: false })
    const unknown = await creator.run(['moderators', 'promote', unique('nobody'), '--permissions', 'all'])
    expect(unknown.stderr).toBe('Error: Player not found\n')
  })

  test('moderators cannot manage moderators', async () => {
    const moderator = await loginAs('moderator')
    const result = await moderator.run(['moderators', 'list'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: You do not have permission to access this resource\n')
  })
})
