import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Acting } from '../acting/acting.js'
import { requestOrigin } from '../acting/request.js'
import { record } from '../audit/recorder.js'
import type User from '../users/user.js'
import { ApiError } from '../http/api_error.js'
import { getSystemSettings } from '../settings/system_settings_service.js'
import { claimSecondFactor, matchSecondFactor, storedRecoveryHashes, type SecondFactorMatch } from './two_factor.js'
import { passwordStrength } from '../shared/rules.js'
import { SETTINGS_EVENTS, SETTINGS_TEXTS } from '../shared/settings.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/**
 * Sign-in rules the system settings tune, read once per sign-in: attempts before lockout
 * (maxLoginAttempts), token lifetime (sessionTimeout), the second factor, maintenance mode
 * and the 2FA prompt (twoFactorRequired).
 */
export async function loginPolicy() {
  const settings = await getSystemSettings()
  let secondFactor: SecondFactorMatch | null = null

  return {
    maxAttempts: settings.maxLoginAttempts,
    sessionHours: settings.sessionTimeout,

    /** Inside the attempt limiter: a missing or wrong code counts as a failed attempt. */
    async verifySecondFactor(user: User, code: string | undefined) {
      if (!user.twoFactorEnabled) return
      if (!code)
        throw new ApiError(401, SETTINGS_TEXTS.twoFactorCodeRequired, CORE_ERRORS.two_factor_code_required, undefined, {
          twoFactorRequired: true,
        })
      secondFactor = matchSecondFactor(user, code)
      if (!secondFactor)
        throw new ApiError(401, SETTINGS_TEXTS.twoFactorCodeInvalid, CORE_ERRORS.two_factor_code_invalid, undefined, {
          twoFactorRequired: true,
        })
    },

    /**
     * Once the credentials hold, before the token is issued: refuses non-admins during
     * maintenance, uses up the code (a TOTP step or recovery code works once), notes the
     * password's strength for Account Security, and answers what the sign-in reply adds.
     * Writes through the sign-in's transaction.
     */
    async admit(ctx: HttpContext, user: User, password: string, client: TransactionClientContract) {
      if (settings.maintenanceMode && user.role !== 'ADMIN') {
        throw new ApiError(
          503,
          SETTINGS_TEXTS.maintenance(settings.siteName),
          CORE_ERRORS.maintenance,
          { siteName: settings.siteName },
          { maintenance: true }
        )
      }
      if (secondFactor) {
        if (!(await claimSecondFactor(user, secondFactor, client))) {
          throw new ApiError(401, SETTINGS_TEXTS.twoFactorCodeInvalid, CORE_ERRORS.two_factor_code_invalid, undefined, {
            twoFactorRequired: true,
          })
        }
        if (secondFactor.kind === 'recovery') {
          await record(
            Acting.forUser(user, { origin: requestOrigin(ctx) }),
            SETTINGS_EVENTS.RECOVERY_CODE_USED,
            { type: 'USER', id: user.id, name: user.name },
            { recoveryCodesLeft: storedRecoveryHashes(user).length },
            client
          )
        }
      }
      user.passwordStrength = passwordStrength(password).label
      return { mustSetupTwoFactor: settings.twoFactorRequired && !user.twoFactorEnabled }
    },
  }
}
