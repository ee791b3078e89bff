import vine from '@vinejs/vine'
import { withMessages } from '../http/validation.js'
import { isStrongPassword } from '#modules/moderators/shared/password'

/** Spec 1 §5 password rules: 8+ characters with an uppercase, a lowercase and a special character. */
export const PASSWORD_RULES_MESSAGE =
  'Password must be at least 8 characters with an uppercase letter, a lowercase letter and a special character'

const strongPassword = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isStrongPassword(value)) field.report(PASSWORD_RULES_MESSAGE, 'strongPassword', field)
})

const password = () => vine.string().minLength(1).maxLength(256)
const code = () => vine.string().trim().minLength(1).maxLength(32)

export const changePasswordValidator = withMessages(
  vine.compile(
    vine.object({
      currentPassword: password(),
      newPassword: password().use(strongPassword()),
    })
  ),
  {
    'currentPassword.required': 'Current password is required',
    'currentPassword.minLength': 'Current password is required',
    'newPassword.required': 'New password is required',
    'newPassword.minLength': 'New password is required',
  }
)

export const enableTwoFactorValidator = withMessages(vine.compile(vine.object({ code: code() })), {
  'code.required': 'Verification code is required',
  'code.minLength': 'Verification code is required',
})

export const disableTwoFactorValidator = withMessages(
  vine.compile(vine.object({ password: password(), code: code() })),
  {
    'password.required': 'Password is required',
    'password.minLength': 'Password is required',
    'code.required': 'Two-factor code is required',
    'code.minLength': 'Two-factor code is required',
  }
)

export const deleteAccountValidator = withMessages(vine.compile(vine.object({ password: password() })), {
  'password.required': 'Password is required',
  'password.minLength': 'Password is required',
})
