import { declarePermissions } from '../../../backend/core/shared/permissions.js'
import { PLAYERS_ERRORS } from './error_codes.js'

declare module '../../../backend/core/shared/permissions.js' {
  interface PermissionIds {
    manage_players: true
  }
}

/** The permission the players module checks: editing players (names, aliases, TikTok links). */
export const PLAYERS_PERMISSIONS = declarePermissions({
  id: 'manage_players',
  denied: 'You do not have permission to manage players',
  code: PLAYERS_ERRORS.missing_permission_manage_players,
})
