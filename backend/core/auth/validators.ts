import vine from '@vinejs/vine'
import { withMessages } from '#core/http/validation'

export const signInValidator = withMessages(
  vine.compile(
    vine.object({
      loginType: vine.enum(['user', 'moderator']).optional(),
      email: vine.string().trim().maxLength(254).optional(),
      username: vine.string().trim().maxLength(254).optional(),
      password: vine.string().minLength(1).maxLength(256),
      twoFactorCode: vine.string().trim().maxLength(32).optional(),
    })
  ),
  {
    'password.required': 'Password is required',
    'password.minLength': 'Password is required',
  }
)
