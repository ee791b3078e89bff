import { translate } from '../shell/i18n'
import type { SignInPayload } from '../shell/session'

export interface SignInForm {
  identifier: string
  password: string
  twoFactorCode: string
}

export const TWO_FACTOR_CODE_LENGTH = 6

/** Field errors of the sign-in form (docs/api/core.md), in the page language; empty when it can be sent. */
export function validateSignIn(form: SignInForm): Partial<Record<keyof SignInForm, string>> {
  const errors: Partial<Record<keyof SignInForm, string>> = {}
  if (!form.identifier.trim()) errors.identifier = translate('shell.auth.signIn.identifierRequired')
  if (!form.password) errors.password = translate('shell.auth.signIn.passwordRequired')
  if (form.twoFactorCode.trim().length > TWO_FACTOR_CODE_LENGTH) {
    errors.twoFactorCode = translate('shell.auth.signIn.twoFactorTooLong', { max: TWO_FACTOR_CODE_LENGTH })
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
