import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The moderators module's error codes (`moderators.<name>`), translated in ./errors/<language>.ts. */
export const MODERATORS_ERRORS = errorCodes('moderators', [
  'tiktok_taken',
  'already_moderator',
  'account_taken',
  'no_free_username',
  'not_found',
  'password_first',
  'needs_credentials',
])
