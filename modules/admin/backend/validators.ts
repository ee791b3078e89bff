import vine from '@vinejs/vine'
import { plainNumber, withMessages } from '#core/http/validation'
import {
  ACCOUNT_PASSWORD_TOO_SHORT,
  checkTiktokHandle,
  normalizeTiktokHandle,
  PASSWORD_MAX_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  TIKTOK_HANDLE_LIMITS,
} from '#core/shared/rules'
import { API_USAGE_RANGES } from '../shared/monitoring.js'
import { CREATORS_IMPORT_FORMATS, CREATORS_IMPORT_LIMITS } from '../shared/creators_import.js'

const tiktokLimits = TIKTOK_HANDLE_LIMITS.account
/** An account password an admin sets: the kernel's short rule (the owner strengthens it later). */
const accountPassword = () => vine.string().minLength(RESET_PASSWORD_MIN_LENGTH).maxLength(PASSWORD_MAX_LENGTH)

const creatorName = () => vine.string().trim().minLength(1).maxLength(120)
const creatorEmail = () => vine.string().trim().toLowerCase().minLength(1).email().maxLength(254)

/** In the order of docs/api/admin.md: name, email, valid email, TikTok username (with @), password. */
export const createCreatorValidator = withMessages(
  vine.compile(
    vine.object({
      name: creatorName(),
      email: creatorEmail(),
      tiktokUsername: vine
        .string()
        .trim()
        .minLength(tiktokLimits.min)
        .startsWith('@')
        .maxLength(tiktokLimits.max)
        .transform(normalizeTiktokHandle),
      password: accountPassword(),
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
    'password.minLength': ACCOUNT_PASSWORD_TOO_SHORT,
  }
)

/** The kernel's TikTok handle rule (with or without @; letters, digits, dots, underscores). */
const tiktokHandle = vine.createRule((value, _options, field) => {
  const problem = typeof value === 'string' ? checkTiktokHandle(value) : null
  if (problem) field.report(problem, 'tiktokHandle', field)
})

/** POST /api/admin/creators/import: the file's text, its format, and whether only to check it. */
export const importCreatorsValidator = withMessages(
  vine.compile(
    vine.object({
      format: vine.enum(CREATORS_IMPORT_FORMATS),
      content: vine.string().minLength(1).maxLength(CREATORS_IMPORT_LIMITS.contentLength),
      dryRun: vine.boolean({ strict: true }).optional(),
    })
  ),
  {
    'format.required': `format is required: ${CREATORS_IMPORT_FORMATS.join(' or ')}`,
    'format.enum': `format must be ${CREATORS_IMPORT_FORMATS.join(' or ')}`,
    'content.required': 'The file is empty',
    'content.minLength': 'The file is empty',
    'content.maxLength': `The file is too large (at most ${CREATORS_IMPORT_LIMITS.contentLength} characters)`,
    'dryRun.boolean': 'dryRun must be true or false',
  }
)

/** One creator of an import: the create form's fields (a password is generated) and their team. */
export const importedCreatorValidator = withMessages(
  vine.compile(
    vine.object({
      name: creatorName(),
      email: creatorEmail(),
      tiktokUsername: vine.string().trim().use(tiktokHandle()).transform(normalizeTiktokHandle),
      moderators: vine.array(vine.any()).maxLength(CREATORS_IMPORT_LIMITS.moderatorsPerCreator).optional(),
    })
  ),
  {
    'name.required': 'Creator name is required',
    'name.minLength': 'Creator name is required',
    'name.maxLength': 'Creator name must be at most 120 characters',
    'email.required': 'Email is required',
    'email.minLength': 'Email is required',
    'email.email': 'Please enter a valid email address',
    'tiktokUsername.required': 'TikTok username is required',
    'moderators.array': 'moderators must be a list',
    'moderators.maxLength': `A creator may bring at most ${CREATORS_IMPORT_LIMITS.moderatorsPerCreator} moderators`,
  }
)

export const updateCreatorValidator = withMessages(
  vine.compile(
    vine.object({
      name: vine.string().trim().minLength(1).maxLength(120),
      email: vine.string().trim().toLowerCase().email().maxLength(254),
      tiktokUsername: vine
        .string()
        .trim()
        .minLength(tiktokLimits.min)
        .maxLength(tiktokLimits.max)
        .transform(normalizeTiktokHandle),
      password: accountPassword().optional(),
    })
  ),
  {
    'name.required': 'Name is required',
    'name.minLength': 'Name is required',
    'email.required': 'Email is required',
    'email.email': 'Please enter a valid email address',
    'tiktokUsername.required': 'TikTok username is required',
    'tiktokUsername.minLength': 'TikTok username is required',
    'password.minLength': ACCOUNT_PASSWORD_TOO_SHORT,
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
    page: plainNumber().min(1).max(100000).withoutDecimals().optional(),
    limit: plainNumber().min(1).max(100).withoutDecimals().optional(),
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
      password: accountPassword(),
    })
  ),
  {
    required: allFieldsRequired,
    'name.minLength': allFieldsRequired,
    'email.minLength': allFieldsRequired,
    'email.email': 'Please enter a valid email address',
    'password.minLength': ACCOUNT_PASSWORD_TOO_SHORT,
  }
)

export const updateAdminValidator = withMessages(
  vine.compile(
    vine.object({
      name: vine.string().trim().minLength(1).maxLength(120),
      email: vine.string().trim().toLowerCase().minLength(1).email().maxLength(254),
      password: accountPassword().optional(),
    })
  ),
  {
    required: 'Name and email are required',
    'name.minLength': 'Name and email are required',
    'email.minLength': 'Name and email are required',
    'email.email': 'Please enter a valid email address',
    'password.minLength': ACCOUNT_PASSWORD_TOO_SHORT,
  }
)

/** GET /api/admin/api-usage: the window of the figures, 24 hours by default. */
export const apiUsageValidator = withMessages(
  vine.compile(vine.object({ timeRange: vine.enum(API_USAGE_RANGES).optional() })),
  { 'timeRange.enum': `timeRange must be one of ${API_USAGE_RANGES.join(', ')}` }
)
