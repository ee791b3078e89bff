import vine from '@vinejs/vine'
import { withMessages } from '../http/validation.js'
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_RULES_MESSAGE } from '../shared/rules.js'

/** The strong password rule (docs/api/settings.md), in the words of a user's own password change. */
const strongPassword = vine.createRule((value, _options, field) => {
  const problem = typeof value === 'string' ? checkPassword(value, { message: PASSWORD_RULES_MESSAGE }) : null
  if (problem) field.report(problem, 'strongPassword', field)
})

const password = () => vine.string().minLength(1).maxLength(PASSWORD_MAX_LENGTH)
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
