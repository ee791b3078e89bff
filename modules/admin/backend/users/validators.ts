import vine from '@vinejs/vine'
import { idNumber, withMessages } from '#core/http/validation'
import { ROLES } from '#core/shared/roles'

const roleMessages = {
  'role.required': 'Role is required',
  'role.enum': `Role must be one of ${ROLES.join(', ')}`,
  'creatorId.number': 'creatorId must be a creator id',
  'creatorId.min': 'creatorId must be a creator id',
  'creatorId.max': 'creatorId must be a creator id',
  'creatorId.withoutDecimals': 'creatorId must be a creator id',
}

/**
 * POST /api/resources/users: the role decides which account rules apply (admins', creators' or
 * the moderators module's, each with its own validator); a moderator names their creator.
 */
export const createUserValidator = withMessages(
  vine.compile(vine.object({ role: vine.enum(ROLES), creatorId: idNumber().optional() })),
  roleMessages
)

/** PUT /api/resources/users/{id}: beyond the role's own fields, the role (unchanged) and whether it is active. */
export const updateUserValidator = withMessages(
  vine.compile(vine.object({ role: vine.enum(ROLES).optional(), isActive: vine.boolean({ strict: true }).optional() })),
  { ...roleMessages, 'isActive.boolean': 'isActive must be true or false' }
)

/** GET /api/admin/users/summary: the cards describe the accounts the list's search matches. */
export const userCountsValidator = vine.compile(vine.object({ search: vine.string().trim().maxLength(200).optional() }))
