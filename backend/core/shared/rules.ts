/**
 * The account rules of the product, each written once with its messages: password (docs/api/settings.md),
 * username, TikTok handle. Pure: the frontend, the CLI and the backend's Vine validators use them.
 * Each rule offers `check*(value) → message | null` and the patterns/limits Vine needs.
 */

/* ---------------------------------------------------------------- password */

/** The strong rule's length (also all the first-admin setup and `powerdeck:create-admin` ask). */
export const PASSWORD_MIN_LENGTH = 8

/** The four checks (docs/api/settings.md), worth 25 points each (strength meter, validators, CLI). */
export const PASSWORD_CHECKS = [
  { id: 'length', label: 'At least 8 characters', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'One uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'lowercase', label: 'One lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { id: 'special', label: 'One special character', test: (value: string) => /[^A-Za-z0-9\s]/.test(value) },
] as const

export type PasswordStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong'

export interface PasswordStrength {
  score: number
  label: PasswordStrengthLabel
  checks: { id: string; label: string; passed: boolean }[]
}

/** Longest password any endpoint accepts. */
export const PASSWORD_MAX_LENGTH = 256

/**
 * Where the four checks apply, the words differ by screen (kept as each endpoint answers today):
 * the moderator forms say INVALID_PASSWORD, a user's own password change says PASSWORD_RULES_MESSAGE.
 */
export const INVALID_PASSWORD = 'Invalid Password: Password must meet all requirements.'
export const PASSWORD_RULES_MESSAGE =
  'Password must be at least 8 characters with an uppercase letter, a lowercase letter and a special character'

/**
 * The short rule: a password an admin sets for someone else (creator and admin accounts,
 * a moderator's reset) needs only 6 characters; the owner strengthens it later.
 */
export const RESET_PASSWORD_MIN_LENGTH = 6
export const RESET_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long'
/** The admin screens word the short rule without 'long'. */
export const ACCOUNT_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters'

/** Score 0–100 and label: below 50 Weak, below 75 Fair, below 100 Good, 100 Strong. */
export function passwordStrength(value: string): PasswordStrength {
  const checks = PASSWORD_CHECKS.map((check) => ({ id: check.id, label: check.label, passed: check.test(value) }))
  const score = checks.filter((check) => check.passed).length * 25
  const label: PasswordStrengthLabel = score < 50 ? 'Weak' : score < 75 ? 'Fair' : score < 100 ? 'Good' : 'Strong'
  return { score, label, checks }
}

export function isStrongPassword(value: string) {
  return passwordStrength(value).score === 100
}

/**
 * The password rule: `strong` (the four checks, default) or `short` (6+ characters, for a
 * password set by someone else). Answers the message to show, or null when it holds.
 */
export function checkPassword(
  value: string,
  { rule = 'strong', message }: { rule?: 'strong' | 'short'; message?: string } = {}
): string | null {
  if (value.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`
  if (rule === 'short') return value.length >= RESET_PASSWORD_MIN_LENGTH ? null : (message ?? RESET_PASSWORD_TOO_SHORT)
  return isStrongPassword(value) ? null : (message ?? INVALID_PASSWORD)
}

/* ---------------------------------------------------------------- username */

/** A moderator's sign-in name: letters, digits, dots, dashes and underscores, 1 to 64. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/
export const USERNAME_MAX_LENGTH = 64
export const USERNAME_MESSAGES = {
  required: 'Username Required',
  invalid: 'Username may only contain letters, numbers, dots, dashes and underscores',
  tooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
} as const

export function checkUsername(value: string): string | null {
  const username = value.trim()
  if (!username) return USERNAME_MESSAGES.required
  if (username.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong
  return USERNAME_PATTERN.test(username) ? null : USERNAME_MESSAGES.invalid
}

/* ---------------------------------------------------------------- TikTok handle */

/** A TikTok handle's characters: letters, digits, underscore and dot (no @). */
export const TIKTOK_HANDLE_CHARACTERS = /^[A-Za-z0-9_.]+$/
/**
 * Lengths differ by endpoint, kept as each answers today: the live connection takes a real
 * handle (2 to 24, TikTok's own limits); account fields (creator, moderator) store up to 64.
 */
export const TIKTOK_HANDLE_LIMITS = {
  live: { min: 2, max: 24 },
  account: { min: 1, max: 64 },
} as const
export type TiktokHandleLimits = keyof typeof TIKTOK_HANDLE_LIMITS

/** The pattern Vine checks (with an optional leading @) for the given limits. */
export function tiktokHandlePattern(limits: TiktokHandleLimits = 'account'): RegExp {
  const { min, max } = TIKTOK_HANDLE_LIMITS[limits]
  return limits === 'live' ? new RegExp(`^@?[A-Za-z0-9_.]{${min},${max}}$`) : /^@?[A-Za-z0-9._]+$/
}

export const TIKTOK_HANDLE_MESSAGES = {
  invalid: 'TikTok username may only contain letters, numbers, dots and underscores',
  tooLong: `TikTok username must be at most ${TIKTOK_HANDLE_LIMITS.account.max} characters`,
  /** The live screens' wording (docs/api/live.md). */
  liveRequired: 'Please enter your TikTok username.',
  liveInvalid: 'A TikTok username has 2 to 24 letters, digits, underscores or dots.',
} as const

/** The handle without a leading @ and surrounding blanks. */
export function normalizeTiktokHandle(input: string): string {
  return input.trim().replace(/^@+/, '').trim()
}

/** The TikTok handle rule (with or without @); the message to show, or null. */
export function checkTiktokHandle(value: string, limits: TiktokHandleLimits = 'account'): string | null {
  const handle = normalizeTiktokHandle(value)
  const { min, max } = TIKTOK_HANDLE_LIMITS[limits]
  if (limits === 'live') {
    return handle.length >= min && handle.length <= max && TIKTOK_HANDLE_CHARACTERS.test(handle)
      ? null
      : TIKTOK_HANDLE_MESSAGES.liveInvalid
  }
  if (handle.length > max) return TIKTOK_HANDLE_MESSAGES.tooLong
  return handle.length >= min && TIKTOK_HANDLE_CHARACTERS.test(handle) ? null : TIKTOK_HANDLE_MESSAGES.invalid
}
