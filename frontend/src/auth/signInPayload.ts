import type { SignInPayload } from '../shell/session'

export interface SignInForm {
  identifier: string
  password: string
  twoFactorCode: string
}

export const TWO_FACTOR_CODE_LENGTH = 6

/** Field errors of the sign-in form (docs/api/core.md), empty when it can be sent. */
export function validateSignIn(form: SignInForm): Partial<Record<keyof SignInForm, string>> {
  const errors: Partial<Record<keyof SignInForm, string>> = {}
  if (!form.identifier.trim()) errors.identifier = 'Email or username is required'
  if (!form.password) errors.password = 'Password is required'
  if (form.twoFactorCode.trim().length > TWO_FACTOR_CODE_LENGTH) {
    errors.twoFactorCode = `2FA code is at most ${TWO_FACTOR_CODE_LENGTH} characters`
  }
  return errors
}

/**
 * docs/api/core.md: '@' and '.' → email login; else 'mod' inside or 'test' at the start (any case)
 * → moderator login by username; else a user login by username (the server resolves either).
 */
export function signInPayload(form: SignInForm): SignInPayload {
  const identifier = form.identifier.trim()
  const lower = identifier.toLowerCase()
  const code = form.twoFactorCode.trim()
  const credentials = { password: form.password, ...(code ? { twoFactorCode: code } : {}) }
  if (identifier.includes('@') && identifier.includes('.')) {
    return { loginType: 'user', email: identifier, ...credentials }
  }
  const loginType = lower.includes('mod') || lower.startsWith('test') ? 'moderator' : 'user'
  return { loginType, username: identifier, ...credentials }
}
