/**
 * The moderator password rules of spec 1 §5: four checks worth 25 points each.
 * One implementation for the strength meter, the server's validator and the CLI.
 */
export const PASSWORD_CHECKS = [
  { id: 'length', label: 'At least 8 characters', test: (value: string) => value.length >= 8 },
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

export const INVALID_PASSWORD = 'Invalid Password: Password must meet all requirements.'
export const RESET_PASSWORD_MIN_LENGTH = 6
export const RESET_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long'

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
