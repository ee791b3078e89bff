import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { UserActing } from '../acting/acting.js'
import { record } from '../audit/recorder.js'
import type User from '../users/user.js'
import { ApiError } from '../http/api_error.js'
import { revokeAllTokens } from './tokens.js'
import { loginPolicy } from './login_policy.js'
import { asSignInAttempt, reentryAttemptsKey } from './sign_in_attempts.js'
import { ownAccount } from '../settings/personal_settings_service.js'
import { getSystemSettings } from '../settings/system_settings_service.js'
import {
  claimSecondFactor,
  generateRecoveryCodes,
  hashRecoveryCode,
  matchSecondFactor,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
} from './two_factor.js'
import { passwordStrength } from '../shared/rules.js'
import { SETTINGS_EVENTS, SETTINGS_TEXTS } from '../shared/settings.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

const userTarget = (user: User) => ({ type: 'USER', id: user.id, name: user.name })

/**
 * The signed-in account's password, asked again before a sensitive change: a wrong one is 400
 * `message`. The checks are counted as sign-in attempts are (loginPolicy's maximum, per account,
 * across processes), so a stolen session cannot guess the password behind it.
 */
async function checkPassword(user: User, password: string, message: string) {
  const { maxAttempts } = await loginPolicy()
  const [throttled] = await asSignInAttempt(maxAttempts, reentryAttemptsKey(user), async () => {
    if (!user.password || !(await hash.verify(user.password, password)))
      throw new ApiError(400, message, CORE_ERRORS.password_incorrect)
  })
  if (throttled?.kind === 'locked') {
    const minutes = Math.ceil(throttled.retryAfter / 60)
    throw new ApiError(
      429,
      `Too many wrong passwords. Try again in ${minutes} minutes.`,
      CORE_ERRORS.password_checks_locked,
      {
        minutes,
      }
    )
  }
  if (throttled)
    throw new ApiError(429, 'Too many password checks at once. Retry in a moment.', CORE_ERRORS.password_checks_at_once)
}

/** Change Password: checks the current one, sets the new one, signs out every other session. */
export async function changePassword(acting: UserActing, input: { currentPassword: string; newPassword: string }) {
  const user = ownAccount(acting)
  await checkPassword(user, input.currentPassword, SETTINGS_TEXTS.currentPasswordWrong)
  if (input.currentPassword === input.newPassword)
    throw new ApiError(400, SETTINGS_TEXTS.samePassword, CORE_ERRORS.same_password)
  return db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.password = input.newPassword
    user.passwordStrength = passwordStrength(input.newPassword).label
    await user.save()
    const revoked = await revokeAllTokens(user, trx, { keepTokenId: acting.tokenId })
    await record(acting, SETTINGS_EVENTS.PASSWORD_CHANGED, userTarget(user), { otherSessionsRevoked: revoked }, trx)
    return { passwordChangedAt: user.passwordChangedAt!.toISO()!, otherSessionsRevoked: revoked }
  })
}

/** Enable 2FA, step 1: a fresh secret (pending until confirmed), its otpauth URL and QR code. */
export async function startTwoFactorSetup(acting: UserActing) {
  const user = ownAccount(acting)
  if (user.twoFactorEnabled)
    throw new ApiError(409, SETTINGS_TEXTS.twoFactorAlreadyEnabled, CORE_ERRORS.two_factor_already_enabled)
  const secret = newTotpSecret()
  const { siteName } = await getSystemSettings()
  const url = otpauthUrl(secret, siteName, user.email)
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge({ twoFactorSecret: secret, twoFactorRecoveryCodes: null, twoFactorLastStep: null })
    await user.save()
    await record(acting, SETTINGS_EVENTS.TWO_FACTOR_SETUP_STARTED, userTarget(user), {}, trx)
  })
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) }
}

/** Enable 2FA, step 2: a code from the app turns it on; the recovery codes are shown this once. */
export async function enableTwoFactor(acting: UserActing, code: string) {
  const user = ownAccount(acting)
  if (user.twoFactorEnabled)
    throw new ApiError(409, SETTINGS_TEXTS.twoFactorAlreadyEnabled, CORE_ERRORS.two_factor_already_enabled)
  if (!user.twoFactorSecret)
    throw new ApiError(400, SETTINGS_TEXTS.twoFactorSetupFirst, CORE_ERRORS.two_factor_setup_first)
  const step = matchTotp(user.twoFactorSecret, code, null)
  if (step === null) throw new ApiError(400, SETTINGS_TEXTS.invalidCode, CORE_ERRORS.invalid_code)
  const recoveryCodes = generateRecoveryCodes()
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge({
      twoFactorEnabled: true,
      twoFactorLastStep: step,
      twoFactorRecoveryCodes: JSON.stringify(recoveryCodes.map(hashRecoveryCode)),
    })
    await user.save()
    await record(acting, SETTINGS_EVENTS.TWO_FACTOR_ENABLED, userTarget(user), {}, trx)
  })
  return recoveryCodes
}

/** Disable 2FA with the password and a current code (or a recovery code). */
export async function disableTwoFactor(acting: UserActing, input: { password: string; code: string }) {
  const user = ownAccount(acting)
  if (!user.twoFactorEnabled)
    throw new ApiError(400, SETTINGS_TEXTS.twoFactorNotEnabled, CORE_ERRORS.two_factor_not_enabled)
  if ((await getSystemSettings()).twoFactorRequired)
    throw new ApiError(403, SETTINGS_TEXTS.twoFactorRequiredBySystem, CORE_ERRORS.two_factor_required_by_system)
  await checkPassword(user, input.password, 'Password is incorrect')
  const match = matchSecondFactor(user, input.code)
  await db.transaction(async (trx) => {
    if (!match || !(await claimSecondFactor(user, match, trx)))
      throw new ApiError(400, SETTINGS_TEXTS.invalidCode, CORE_ERRORS.invalid_code)
    user.useTransaction(trx)
    user.merge({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorRecoveryCodes: null,
      twoFactorLastStep: null,
    })
    await user.save()
    await record(acting, SETTINGS_EVENTS.TWO_FACTOR_DISABLED, userTarget(user), { confirmedWith: match.kind }, trx)
  })
}

/**
 * Delete Account (non-admins): the account is deactivated, never erased, so a creator's data
 * stays for admins; every token goes, a creator's moderators' too (the core refuses them anyway).
 */
export async function deleteAccount(acting: UserActing, password: string) {
  const user = ownAccount(acting)
  if (user.role === 'ADMIN') throw new ApiError(403, SETTINGS_TEXTS.adminCannotDelete, CORE_ERRORS.admin_cannot_delete)
  await checkPassword(user, password, 'Password is incorrect')
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.isActive = false
    await user.save()
    await revokeAllTokens(user, trx, { withModerators: true })
    await record(
      acting,
      SETTINGS_EVENTS.ACCOUNT_DELETED,
      userTarget(user),
      { role: user.role, deactivated: true },
      trx,
      {
        severity: user.role === 'CREATOR' ? 'HIGH' : 'MEDIUM',
      }
    )
  })
}
