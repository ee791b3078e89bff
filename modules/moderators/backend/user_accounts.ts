import type { ModeratorAccounts } from '#core/back_office'
import { ApiError } from '#core/http/api_error'
import {
  createModeratorValidator,
  importedModeratorValidator,
  resetPasswordValidator,
  updateModeratorValidator,
} from './validators.js'
import {
  createModerator,
  insertModerator,
  removeModerator,
  resetModeratorPassword,
  updateModerator,
} from './services/moderator_accounts.js'
import { MODERATORS_ERRORS } from '../shared/error_codes.js'

/**
 * The admin's /users page manages moderators through this module's own rules: the admin acts for
 * the moderator's creator (the trail names the admin and files the entry under that creator).
 */
const moderatorAccounts: ModeratorAccounts = {
  async create(acting, creatorId, fields) {
    const input = await createModeratorValidator.validate({ ...fields, displayName: fields.name ?? fields.displayName })
    if (!('username' in input))
      throw new ApiError(
        422,
        'A moderator account needs a username, email and password',
        MODERATORS_ERRORS.needs_credentials
      )
    return (await createModerator(acting.with({ creatorId }), input)).id
  },

  async update(acting, moderator, fields) {
    const forCreator = acting.with({ creatorId: moderator.creatorId })
    const status = fields.isActive === undefined ? undefined : fields.isActive ? 'ACTIVE' : 'SUSPENDED'
    // A field left out keeps its value; one sent blank is refused by the validator.
    const sentOr = (key: string, current: unknown) => (key in fields ? fields[key] : current)
    const change = await updateModeratorValidator.validate({
      displayName: sentOr('name', moderator.name),
      tiktokUsername: sentOr('tiktokUsername', moderator.tiktokUsername),
      ...(status ? { status } : {}),
    })
    // A new password first: it activates a pending moderator, whom the status change may then need.
    if (fields.password) {
      const { password } = await resetPasswordValidator.validate({ password: fields.password })
      await resetModeratorPassword(forCreator, moderator.id, password)
    }
    await updateModerator(forCreator, moderator.id, change)
  },

  async remove(acting, moderator) {
    await removeModerator(acting.with({ creatorId: moderator.creatorId }), moderator.id)
  },

  checkImported(fields) {
    return importedModeratorValidator.validate(fields)
  },

  // The entry is checked already (checkImported); validating again keeps the permission ids typed.
  async addImported(acting, creatorId, moderator, password, trx) {
    const { name, ...entry } = await importedModeratorValidator.validate(moderator)
    const profile = await insertModerator(acting.with({ creatorId }), { ...entry, displayName: name, password }, trx)
    return { id: profile.userId, username: profile.user.username! }
  },
}

export default moderatorAccounts
