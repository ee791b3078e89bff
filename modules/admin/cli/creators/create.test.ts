import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../../cli/tests/helpers.js'

describe('powerdeck creators create', () => {
  test('creates a creator from flags (TikTok username with or without @); they can sign in', async () => {
    const admin = await loginAs('admin')
    const email = `${unique('new')}@example.com`
    const result = await admin.run(
      ['creators', 'create', '--name', 'New Star', '--email', email, '--tiktok', 'new_star', '--password-stdin'],
      { stdin: 'secret1' }
    )
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(new RegExp(`^✔ Created creator New Star <${email}> \\(id \\d+\\)\\n$`))

    const listed = await admin.run(['creators', 'list', '--search', email, '--json'])
    expect(listed.json().creators[0]).toMatchObject({
      name: 'New Star',
      email,
      tiktokUsername: 'new_star',
      isActive: true,
    })

    const signIn = await admin.run(['login', '--email', email, '--password-stdin', '--json'], { stdin: 'secret1' })
    expect(signIn.json().user.role).toBe('CREATOR')
  })

  test('prompts for missing fields at a terminal', async () => {
    const admin = await loginAs('admin')
    const email = `${unique('asked')}@example.com`
    const result = await admin.run(['creators', 'create', '--json'], {
      answers: [
        ['Creator name', 'Asked Star'],
        ['Email', email],
        ['TikTok username', '@asked_star'],
        ['Password', 'secret1'],
      ],
    })
    expect(result.code, result.stderr).toBe(0)
    expect(result.json().creator).toMatchObject({ name: 'Asked Star', email, tiktokUsername: 'asked_star' })
  })

  test("the server's validation message (spec texts), exit 1; a taken email, exit 1", async () => {
    const admin = await loginAs('admin')
    const email = `${unique('bad')}@example.com`
    const short = await admin.run(
      ['creators', 'create', '--name', 'X', '--email', email, '--tiktok', 'x', '--password-stdin'],
      { stdin: '123' }
    )
    expect(short.code).toBe(1)
    expect(short.stderr).toBe('Error: Password must be at least 6 characters\n')
    const badEmail = await admin.run(
      ['creators', 'create', '--name', 'X', '--email', 'nope', '--tiktok', 'x', '--password-stdin'],
      { stdin: 'secret1' }
    )
    expect(badEmail.stderr).toBe('Error: Please enter a valid email address\n')
    const taken = await admin.run(
      ['creators', 'create', '--name', 'X', '--email', 'creator@powerdeck.local', '--tiktok', 'x', '--password-stdin'],
      { stdin: 'secret1' }
    )
    expect(taken.code).toBe(1)
    expect(taken.stderr).toBe('Error: An account with this email already exists\n')
  })

  test('without a terminal a missing flag is a usage error', async () => {
    const admin = await loginAs('admin')
    const result = await admin.run(['creators', 'create', '--name', 'X'])
    expect(result.code).toBe(2)
    expect(result.stderr).toBe('Error: Missing --email\n')
  })
})
