/** Each audit event's label and its sentence (a template, see core/shared/audit.ts) or action (the target follows in brackets). */
const events = {
  MODERATOR_LOGIN: {
    label: 'Moderator Login',
    sentence: 'logged in',
  },
  MODERATOR_LOGOUT: {
    label: 'Moderator Logout',
    sentence: 'logged out',
  },
  USER_LOGIN: {
    label: 'User Login',
    sentence: 'logged in',
  },
  USER_LOGOUT: {
    label: 'User Logout',
    sentence: 'logged out',
  },
  SYSTEM_SETTINGS_UPDATED: {
    label: 'System Settings Updated',
    action: 'updated system settings',
  },
  PERSONAL_SETTINGS_UPDATED: {
    label: 'Personal Settings Updated',
    action: 'updated personal settings',
  },
  PASSWORD_CHANGED: {
    label: 'Password Changed',
    action: 'changed password',
  },
  TWO_FACTOR_SETUP_STARTED: {
    label: 'Two Factor Setup Started',
    action: 'started two-factor sign-in setup',
  },
  TWO_FACTOR_ENABLED: {
    label: 'Two Factor Enabled',
    action: 'enabled two-factor sign-in',
  },
  TWO_FACTOR_DISABLED: {
    label: 'Two Factor Disabled',
    action: 'disabled two-factor sign-in',
  },
  RECOVERY_CODE_USED: {
    label: 'Recovery Code Used',
    action: 'used recovery code',
  },
  ACCOUNT_DELETED: {
    label: 'Account Deleted',
    action: 'deleted account',
  },
  ADMIN_CREATED: {
    label: 'Admin Created',
    action: 'created admin',
  },
  DATABASE_BACKED_UP: {
    label: 'Database Backed Up',
    sentence: 'downloaded a backup of the database',
  },
  SCRIPT_TOKEN_CREATED: {
    label: 'Script Token Created',
    sentence: 'created a script token',
  },
  SCRIPT_TOKEN_REVOKED: {
    label: 'Script Token Revoked',
    sentence: 'revoked a script token',
  },
  IMPERSONATION_STARTED: {
    label: 'Impersonation Started',
    action: 'started impersonation',
  },
  IMPERSONATION_ENDED: {
    label: 'Impersonation Ended',
    action: 'ended impersonation',
  },
  CREATOR_CREATED: {
    label: 'Creator Created',
    action: 'created creator',
  },
  CREATOR_UPDATED: {
    label: 'Creator Updated',
    action: 'updated creator',
  },
  CREATOR_ACTIVATED: {
    label: 'Creator Activated',
    action: 'activated creator',
  },
  CREATOR_DEACTIVATED: {
    label: 'Creator Deactivated',
    action: 'deactivated creator',
  },
  CREATOR_DELETED: {
    label: 'Creator Deleted',
    action: 'deleted creator',
  },
  CREATORS_IMPORTED: {
    label: 'Creators Imported',
    sentence: 'imported {target}',
  },
  ADMIN_UPDATED: {
    label: 'Admin Updated',
    action: 'updated admin',
  },
  ADMIN_ACTIVATED: {
    label: 'Admin Activated',
    action: 'activated admin',
  },
  ADMIN_DEACTIVATED: {
    label: 'Admin Deactivated',
    action: 'deactivated admin',
  },
  ADMIN_DELETED: {
    label: 'Admin Deleted',
    action: 'deleted admin',
  },
  BOOSTER_MAPPING_UPDATED: {
    label: 'Battle Boosters Updated',
    sentence: 'changed the battle booster mapping: {summary}',
  },
  CHAT_COMMAND: {
    label: 'Chat Command',
    sentence: 'performed chat command',
  },
  CHAT_COMMANDS_UPDATED: {
    label: 'Chat Commands Updated',
    action: 'updated chat commands',
  },
  MATCH_LIMITS_UPDATED: {
    label: 'Match Limits Updated',
    action: 'updated the match limits',
  },
  TIKTOK_USERNAME_UPDATED: {
    label: 'TikTok Username Updated',
    action: 'updated TikTok username',
  },
  TIKTOK_CONNECTED: {
    label: 'TikTok Connected',
    action: 'connected TikTok',
  },
  TIKTOK_DISCONNECTED: {
    label: 'TikTok Disconnected',
    action: 'disconnected TikTok',
  },
  LIVE_DRIVER_CHANGED: {
    label: 'Live Driver Changed',
    action: 'changed live driver',
  },
  GIFTS_CLEARED: {
    label: 'Gifts Cleared',
    action: 'cleared gifts',
  },
  OVERLAY_CREATED: {
    label: 'Overlay Created',
    action: 'created overlay',
  },
  OVERLAY_REVOKED: {
    label: 'Overlay Revoked',
    action: 'revoked overlay',
  },
  MODERATOR_CREATED: {
    label: 'Moderator Created',
    action: 'created moderator',
  },
  MODERATOR_PROMOTED: {
    label: 'Moderator Promoted',
    sentence: 'promoted {target} to moderator',
  },
  MODERATOR_DEMOTED: {
    label: 'Moderator Demoted',
    sentence: 'demoted {target} from moderator',
  },
  MODERATOR_UPDATED: {
    label: 'Moderator Updated',
    action: 'updated moderator',
  },
  MODERATOR_REMOVED: {
    label: 'Moderator Removed',
    action: 'removed moderator',
  },
  MODERATOR_PASSWORD_RESET: {
    label: 'Moderator Password Reset',
    action: 'reset moderator password',
  },
  NOTICES_READ: {
    label: 'Notices Read',
    sentence: 'Marked notices read',
  },
  PLAYER_CREATED: {
    label: 'Player Created',
    sentence: 'Player created',
  },
  PLAYER_UPDATED: {
    label: 'Player Updated',
    action: 'updated player',
  },
  PLAYER_DELETED: {
    label: 'Player Deleted',
    sentence: 'Player deleted',
  },
  PLAYER_TIKTOK_LINKED: {
    label: 'Player Linked to TikTok',
    sentence: 'linked {target} to TikTok user {tiktokUserId=none}',
  },
  PLAYER_MERGED: {
    label: 'Players Merged',
    sentence: 'merged {mergedName=a player} into {target}',
  },
  POWERUP_GRANTED: {
    label: 'Powerup Granted',
    sentence: 'granted {count:count} {powerupType|type:slug=powerup} to {target}',
  },
  POWERUP_USED: {
    label: 'Powerup Used',
    sentence: 'used {count:count} {powerupType|type:slug=powerup}',
  },
  POWERUP_EXPIRED: {
    label: 'Powerup Expired',
    action: 'expired powerup',
  },
  POWERUP_GRANT_UNDONE: {
    label: 'Powerup Grant Undone',
    sentence: 'undid {entryId} and took back {takenBack} {powerupType|type:slug=powerup} from {target}',
  },
  POWERUP_USE_UNDONE: {
    label: 'Powerup Use Undone',
    sentence: 'undid {entryId} and gave {powerupType|type:slug=powerup} back to {target}',
  },
  POWERUP_REMOVED: {
    label: 'Powerup Removed',
    sentence: 'removed {count:count} {powerupType|type:slug=powerup} from {target}',
  },
  POWERUP_SETTINGS_UPDATED: {
    label: 'Powerup Settings Updated',
    action: 'updated powerup settings',
  },
  POWERUPS_IMPORTED: {
    label: 'Players Imported',
    sentence: 'imported {target}: {playersCreated} new, {playersUpdated} updated, {holdings} holdings',
  },
  GIFT_RULE_CREATED: {
    label: 'Gift Rule Created',
    sentence: 'created gift rule {target}',
  },
  GIFT_RULE_UPDATED: {
    label: 'Gift Rule Updated',
    sentence: 'updated gift rule {target}',
  },
  GIFT_RULE_DELETED: {
    label: 'Gift Rule Deleted',
    sentence: 'deleted gift rule {target}',
  },
  RULE_EXCLUSION_ADDED: {
    label: 'Viewer Excluded from Gift Rules',
    sentence: 'excluded {target} from gift rules',
  },
  RULE_EXCLUSION_REMOVED: {
    label: 'Viewer Exclusion Removed',
    sentence: 'removed {target} from the gift rules exclusion list',
  },
  WEBHOOK_CREATED: {
    label: 'Webhook Added',
    sentence: 'added the webhook {target} for {events}',
  },
  WEBHOOK_DELETED: {
    label: 'Webhook Deleted',
    sentence: 'deleted the webhook {target}',
  },
  WEBHOOK_ENABLED: {
    label: 'Webhook Enabled',
    sentence: 'enabled the webhook {target}',
  },
  WEBHOOK_DISABLED: {
    label: 'Webhook Disabled',
    sentence: 'disabled the webhook {target} after {failures} failed deliveries in a row',
  },
  WEBHOOK_TESTED: {
    label: 'Webhook Tested',
    sentence: 'sent a test event to the webhook {target}',
  },
}

export default events
