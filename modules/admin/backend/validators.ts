import vine from '@vinejs/vine'
import { withMessages } from '#core/http/validation'
import { API_USAGE_RANGES } from '../shared/monitoring.js'

const tiktokUsername = () =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(64)
    .transform((value) => value.replace(/^@/, ''))

/** Spec 2 §5, in its order: name, email, valid email, TikTok username (with @), password. */
export const createCreatorValidator = withMessages(
  vine.compile(
    vine.object({
      name: vine.string().trim().minLength(1).maxLength(120),
      email: vine.string().trim().toLowerCase().minLength(1).email().maxLength(254),
      tiktokUsername: vine.string().trim().minLength(1).startsWith('@').maxLength(64)
        .transform((value) => value.replace(/^@/, '')),
      password: vine.string().minLength(6).maxLength(256),
    })
  ),
  {
    'name.required': 'Creator name is required',
    'name.minLength': 'Creator name is required',
    'email.required': 'Email is required',
    'email.minLength': 'Email is required',
    'email.email': 'Please enter a valid email address',
    'tiktokUsername.required': 'TikTok username is required',
    'tiktokUsername.minLength': 'TikTok username is required',
    'tiktokUsername.startsWith': 'TikTok username must start with @',
    'password.required': 'Password is required',
    'password.minLength': 'Password must be at least 6 characters',
  }
)

export const updateCreatorValidator = withMessages(
  vine.compile(
    vine.object({
      name: vine.string().trim().minLength(1).maxLength(120),
      email: vine.string().trim().toLowerCase().email().maxLength(254),
      tiktokUsername: tiktokUsername(),
      password: vine.string().minLength(6).maxLength(256).optional(),
    })
  ),
  {
    'name.required': 'Name is required',
    'name.minLength': 'Name is required',
    'email.required': 'Email is required',
    'email.email': 'Please enter a valid email address',
    'tiktokUsername.required': 'TikTok username is required',
    'tiktokUsername.minLength': 'TikTok username is required',
    'password.minLength': 'Password must be at least 6 characters',
  }
)

export const toggleActiveValidator = vine.compile(vine.object({ isActive: vine.boolean({ strict: true }) }))

export const impersonateValidator = vine.compile(
  vine.object({ reason: vine.string().trim().maxLength(500).optional() })
)

const creatorSearch = () => vine.string().trim().maxLength(200).optional()

export const listCreatorsValidator = vine.compile(
  vine.object({
    search: creatorSearch(),
    status: vine.enum(['all', 'active', 'inactive']).optional(),
    sortBy: vine.enum(['createdAt', 'name', 'email', 'lastLoginAt']).optional(),
    sortOrder: vine.enum(['asc', 'desc']).optional(),
    page: vine.number().min(1).max(100000).withoutDecimals().optional(),
    limit: vine.number().min(1).max(100).withoutDecimals().optional(),
  })
)

/** GET /api/admin/creators/summary: the cards describe the creators the list's search matches. */
export const creatorTotalsValidator = vine.compile(vine.object({ search: creatorSearch() }))

const allFieldsRequired = 'Validation Error: All fields are required'
export const createAdminValidator = withMessages(
  vine.compile(
    vine.object({
      name: vine.string().trim().minLength(1).maxLength(120),
      email: vine.string().trim().toLowerCase().minLength(1).email().maxLength(254),
      password: vine.string().minLength(6).maxLength(256),
    })
  ),
  {
    'required': allFieldsRequired,
    'name.minLength': allFieldsRequired,
    'email.minLength': allFieldsRequired,
    'email.email': 'Please enter a valid email address',
    'password.minLength': 'Password must be at least 6 characters',
  }
)

export const updateAdminValidator = withMessages(
  vine.compile(
    vine.object({
      name: vine.string().trim().minLength(1).maxLength(120),
      email: vine.string().trim().toLowerCase().minLength(1).email().maxLength(254),
      password: vine.string().minLength(6).maxLength(256).optional(),
    })
  ),
  {
    'required': 'Name and email are required',
    'name.minLength': 'Name and email are required',
    'email.minLength': 'Name and email are required',
    'email.email': 'Please enter a valid email address',
    'password.minLength': 'Password must be at least 6 characters',
  }
)

/** GET /api/admin/api-usage: the window of the figures, 24 hours by default. */
export const apiUsageValidator = withMessages(
  vine.compile(vine.object({ timeRange: vine.enum(API_USAGE_RANGES).optional() })),
  { 'timeRange.enum': `timeRange must be one of ${API_USAGE_RANGES.join(', ')}` }
)
