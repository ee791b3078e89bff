/* Over 400 lines: a catalog, one line per text, 68 audit events with a label and a sentence each. */
/** The audit screens' texts; `events.<TYPE>`: each event's label and its sentence (a template, see core/shared/audit.ts) or action (the target follows in brackets). */
const en = {
  audit: {
    page: {
      subtitleCreator: "Audit log of your actions and your moderators' actions",
      subtitleAdmin: 'Complete audit trail of all system activities and user actions',
      subtitleModerator: 'activities related to your account and powerups',
      refresh: 'Refresh',
      totalEntries: 'Total Entries',
      loginsToday: 'Logins Today',
      powerupActions: 'Powerup Actions',
      moderatorActions: 'Moderator Actions',
      searchPlaceholder: 'Search by actor, details or target...',
      searchLabel: 'Search audit entries',
      filterByType: 'Filter by event type',
      allTypes: 'All',
      emptyTitle: 'No audit entries found',
      emptyFiltered: 'Try another search, event type or time period.',
      emptyPeriod: 'Nothing has been recorded in this period yet. Actions appear here as they happen.',
      entries: 'Audit entries',
      details: 'Details',
      detailsOf: 'Details of entry %{id}',
    },
    log: {
      title: 'Audit Log',
      refresh: 'Refresh',
      loadFailed: 'Failed to fetch audit logs',
      loading: 'Loading audit logs...',
      empty: 'No audit logs found',
      loadMore: 'Load More',
      loadingMore: 'Loading...',
    },
    widget: {
      recentActivity: 'Recent Activity',
      viewAll: 'View all',
      latest: 'Latest system activity',
    },
    export: {
      label: 'Export',
      exporting: 'Exporting...',
      as: 'Export %{format}',
      csvDescription: 'For spreadsheets',
      jsonDescription: 'Every field, for tools',
      done: 'Export Successful',
      failedTitle: 'Export Failed',
      failed: 'Failed to export audit logs',
      entriesSaved: '%{smart_count} audit entry saved as %{name}. |||| %{smart_count} audit entries saved as %{name}.',
      logsSaved: '%{smart_count} audit log saved as %{name}. |||| %{smart_count} audit logs saved as %{name}.',
    },
    system: {
      title: 'System Audit Logs',
      searchPlaceholder: 'Search by actor, target, action or IP address...',
      searchLabel: 'Search audit logs',
      category: 'Category',
      allCategories: 'All Categories',
      severity: 'Severity',
      allSeverities: 'All Severities',
      actorType: 'Actor Type',
      allActors: 'All Actors',
      retry: 'Retry',
      fallbackWarning: 'Warning: Using fallback data - API connection failed',
      emptyHint: 'Try another search, filter or time range.',
      logs: 'Audit logs',
      previous: 'Previous',
      next: 'Next',
      page: 'Page %{page} of %{total}',
      detailsOf: 'Details of log %{id}',
      ip: 'IP %{ip}',
    },
    periods: {
      label: 'Time Period',
      shortLabel: 'Period',
      range: 'Time Range',
      days1: 'Last 24 hours',
      days7: 'Last 7 days',
      days30: 'Last 30 days',
      days90: 'Last 90 days',
    },
    entry: {
      noneRecorded: 'None recorded',
      when: 'When',
      actor: 'Actor',
      target: 'Target',
      ipAddress: 'IP address',
      userAgent: 'User agent',
      entry: 'Entry',
      details: 'Details',
      metadata: 'Metadata',
      close: 'Close',
    },
    categories: {
      AUTHENTICATION: 'Authentication',
      USER_MANAGEMENT: 'User Management',
      SYSTEM_CONFIG: 'System Config',
      API_USAGE: 'API Usage',
      SECURITY: 'Security',
      DATA_CHANGE: 'Data Change',
    },
    severities: {
      CRITICAL: 'Critical',
      HIGH: 'High',
      MEDIUM: 'Medium',
      LOW: 'Low',
    },
    badges: {
      CRITICAL: 'CRITICAL',
      HIGH: 'HIGH',
      MEDIUM: 'MEDIUM',
      LOW: 'LOW',
      ADMIN: 'ADMIN',
      CREATOR: 'CREATOR',
      MODERATOR: 'MODERATOR',
      SYSTEM: 'SYSTEM',
      ROBOT: 'ROBOT',
      PLAYER: 'PLAYER',
      PLAYERS: 'PLAYERS',
      CREATORS: 'CREATORS',
      USER: 'USER',
      TOKEN: 'TOKEN',
      WEBHOOK: 'WEBHOOK',
      GIFT_RULE: 'GIFT RULE',
      OVERLAY: 'OVERLAY',
    },
    actorTypes: {
      ADMIN: 'Admin',
      CREATOR: 'Creator',
      MODERATOR: 'Moderator',
      SYSTEM: 'System',
      ROBOT: 'Robot',
    },
    targetTypes: {
      PLAYER: 'Player',
      PLAYERS: 'Players',
      CREATOR: 'Creator',
      CREATORS: 'Creators',
      USER: 'User',
      ADMIN: 'Admin',
      MODERATOR: 'Moderator',
      SYSTEM: 'System',
      TOKEN: 'Token',
      WEBHOOK: 'Webhook',
      GIFT_RULE: 'Gift Rule',
      OVERLAY: 'Overlay',
    },
    systemNames: { system: 'System', systemSettings: 'System settings' },
    values: {
      powerupType: {
        glove: 'Glove',
        mist: 'Mist',
        'time-maker': 'Time Maker',
        'stun-hammer': 'Stun Hammer',
        'no2-booster': 'No. 2 Booster',
        'no3-booster': 'No. 3 Booster',
      },
      source: {
        kiosk: 'kiosk',
        players: 'players page',
        chat: 'chat command',
        cli: 'CLI',
        starter: 'starter pack',
        battle: 'battle item',
        api: 'API',
        gift: 'gift rule',
      },
    },
    details: {
      powerupType: 'Type',
      count: 'Count',
      expiresAt: 'Expires',
      gameId: 'Game',
      permissions: 'Permissions',
      reason: 'Reason',
      tiktokId: 'TikTok ID',
      source: 'Source',
      changed: 'Changed',
      status: 'Status',
    },
    events: {
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
    },
  },
}

export default en
export type AuditMessages = typeof en
