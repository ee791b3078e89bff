import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The audit module's error codes (`audit.<name>`), translated in ./errors/<language>.ts. */
export const AUDIT_ERRORS = errorCodes('audit', ['bad_time_zone', 'dates_reversed'])
