/** The password rules are the kernel's (backend/core/shared/rules.ts); this re-export goes once callers import them there. */
export {
  PASSWORD_CHECKS,
  INVALID_PASSWORD,
  RESET_PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_TOO_SHORT,
  passwordStrength,
  isStrongPassword,
  type PasswordStrength,
  type PasswordStrengthLabel,
} from '../../../backend/core/shared/rules.js'
