import { PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@core/shared'
import type { CreatorInput, CreatorSummary } from '../types'

export interface CreatorFormValues {
  name: string
  email: string
  tiktokUsername: string
  password: string
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The kernel's short rule (core/shared/rules.ts): a password an admin sets for an account; the message key, or null. */
function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return 'admin.account.passwordTooLong'
  return password.length < RESET_PASSWORD_MIN_LENGTH ? 'admin.account.passwordTooShort' : null
}

export const emptyCreatorForm: CreatorFormValues = { name: '', email: '', tiktokUsername: '', password: '' }

/** Edit form prefilled from a creator; the TikTok username is entered without @ (docs/api/admin.md). */
export function creatorFormFrom(creator: CreatorSummary): CreatorFormValues {
  return { name: creator.name, email: creator.email, tiktokUsername: creator.tiktokUsername ?? '', password: '' }
}

/** Add Creator checks, in the order docs/api/admin.md gives; the first failure's message key, or null. */
export function validateNewCreator(values: CreatorFormValues): string | null {
  const tiktokUsername = values.tiktokUsername.trim()
  if (!values.name.trim()) return 'admin.account.creatorNameRequired'
  if (!values.email.trim()) return 'admin.account.emailRequired'
  if (!EMAIL_PATTERN.test(values.email.trim())) return 'admin.account.emailInvalid'
  if (!tiktokUsername) return 'admin.account.tiktokRequired'
  if (!tiktokUsername.startsWith('@')) return 'admin.account.tiktokAt'
  if (!values.password) return 'admin.account.passwordRequired'
  return passwordProblem(values.password)
}

/** Edit Creator: name, email and TikTok username required; password optional. */
export function validateCreatorEdit(values: CreatorFormValues): string | null {
  if (!values.name.trim() || !values.email.trim() || !values.tiktokUsername.trim()) {
    return 'admin.account.creatorFieldsRequired'
  }
  if (!EMAIL_PATTERN.test(values.email.trim())) return 'admin.account.emailInvalid'
  return values.password ? passwordProblem(values.password) : null
}

/** Every field a submit would refuse, so the form can mark each one (not only the first message). */
export function creatorFieldsToFix(values: CreatorFormValues, editing: boolean): (keyof CreatorFormValues)[] {
  const email = values.email.trim()
  const tiktokUsername = values.tiktokUsername.trim()
  const passwordWrong = (!editing || values.password.length > 0) && passwordProblem(values.password) !== null
  return [
    !values.name.trim() && 'name',
    (!email || !EMAIL_PATTERN.test(email)) && 'email',
    (!tiktokUsername || (!editing && !tiktokUsername.startsWith('@'))) && 'tiktokUsername',
    passwordWrong && 'password',
  ].filter((field): field is keyof CreatorFormValues => Boolean(field))
}

/** The call's payload: trimmed, and without a password when none was typed. */
export function creatorInput(values: CreatorFormValues): CreatorInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    tiktokUsername: values.tiktokUsername.trim(),
    ...(values.password ? { password: values.password } : {}),
  }
}
