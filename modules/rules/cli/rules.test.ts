import { describe, expect, test } from 'vitest'
import { CliSession, serverUrl, tokenFor, unique } from '../../../cli/tests/helpers.js'

/** A fresh creator (made by the demo admin) signed in on the CLI, rehearsing on the simulator; and their API token. */
async function rehearsingCreator() {
  const handle = unique('rules').replace(/-/g, '_').slice(0, 24)
  const email = `${handle}@test.local`
  const password = 'Rules-pass1!'
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${serverUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  const created = await post(
    '/api/admin/creators',
    { name: `Rules ${handle}`, email, tiktokUsername: `@${handle}`, password },
    await tokenFor('admin')
  )
  expect(created.status, await created.clone().text()).toBe(201)
  const session = new CliSession()
  const login = await session.run(['login', '--email', email, '--password-stdin'], { stdin: password })
  expect(login.code, login.stderr).toBe(0)
  expect((await session.run(['live', 'driver', 'simulator'])).code).toBe(0)
  const token = ((await (await post('/api/auth/signin', { email, password })).json()) as { token: string }).token
  return { session, token }
}

describe('powerdeck rules', () => {
  test('add, list (table and --json), remove; a gift then grants through the rule', async () => {
    const { session, token } = await rehearsingCreator()
    const empty = await session.run(['rules', 'list'])
    expect(empty.code, empty.stderr).toBe(0)
    expect(empty.stdout).toBe('No gift rules\n')

    const added = await session.run([
      'rules',
      'add',
      '--gift',
      'Rose',
      '--grant',
      'hammer',
      '--count',
      '2',
      '--expires-in-days',
      '3',
      '--cooldown',
      '60',
      '--per-stream-cap',
      '5',
      '--stock',
      '10',
    ])
    expect(added.code, added.stderr).toBe(0)
    expect(added.stdout).toMatch(/^✔ Rule \d+: Rose → 2 × Stun Hammer\n$/)
    const byValue = await session.run(['rules', 'add', '--min-diamonds', '500', '--grant', 'glove', '--json'])
    expect(byValue.code, byValue.stderr).toBe(0)
    expect(byValue.json().rule).toMatchObject({ minDiamonds: 500, giftName: null, powerupType: 'glove', count: 1 })

    const table = await session.run(['rules', 'list'])
    expect(table.stdout).toMatch(/Rose\s+2 × Stun Hammer\s+3 d\s+60 s\s+5\s+10\/10\s+0\s+on/)
    expect(table.stdout).toMatch(/≥ 500 diamonds\s+1 × Glove\s+default\s+-\s+-\s+-\s+0\s+on/)

    // A Rose on the rehearsal stream: its sender gets 2 stun hammers, the stock shows it.
    for (const event of [
      { type: 'goLive' },
      { type: 'gift', msgId: `cli-rule-${Date.now()}`, uniqueId: 'rose_fan', nickname: 'Fan', giftName: 'Rose' },
    ]) {
      const response = await fetch(`${serverUrl()}/api/live/simulator/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ giftType: 2, diamondCount: 1, repeatCount: 1, repeatEnd: true, ...event }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
    }
    const listed = (await session.run(['rules', 'list', '--json'])).json().rules
    expect(listed[0]).toMatchObject({ grants: 1, grantedUnits: 2, stockLeft: 8 })

    const removed = await session.run(['rules', 'remove', String(listed[0].id)])
    expect(removed.code, removed.stderr).toBe(0)
    expect(removed.stdout).toBe(`✔ Removed rule ${listed[0].id}: Rose → 2 × Stun Hammer\n`)
    const again = await session.run(['rules', 'remove', String(listed[0].id)])
    expect(again.code).toBe(1)
    expect(again.stderr).toBe('Error: Gift rule not found\n')
    await session.run(['rules', 'remove', String(listed[1].id)])
  })

  test('usage errors exit 2; the server refusals exit 1 with its message', async () => {
    const { session } = await rehearsingCreator()
    const neither = await session.run(['rules', 'add', '--grant', 'glove'])
    expect(neither.code).toBe(2)
    expect(neither.stderr).toContain('Give either --gift <name> or --min-diamonds <n>.')
    const both = await session.run(['rules', 'add', '--gift', 'Rose', '--min-diamonds', '5', '--grant', 'glove'])
    expect(both.code).toBe(2)
    expect((await session.run(['rules', 'add', '--gift', 'Rose', '--grant', 'laser'])).code).toBe(2)
    expect((await session.run(['rules', 'add', '--gift', 'Rose', '--grant', 'glove', '--cooldown', '-1'])).code).toBe(2)
    const tooMany = await session.run(['rules', 'add', '--gift', 'Rose', '--grant', 'glove', '--count', '11'])
    expect(tooMany.code).toBe(1)
    expect(tooMany.stderr).toBe('Error: The count must be a whole number from 1 to 10\n')
    expect((await session.run(['rules', 'remove', 'abc'])).code).toBe(2)
    expect((await session.run(['rules', 'list', '--json'])).json().rules).toEqual([])
  })
})
