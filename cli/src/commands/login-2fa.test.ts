import * as OTPAuth from 'otpauth'
import { beforeAll, describe, expect, test } from 'vitest'
import { CliSession, loginAs, serverUrl, unique } from '../../tests/helpers.js'

const PASSWORD = 'secret-2fa'

/** A creator with 2FA on (through the account API, a TOTP from its otpauth URL); answers their recovery codes. */
async function creatorWithTwoFactor() {
  const email = `${unique('twofa')}@example.com`
  const admin = await loginAs('admin')
  const created = await admin.run(
    ['creators', 'create', '--name', '2FA Star', '--email', email, '--tiktok', 'twofa', '--password-stdin'],
    { stdin: PASSWORD }
  )
  expect(created.code, created.stderr).toBe(0)

  const call = async (path: string, token: string | null, body: unknown) => {
    const response = await fetch(`${serverUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as any
    expect(response.status, JSON.stringify(answer)).toBeLessThan(300)
    return answer
  }
  const { token } = await call('/api/auth/signin', null, { email, password: PASSWORD })
  const { otpauthUrl } = await call('/api/auth/2fa/setup', token, {})
  const code = OTPAuth.URI.parse(otpauthUrl).generate()
  const { recoveryCodes } = await call('/api/auth/2fa/enable', token, { code })
  return { email, recoveryCodes: recoveryCodes as string[] }
}

describe('powerdeck login with two-factor authentication', () => {
  let account: Awaited<ReturnType<typeof creatorWithTwoFactor>>
  beforeAll(async () => {
    account = await creatorWithTwoFactor()
  })

  test('without --code and without a terminal: usage error naming --code', async () => {
    const result = await new CliSession().run(['login', '--email', account.email, '--password-stdin'], {
      stdin: PASSWORD,
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toBe('Error: Two-factor code required: pass --code\n')
  })

  test('at a terminal it asks for the code after the password', async () => {
    const session = new CliSession()
    const result = await session.run(['login', '--email', account.email], {
      answers: [
        ['Password', PASSWORD],
        ['2FA code', account.recoveryCodes[0]],
      ],
    })
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`as 2FA Star <${account.email}> (CREATOR)`)
  })

  test('--code signs in directly; a wrong code is refused with the server message', async () => {
    const ok = await new CliSession().run(
      ['login', '--email', account.email, '--password-stdin', '--code', account.recoveryCodes[1]],
      { stdin: PASSWORD }
    )
    expect(ok.code, ok.stderr).toBe(0)
    const wrong = await new CliSession().run(
      ['login', '--email', account.email, '--password-stdin', '--code', '000000'],
      { stdin: PASSWORD }
    )
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toBe('Error: Invalid two-factor code\n')
  })
})
