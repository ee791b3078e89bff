import { describe, expect, it } from 'vitest'
import { signInPayload, validateSignIn } from './signInPayload'

const form = (identifier: string, twoFactorCode = '') => ({ identifier, password: 'secret', twoFactorCode })

describe('validateSignIn', () => {
  it('requires the identifier and the password', () => {
    expect(validateSignIn({ identifier: '  ', password: '', twoFactorCode: '' })).toEqual({
      identifier: 'Email or username is required',
      password: 'Password is required',
    })
  })

  it('accepts a 6-character 2FA code and refuses a longer one', () => {
    expect(validateSignIn(form('admin@powerdeck.local', '123456'))).toEqual({})
    expect(validateSignIn(form('admin@powerdeck.local', '1234567')).twoFactorCode).toMatch(/at most 6/)
  })
})

describe('signInPayload (docs/api/core.md: identifier rule)', () => {
  it("sends an identifier with '@' and '.' as an email user login", () => {
    expect(signInPayload(form(' Admin@Powerdeck.local '))).toEqual({
      loginType: 'user',
      email: 'Admin@Powerdeck.local',
      password: 'secret',
    })
  })

  it.each(['demo-mod', 'MODERATOR_ANNA', 'testuser', 'TestMe'])(
    'sends %s as a moderator login by username',
    (identifier) => {
      expect(signInPayload(form(identifier))).toEqual({
        loginType: 'moderator',
        username: identifier,
        password: 'secret',
      })
    }
  )

  it('sends anything else as a user login by username', () => {
    expect(signInPayload(form('creatorjane'))).toEqual({
      loginType: 'user',
      username: 'creatorjane',
      password: 'secret',
    })
    expect(signInPayload(form('mytest'))).toMatchObject({ loginType: 'user' })
    expect(signInPayload(form('no-dot@host'))).toMatchObject({ loginType: 'user', username: 'no-dot@host' })
  })

  it('adds the 2FA code only when one was typed', () => {
    expect(signInPayload(form('creatorjane', ' 123456 '))).toMatchObject({ twoFactorCode: '123456' })
    expect(signInPayload(form('creatorjane', ''))).not.toHaveProperty('twoFactorCode')
  })
})
