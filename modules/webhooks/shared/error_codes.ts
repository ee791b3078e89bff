import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The webhooks module's error codes (`webhooks.<name>`), translated in ./errors/<language>.ts. */
export const WEBHOOKS_ERRORS = errorCodes('webhooks', [
  'not_found',
  'too_many',
  'url_invalid',
  'url_credentials',
  'unresolvable',
  'private_target',
])
