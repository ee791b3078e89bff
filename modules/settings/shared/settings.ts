/**
 * The settings vocabulary shared by the backend core (backend/core/settings), the Settings page
 * (frontend/src/settings) and the CLI: names, defaults (spec 1 §9), limits, DTOs and texts.
 * Settings are part of the core; this folder only holds what all three front doors need.
 */

// ---------------------------------------------------------------------------------------------
// System settings (admin only)
// ---------------------------------------------------------------------------------------------

export interface PowerupSystemSettings {
  /** Expiry of a grant that does not name one, in HOURS: 120 = the 5 days of spec §9's grant default. */
  defaultExpiry: number
  /** Most active powerup units one player may hold; grants beyond it are refused. */
  maxPowerupsPerPlayer: number
  /** Whether the ledger removes expired holdings on its own. */
  autoCleanupExpired: boolean
}

export interface SystemSettings {
  siteName: string
  maintenanceMode: boolean
  registrationEnabled: boolean
  /** Token lifetime at sign-in, in hours. */
  sessionTimeout: number
  /** Failed sign-ins (per identifier and IP) before a 15-minute lockout. */
  maxLoginAttempts: number
  twoFactorRequired: boolean
  rateLimitEnabled: boolean
  /** Requests per user allowed in each window. */
  rateLimitRequests: number
  /** Window length in seconds. */
  rateLimitWindow: number
  powerups: PowerupSystemSettings
}

/** Spec 1 §9 defaults. */
export const SYSTEM_SETTING_DEFAULTS: SystemSettings = {
  siteName: 'Powerdeck',
  maintenanceMode: false,
  registrationEnabled: true,
  sessionTimeout: 24,
  maxLoginAttempts: 5,
  twoFactorRequired: false,
  rateLimitEnabled: true,
  rateLimitRequests: 100,
  rateLimitWindow: 60,
  powerups: { defaultExpiry: 120, maxPowerupsPerPlayer: 10, autoCleanupExpired: true },
}

/** Every system setting by its flat name (`powerups.defaultExpiry`), as stored and as the CLI names it. */
export const SYSTEM_SETTING_KEYS = [
  'siteName',
  'maintenanceMode',
  'registrationEnabled',
  'sessionTimeout',
  'maxLoginAttempts',
  'twoFactorRequired',
  'rateLimitEnabled',
  'rateLimitRequests',
  'rateLimitWindow',
  'powerups.defaultExpiry',
  'powerups.maxPowerupsPerPlayer',
  'powerups.autoCleanupExpired',
] as const
export type SystemSettingKey = (typeof SYSTEM_SETTING_KEYS)[number]

export type SettingKind = 'text' | 'boolean' | 'integer'

/** Type, bounds, unit and label of each system setting: one table for validators, forms and CLI. */
export const SYSTEM_SETTING_FIELDS: Record<
  SystemSettingKey,
  { kind: SettingKind; label: string; min?: number; max?: number; unit?: string }
> = {
  'siteName': { kind: 'text', label: 'Site Name', min: 1, max: 60 },
  'maintenanceMode': { kind: 'boolean', label: 'Maintenance Mode' },
  'registrationEnabled': { kind: 'boolean', label: 'Allow New Registrations' },
  'sessionTimeout': { kind: 'integer', label: 'Session Timeout', min: 1, max: 720, unit: 'hours' },
  'maxLoginAttempts': { kind: 'integer', label: 'Max Login Attempts', min: 1, max: 50 },
  'twoFactorRequired': { kind: 'boolean', label: 'Require Two-Factor Authentication' },
  'rateLimitEnabled': { kind: 'boolean', label: 'API Rate Limiting' },
  'rateLimitRequests': { kind: 'integer', label: 'Requests per Window', min: 10, max: 100_000 },
  'rateLimitWindow': { kind: 'integer', label: 'Rate Limit Window', min: 1, max: 86_400, unit: 'seconds' },
  'powerups.defaultExpiry': { kind: 'integer', label: 'Default Powerup Expiry', min: 1, max: 8_760, unit: 'hours' },
  'powerups.maxPowerupsPerPlayer': { kind: 'integer', label: 'Max Powerups per Player', min: 1, max: 1_000 },
  'powerups.autoCleanupExpired': { kind: 'boolean', label: 'Auto-clean Expired Powerups' },
}

export type SystemSettingValue = string | number | boolean

/** Reads one setting by its flat name. */
export function systemSettingValue(settings: SystemSettings, key: SystemSettingKey): SystemSettingValue {
  const [group, name] = key.split('.') as [keyof SystemSettings, string | undefined]
  const value = settings[group]
  return name ? (value as unknown as Record<string, SystemSettingValue>)[name] : (value as SystemSettingValue)
}

/** A copy of the settings with one of them, by its flat name, changed. */
export function withSystemSettingValue(
  settings: SystemSettings,
  key: SystemSettingKey,
  value: SystemSettingValue
): SystemSettings {
  const [group, name] = key.split('.')
  if (!name) return { ...settings, [group]: value }
  return { ...settings, powerups: { ...settings.powerups, [name]: value } }
}

/** The partial update PUT /api/admin/settings takes (nested `powerups`, or flat `powerups.x` keys). */
export type SystemSettingsUpdate = Partial<Omit<SystemSettings, 'powerups'>> & {
  powerups?: Partial<PowerupSystemSettings>
}

/** What anyone may read without a token (GET /api/public/site). */
export interface PublicSite {
  siteName: string
  maintenanceMode: boolean
  registrationEnabled: boolean
}

// ---------------------------------------------------------------------------------------------
// Personal settings (each user)
// ---------------------------------------------------------------------------------------------

export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

/** The UI is English-only today; the list grows with translations. */
export const LANGUAGES = [{ code: 'en', label: 'English' }] as const
export type Language = (typeof LANGUAGES)[number]['code']

export interface NotificationSettings {
  email: boolean
  push: boolean
  powerupExpiry: boolean
  newPlayers: boolean
}

export interface PreferenceSettings {
  theme: Theme
  language: Language
  /** IANA time zone used for every displayed time. */
  timezone: string
}

export const PERSONAL_SETTING_DEFAULTS: { notifications: NotificationSettings; preferences: PreferenceSettings } = {
  notifications: { email: true, push: false, powerupExpiry: true, newPlayers: false },
  preferences: { theme: 'dark', language: 'en', timezone: 'UTC' },
}

export interface ProfileSettings {
  name: string
  email: string
  username: string | null
  role: 'ADMIN' | 'CREATOR' | 'MODERATOR'
  tiktokUsername: string | null
  /** Only admins edit their name and email. */
  editable: boolean
  /** Moderators: the creator they work for. */
  creatorName: string | null
  creatorTiktokUsername: string | null
}

export interface AccountSecurity {
  twoFactorEnabled: boolean
  /** The system requires 2FA and this account has none yet. */
  mustSetupTwoFactor: boolean
  /** Strength of the password when it was last set or used to sign in; null if never seen. */
  passwordStrength: 'Weak' | 'Fair' | 'Good' | 'Strong' | null
  /** When the password was last set (account creation if never changed). */
  passwordChangedAt: string
  recoveryCodesLeft: number
}

export interface PersonalSettings {
  profile: ProfileSettings
  notifications: NotificationSettings
  preferences: PreferenceSettings
  security: AccountSecurity
}

/** PUT /api/settings: any subset; `profile` (name, email) is for admins only. */
export interface PersonalSettingsUpdate {
  profile?: Partial<Pick<ProfileSettings, 'name' | 'email'>>
  notifications?: Partial<NotificationSettings>
  preferences?: Partial<PreferenceSettings>
}

// ---------------------------------------------------------------------------------------------
// Account security
// ---------------------------------------------------------------------------------------------

/** TOTP as authenticator apps expect it (RFC 6238 defaults). */
export const TOTP = { digits: 6, period: 30, algorithm: 'SHA1', window: 1 } as const

/**
 * Recovery codes fit the sign-in form's 6-character 2FA field (spec 1 §5): six characters
 * from an alphabet without look-alikes, always with a letter so they never read as a TOTP code.
 */
export const RECOVERY_CODES = { count: 10, length: 6, alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' } as const

/** Exact texts of the Settings page and the account calls. */
export const SETTINGS_TEXTS = {
  savedTitle: 'Settings Saved!',
  saved: 'Settings saved',
  systemSaved: 'System settings saved',
  saveFailed: 'Failed to save settings',
  profileReadOnly: 'Contact support to change your name or email.',
  profileForbidden: 'Only admins can change their name and email. Contact support.',
  impersonationReadOnly: 'Settings cannot be changed while impersonating.',
  maintenance: (siteName: string) => `${siteName} is down for maintenance. Please try again later.`,
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  invalidCode: 'Invalid verification code',
  twoFactorCodeRequired: 'Two-factor code required',
  twoFactorCodeInvalid: 'Invalid two-factor code',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled',
  twoFactorSetupFirst: 'Start the two-factor setup first',
  twoFactorRequiredBySystem: 'Two-factor authentication is required by your administrator',
  registrationClosed: 'New account registration is disabled',
  adminCannotDelete: 'Admin accounts are removed in Admin Management',
} as const

/** Audit event types written by settings and account security. */
export const SETTINGS_EVENTS = {
  SYSTEM_SETTINGS_UPDATED: 'SYSTEM_SETTINGS_UPDATED',
  PERSONAL_SETTINGS_UPDATED: 'PERSONAL_SETTINGS_UPDATED',
  PASSWORD_CHANGED: 'PASSWORD_CHANGED',
  TWO_FACTOR_SETUP_STARTED: 'TWO_FACTOR_SETUP_STARTED',
  TWO_FACTOR_ENABLED: 'TWO_FACTOR_ENABLED',
  TWO_FACTOR_DISABLED: 'TWO_FACTOR_DISABLED',
  RECOVERY_CODE_USED: 'RECOVERY_CODE_USED',
  ACCOUNT_DELETED: 'ACCOUNT_DELETED',
} as const
