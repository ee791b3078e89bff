import { describe, expect, test } from 'vitest'
import { Secret, TOTP } from 'otpauth'
import { CliSession, loginAs, unique } from '../../tests/helpers.js'

const PASSWORD = 'Account-test1!'

/** A creator of its own (made by the demo admin) signed in in a fresh session. */
async function newCreatorSession() {
  const admin = await loginAs('admin')
  const email = `${unique('acct')}@example.com`
  const created = await admin.run(
    ['creators', 'create', '--name', 'Account Test', '--email', email, '--tiktok', unique('acct'), '--password-stdin'],
    { stdin: PASSWORD }
  )
  expect(created.code, created.stderr).toBe(0)
  const session = new CliSession()
  const login = await session.run(['login', '--email', email, '--password-stdin'], { stdin: PASSWORD })
  expect(login.code, login.stderr).toBe(0)
  return { session, email }
}

const code = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

describe('powerdeck account', () => {
  test('password: changes it, the old one stops working, weak ones are refused before any call', async () => {
    const { session, email } = await newCreatorSession()
    const weak = await session.run(['account', 'password', '--password-stdin'], { stdin: `${PASSWORD}\nweakpass\n` })
    expect(weak.code, weak.stderr).toBe(2)
    expect(weak.stderr).toBe('Error: Invalid Password: Password must meet all requirements.\n')
    const wrong = await session.run(['account', 'password'], {
      env: { POWERDECK_PASSWORD: 'not-it', POWERDECK_NEW_PASSWORD: 'Another-pass2!' },
    })
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toBe('Error: Current password is incorrect\n')

    const changed = await session.run(['account', 'password', '--password-stdin'], {
      stdin: `${PASSWORD}\nAnother-pass2!`,
    })
    expect(changed.code, changed.stderr).toBe(0)
    expect(changed.stdout).toMatch(/^✔ Password changed; \d+ other session\(s\) signed out\n$/)
    const old = await new CliSession().run(['login', '--email', email, '--password-stdin'], { stdin: PASSWORD })
    expect(old.code).toBe(1)
    const fresh = await new CliSession().run(['login', '--email', email, '--password-stdin'], {
      stdin: 'Another-pass2!',
    })
    expect(fresh.code, fresh.stderr).toBe(0)
  })

  test('password prompts at a terminal and checks the repeat', async () => {
    const { session } = await newCreatorSession()
    const mismatch = await session.run(['account', 'password'], {
      answers: [
        ['Current password', PASSWORD],
        ['New password', 'Another-pass2!'],
        ['New password again', 'Different-pass3!'],
      ],
    })
    expect(mismatch.code).toBe(2)
    expect(mismatch.stderr).toContain('Error: Passwords do not match')
  })

  test('2fa enable in two steps, then login needs --code; disable with password and code', async () => {
    const { session, email } = await newCreatorSession()
    const started = await session.run(['account', '2fa', 'enable', '--json'])
    expect(started.code, started.stderr).toBe(0)
    const { secret, otpauthUrl, pending } = started.json()
    expect(pending).toBe(true)
    expect(otpauthUrl).toContain(`secret=${secret}`)

    const wrong = await session.run(['account', '2fa', 'enable', '--code', '000000'])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toBe('Error: Invalid verification code\n')
    const enabled = await session.run(['account', '2fa', 'enable', '--code', code(secret), '--json'])
    expect(enabled.code, enabled.stderr).toBe(0)
    const { recoveryCodes } = enabled.json()
    expect(recoveryCodes).toHaveLength(10)

    const noCode = await new CliSession().run(['login', '--email', email, '--password-stdin'], { stdin: PASSWORD })
    expect(noCode.code).toBe(2)
    expect(noCode.stderr).toBe('Error: Two-factor code required: pass --code\n')
    const withRecovery = await new CliSession().run(
      ['login', '--email', email, '--password-stdin', '--code', recoveryCodes[0]],
      { stdin: PASSWORD }
    )
    expect(withRecovery.code, withRecovery.stderr).toBe(0)

    const disabled = await session.run(['account', '2fa', 'disable', '--password-stdin', '--code', code(secret, 1)], {
      stdin: PASSWORD,
    })
    expect(disabled.code, disabled.stderr).toBe(0)
    expect(disabled.stdout).toBe('✔ Two-factor authentication is off\n')
    const plain = await new CliSession().run(['login', '--email', email, '--password-stdin'], { stdin: PASSWORD })
    expect(plain.code, plain.stderr).toBe(0)
  })

  test('2fa enable at a terminal shows the key, asks for the code and refuses a wrong one', async () => {
    const { session } = await newCreatorSession()
    const result = await session.run(['account', '2fa', 'enable'], {
      answers: [['Code from your authenticator app', '000000']],
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Setup key: [A-Z2-7]{32}\n/)
    expect(result.stderr).toContain('Error: Invalid verification code')
  })
})
