import type { CreateModeratorInput, ModeratorPermission } from '../shared/moderators'
import { isStrongPassword, RESET_PASSWORD_MIN_LENGTH } from '@core/shared'

/** What the Create New Moderator dialog holds (docs/api/moderators.md: "Moderator create form"). */
export interface CreateModeratorForm {
  username: string
  email: string
  tiktokUsername: string
  password: string
  permissions: ModeratorPermission[]
}

/** A new moderator starts with what a moderator is for during a stream: grant and use. */
export const EMPTY_CREATE_FORM: CreateModeratorForm = {
  username: '',
  email: '',
  tiktokUsername: '',
  password: '',
  permissions: ['grant_powerups', 'use_powerups'],
}

/** Each failing field's message key (moderators.form.*), translated where shown. */
export type FormErrors<T> = Partial<Record<keyof T, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The checks of docs/api/moderators.md, in the dialog's order; the submit button stays disabled while any holds. */
export function createFormErrors(form: CreateModeratorForm): FormErrors<CreateModeratorForm> {
  const errors: FormErrors<CreateModeratorForm> = {}
  if (!form.username.trim()) errors.username = 'moderators.form.usernameRequired'
  if (!form.email.trim()) errors.email = 'moderators.form.emailRequired'
  else if (!EMAIL.test(form.email.trim())) errors.email = 'moderators.form.emailInvalid'
  if (!form.tiktokUsername.trim().replace(/^@/, '')) errors.tiktokUsername = 'moderators.form.tiktokRequired'
  if (!isStrongPassword(form.password)) errors.password = 'moderators.form.invalidPassword'
  if (!form.permissions.length) errors.permissions = 'moderators.form.permissionsRequired'
  return errors
}

/** The create dialog's payload: displayName equals the username (docs/api/moderators.md). */
export function createPayload(form: CreateModeratorForm): CreateModeratorInput {
  const username = form.username.trim()
  return {
    username,
    password: form.password,
    email: form.email.trim(),
    tiktokUsername: form.tiktokUsername.trim().replace(/^@/, ''),
    displayName: username,
    permissions: form.permissions,
  }
}

export interface EditModeratorForm {
  displayName: string
  tiktokUsername: string
  permissions: ModeratorPermission[]
}

/** Edit Moderator: display name and TikTok username required, at least one permission. */
export function editFormErrors(form: EditModeratorForm): FormErrors<EditModeratorForm> {
  const errors: FormErrors<EditModeratorForm> = {}
  if (!form.displayName.trim()) errors.displayName = 'moderators.form.displayNameRequired'
  if (!form.tiktokUsername.trim().replace(/^@/, '')) errors.tiktokUsername = 'moderators.form.tiktokRequired'
  if (!form.permissions.length) errors.permissions = 'moderators.form.permissionsRequired'
  return errors
}

/** Reset Password: at least 6 characters, both entries equal (message keys). */
export function resetPasswordErrors(password: string, confirm: string): { password?: string; confirm?: string } {
  return {
    password:
      password.length > 0 && password.length < RESET_PASSWORD_MIN_LENGTH
        ? 'moderators.form.passwordTooShort'
        : undefined,
    confirm: confirm.length > 0 && confirm !== password ? 'moderators.form.passwordMismatch' : undefined,
  }
}
