import { declarePermissions } from '../../../backend/core/shared/permissions.js'
import { POWERUPS_ERRORS } from './error_codes.js'

declare module '../../../backend/core/shared/permissions.js' {
  interface PermissionIds {
    grant_powerups: true
    use_powerups: true
  }
}

/** The permissions the powerups module checks: granting units, and using them for players. */
export const POWERUPS_PERMISSIONS = declarePermissions(
  {
    id: 'grant_powerups',
    denied: 'You do not have permission to grant powerups',
    code: POWERUPS_ERRORS.missing_permission_grant_powerups,
  },
  {
    id: 'use_powerups',
    denied: 'You do not have permission to use powerups',
    code: POWERUPS_ERRORS.missing_permission_use_powerups,
  }
)
