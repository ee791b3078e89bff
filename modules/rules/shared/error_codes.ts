import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The rules module's error codes (`rules.<name>`), translated in ./errors/<language>.ts. */
export const RULES_ERRORS = errorCodes('rules', [
  'trigger_exactly_one',
  'invalid_powerup_type',
  'not_found',
  'too_many',
  'stock_below_granted',
  'exclusion_target',
  'already_excluded',
  'too_many_exclusions',
  'exclusion_not_found',
])
