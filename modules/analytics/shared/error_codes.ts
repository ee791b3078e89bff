import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The analytics module's error codes (`analytics.<name>`), translated in ./errors/<language>.ts. */
export const ANALYTICS_ERRORS = errorCodes('analytics', ['creator_not_found'])
