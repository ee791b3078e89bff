import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { idNumber, withMessages } from '#core/http/validation'
import {
  INVALID_PASSWORD,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_TOO_SHORT,
  TIKTOK_HANDLE_LIMITS,
  TIKTOK_HANDLE_MESSAGES,
  tiktokHandlePattern,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_PATTERN,
} from '#core/shared/rules'
import { declaredPermissions } from '#core/module_loader'

const TIKTOK_LIMITS = TIKTOK_HANDLE_LIMITS.account

/** The four password checks (8+, upper, lower, special; docs/api/moderators.md), one rule for every form. */
const strongPassword = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isStrongPassword(value)) field.report(INVALID_PASSWORD, 'strongPassword', field)
})

const username = () => vine.string().trim().minLength(1).maxLength(USERNAME_MAX_LENGTH).regex(USERNAME_PATTERN)
const email = () => vine.string().trim().toLowerCase().minLength(1).maxLength(254).email()
const tiktokUsername = () =>
  vine
    .string()
    .trim()
    .minLength(TIKTOK_LIMITS.min)
    .maxLength(TIKTOK_LIMITS.max)
    .regex(tiktokHandlePattern('account'))
    .transform((value) => value.replace(/^@/, ''))
const displayName = () => vine.string().trim().minLength(1).maxLength(120)
const password = () => vine.string().maxLength(PASSWORD_MAX_LENGTH).use(strongPassword())

/** The ids the enabled modules declare, read when a request is checked, not when the validators compile. */
const permissionIds = () => declaredPermissions().map((permission) => permission.id)

const LISTED_ONCE = 'Each permission may be listed once'

/** Vine's `maxLength` at twice the declared ids (a longer list repeats one), counted when a request is checked. */
const fewPermissions = vine.createRule((value, _options, field) => {
  if (field.isValid && Array.isArray(value) && value.length > permissionIds().length * 2)
    field.report(LISTED_ONCE, 'array.maxLength', field)
})
const permissions = () => vine.array(vine.enum(permissionIds)).minLength(1).use(fewPermissions()).distinct()

const messages = {
  'username.required': USERNAME_MESSAGES.required,
  'username.minLength': USERNAME_MESSAGES.required,
  'username.regex': USERNAME_MESSAGES.invalid,
  'username.maxLength': USERNAME_MESSAGES.tooLong,
  'email.required': 'Email Required',
  'email.minLength': 'Email Required',
  'email.email': 'Please enter a valid email address',
  'tiktokUsername.required': 'TikTok Username Required',
  'tiktokUsername.minLength': 'TikTok Username Required',
  'tiktokUsername.regex': TIKTOK_HANDLE_MESSAGES.invalid,
  'tiktokUsername.maxLength': TIKTOK_HANDLE_MESSAGES.tooLong,
  'displayName.required': 'Display Name Required',
  'displayName.minLength': 'Display Name Required',
  'displayName.maxLength': 'Display name must be at most 120 characters',
  'password.required': INVALID_PASSWORD,
  'password.string': INVALID_PASSWORD,
  'permissions.required': 'Permissions Required',
  'permissions.array': 'Permissions Required',
  'permissions.array.minLength': 'Permissions Required',
  'permissions.array.maxLength': LISTED_ONCE,
  'permissions.distinct': LISTED_ONCE,
  'permissions.*.enum': () => `Unknown permission; use ${permissionIds().join(', ')}`,
}

/** Keys that mark the create dialog's full form (account with credentials). */
const ACCOUNT_FIELDS = ['username', 'email', 'password']

/**
 * POST /api/moderators, both forms (docs/api/moderators.md): the create dialog's account (username, email,
 * TikTok username, password, permissions; checked in the dialog's order) or an invitation
 * (TikTok username, display name, permissions) that stays PENDING until a password is set.
 */
export const createModeratorValidator = withMessages(
  vine.compile(
    vine.union([
      vine.union.if(
        (value) => vine.helpers.isObject(value) && ACCOUNT_FIELDS.some((key) => key in value),
        vine.object({
          username: username(),
          email: email(),
          tiktokUsername: tiktokUsername(),
          password: password(),
          displayName: displayName().optional(),
          permissions: permissions(),
        })
      ),
      vine.union.else(
        vine.object({
          tiktokUsername: tiktokUsername(),
          displayName: displayName().optional(),
          permissions: permissions(),
        })
      ),
    ])
  ),
  messages
)

/** A moderator entry of the operator's creators import; a password is generated for them. */
export const importedModeratorValidator = withMessages(
  vine.compile(
    vine.object({
      tiktokUsername: tiktokUsername(),
      name: displayName().optional(),
      username: username().optional(),
      permissions: permissions(),
    })
  ),
  {
    ...messages,
    'name.minLength': 'Display Name Required',
    'name.maxLength': 'Display name must be at most 120 characters',
  }
)

/** An edit may leave a field out, but a field sent blank (the body parser makes it null) is missing. */
const sent = (field: FieldContext) => vine.helpers.isObject(field.parent) && String(field.name) in field.parent

/** PUT /api/moderators/{id}: the Edit Moderator fields; SUSPENDED pauses, ACTIVE resumes. */
export const updateModeratorValidator = withMessages(
  vine.compile(
    vine.object({
      displayName: displayName().optional().requiredWhen(sent),
      tiktokUsername: tiktokUsername().optional().requiredWhen(sent),
      permissions: permissions().optional().requiredWhen(sent),
      status: vine.string().trim().toUpperCase().in(['ACTIVE', 'SUSPENDED']).optional(),
    })
  ),
  { ...messages, 'status.in': 'status must be ACTIVE or SUSPENDED' }
)

/** POST /api/moderators/promote-player; the account fields are optional (PENDING without a password). */
export const promotePlayerValidator = withMessages(
  vine.compile(
    vine.object({
      playerId: idNumber(),
      permissions: permissions(),
      username: username().optional(),
      email: email().optional(),
      password: password().optional(),
    })
  ),
  {
    ...messages,
    'playerId.required': 'Player Required',
    'playerId.number': 'Player Required',
    'playerId.min': 'Player Required',
    'playerId.max': 'Player not found',
    'playerId.withoutDecimals': 'Player Required',
  }
)

/** POST /api/moderators/{id}/reset-password (docs/api/moderators.md: 6+ characters). */
export const resetPasswordValidator = withMessages(
  vine.compile(
    vine.object({
      password: vine.string().minLength(RESET_PASSWORD_MIN_LENGTH).maxLength(PASSWORD_MAX_LENGTH),
    })
  ),
  {
    'password.required': 'Password Required',
    'password.string': 'Password must be text',
    'password.minLength': RESET_PASSWORD_TOO_SHORT,
    'password.maxLength': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  }
)
