/**
 * The permissions a creator grants a moderator, and the 403 message when one is missing. Kernel
 * vocabulary like the roles: tenant access checks them, the moderators module stores and edits them.
 */
export const MODERATOR_PERMISSIONS = ['grant_powerups', 'use_powerups', 'manage_players', 'chat_commands'] as const
export type ModeratorPermission = (typeof MODERATOR_PERMISSIONS)[number]

export const MISSING_PERMISSION: Record<ModeratorPermission, string> = {
  grant_powerups: 'You do not have permission to grant powerups',
  use_powerups: 'You do not have permission to use powerups',
  manage_players: 'You do not have permission to manage players',
  chat_commands: 'You do not have permission to use chat commands',
}
