import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The matches module's error codes (`matches.<name>`), translated in ./errors/<language>.ts. */
export const MATCHES_ERRORS = errorCodes('matches', ['limit_reached', 'not_found', 'creator_not_found', 'unknown_type'])
