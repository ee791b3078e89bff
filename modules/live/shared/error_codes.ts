import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The live module's error codes (`live.<name>`), translated in ./errors/<language>.ts. */
export const LIVE_ERRORS = errorCodes('live', [
  'changing_hands',
  'owner_unreachable',
  'forwarded_failure',
  'not_configured',
  'simulator_only',
  'overlay_not_found',
  'ingest_busy',
  'not_connected',
  'not_live',
  'rate_limited',
  'connect_failed',
])
