import type { Role } from './roles.js'

/**
 * The settings vocabulary both shells share with the backend (pure TS): what a system setting
 * declaration says, the kernel's own system settings, the personal settings' shapes, texts and
 * audit event names. The registry (backend/core/settings/registry.ts) adds validation and reads
 * every module's declarations; the settings page and the CLI get them from the API.
 */

// ---------------------------------------------------------------------------------------------
// System settings (admins): declarations
// ---------------------------------------------------------------------------------------------

export type SettingType = 'text' | 'boolean' | 'integer'
export type SettingValue = string | number | boolean

/** Where the settings page shows a system setting (docs/api/settings.md: General Settings, Security Settings). */
export type SettingSection = 'general' | 'security'

/**
 * A system setting as its owner declares it: the kernel below, a module in its backend manifest
 * (`settings`). This is the part that travels (GET /api/admin/settings/declarations); the backend
 * declaration may add its own validation.
 */
export interface SettingField<V extends SettingValue = SettingValue> {
  /**
   * Flat name: as stored, audited and named by the CLI. A module's settings start with its name
   * (`powerups.defaultExpiry`) and are nested under it in the API's `settings`.
   */
  key: string
  type: SettingType
  default: V
  label: string
  /** One line under the field on the settings page. */
  description?: string
  section: SettingSection
  /** Roles that may change it. */
  editableBy: readonly Role[]
  /** Bounds of a whole number, or of a text's length. */
  min?: number
  max?: number
  /** Shown after the value ('hours'); part of the range message. */
  unit?: string
}

const ADMINS: readonly Role[] = ['ADMIN']

/** The kernel's own system settings (docs/api/settings.md: defaults), in page order. */
export const KERNEL_SETTINGS: readonly SettingField[] = [
  {
    key: 'siteName',
    type: 'text',
    default: 'Powerdeck',
    label: 'Site Name',
    min: 1,
    max: 60,
    section: 'general',
    editableBy: ADMINS,
  },
  {
    key: 'maintenanceMode',
    type: 'boolean',
    default: false,
    label: 'Maintenance Mode',
    description: 'Only admins can use the app; everyone else gets a maintenance message.',
    section: 'general',
    editableBy: ADMINS,
  },
  {
    key: 'registrationEnabled',
    type: 'boolean',
    default: true,
    label: 'Allow New Registrations',
    description: 'When off, only admins can create new accounts.',
    section: 'general',
    editableBy: ADMINS,
  },
  {
    key: 'sessionTimeout',
    type: 'integer',
    default: 24,
    label: 'Session Timeout',
    description: 'How long a sign-in lasts (applies to new sign-ins).',
    min: 1,
    max: 720,
    unit: 'hours',
    section: 'security',
    editableBy: ADMINS,
  },
  {
    key: 'maxLoginAttempts',
    type: 'integer',
    default: 5,
    label: 'Max Login Attempts',
    description: 'Failed sign-ins before a 15-minute lockout.',
    min: 1,
    max: 50,
    section: 'security',
    editableBy: ADMINS,
  },
  {
    key: 'twoFactorRequired',
    type: 'boolean',
    default: false,
    label: 'Require Two-Factor Authentication',
    description: 'Users without two-factor authentication are asked to set it up when they sign in.',
    section: 'security',
    editableBy: ADMINS,
  },
  {
    key: 'rateLimitEnabled',
    type: 'boolean',
    default: true,
    label: 'API Rate Limiting',
    description: 'Limit how many API requests each user may make per window.',
    section: 'security',
    editableBy: ADMINS,
  },
  {
    key: 'rateLimitRequests',
    type: 'integer',
    default: 100,
    label: 'Requests per Window',
    min: 10,
    max: 100_000,
    section: 'security',
    editableBy: ADMINS,
  },
  {
    key: 'rateLimitWindow',
    type: 'integer',
    default: 60,
    label: 'Rate Limit Window',
    min: 1,
    max: 86_400,
    unit: 'seconds',
    section: 'security',
    editableBy: ADMINS,
  },
  {
    key: 'errorRetentionDays',
    type: 'integer',
    default: 90,
    label: 'Error Log Retention',
    description: 'Recorded errors older than this are deleted (checked every hour).',
    min: 1,
    max: 3650,
    unit: 'days',
    section: 'general',
    editableBy: ADMINS,
  },
  {
    key: 'auditRetentionDays',
    type: 'integer',
    default: 730,
    label: 'Audit Log Retention',
    description: 'Audit entries older than this are deleted (checked every hour); 0 keeps them forever.',
    min: 0,
    max: 36_500,
    unit: 'days',
    section: 'general',
    editableBy: ADMINS,
  },
]

/** The kernel's settings by name, as the backend policies read them. */
export interface KernelSettings {
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
  /** Days recorded errors (error_events) are kept. */
  errorRetentionDays: number
  /** Days audit entries are kept; 0 keeps them forever. */
  auditRetentionDays: number
}

/** `settings` of GET /api/admin/settings: the kernel's by name, a module's nested under its prefix. */
export type SystemSettings = KernelSettings & { [name: string]: SettingValue | Record<string, SettingValue> }

/** The partial update PUT /api/admin/settings takes (nested `powerups: {…}`, or flat `powerups.x` keys). */
export type SystemSettingsUpdate = Partial<KernelSettings> & {
  [name: string]: SettingValue | Record<string, SettingValue> | undefined
}

/** Reads one setting by its flat name. */
export function systemSettingValue(settings: SystemSettings, key: string): SettingValue | undefined {
  const [group, name] = splitKey(key)
  const value = settings[group]
  return name === undefined ? (value as SettingValue) : (value as Record<string, SettingValue> | undefined)?.[name]
}

/** A copy of the settings with one of them, by its flat name, changed. */
export function withSystemSettingValue(settings: SystemSettings, key: string, value: SettingValue): SystemSettings {
  const [group, name] = splitKey(key)
  if (name === undefined) return { ...settings, [group]: value }
  return { ...settings, [group]: { ...(settings[group] as Record<string, SettingValue>), [name]: value } }
}

/** The nested settings from flat values (`powerups.defaultExpiry` goes under `powerups`). */
export function nestSystemSettings(values: Iterable<[string, SettingValue]>): SystemSettings {
  const settings: Record<string, SettingValue | Record<string, SettingValue>> = {}
  for (const [key, value] of values) {
    const [group, name] = splitKey(key)
    if (name === undefined) settings[group] = value
    else ((settings[group] ??= {}) as Record<string, SettingValue>)[name] = value
  }
  return settings as unknown as SystemSettings
}

/** `['powerups', 'defaultExpiry']` for a module's setting, `['siteName', undefined]` for the kernel's. */
function splitKey(key: string): [string, string | undefined] {
  const dot = key.indexOf('.')
  return dot === -1 ? [key, undefined] : [key.slice(0, dot), key.slice(dot + 1)]
}

/** What anyone may read without a token (GET /api/public/site). */
export interface PublicSite {
  siteName: string
  maintenanceMode: boolean
  registrationEnabled: boolean
}

export interface PublicSiteResponse {
  success: true
  site: PublicSite
}

/** GET /api/admin/settings/declarations */
export interface SettingDeclarationsResponse {
  success: true
  declarations: SettingField[]
}

/** GET /api/admin/settings; PUT answers the keys it changed too. */
export interface SystemSettingsResponse {
  success: true
  settings: SystemSettings
  changed?: string[]
}

// ---------------------------------------------------------------------------------------------
// Personal settings (each user)
// ---------------------------------------------------------------------------------------------

export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

/**
 * The UI languages, each named in itself (the Language list and the sign-in switcher show these).
 * `dir`: Arabic is laid out right to left.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'pt-BR', label: 'Português (Brasil)', dir: 'ltr' },
  { code: 'id', label: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const
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
  /** Whether this server can send email (an SMTP transport); without it the Email switch cannot act. */
  emailAvailable: boolean
  preferences: PreferenceSettings
  security: AccountSecurity
}

/** GET and PUT /api/settings */
export interface PersonalSettingsResponse {
  success: true
  settings: PersonalSettings
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
 * Recovery codes fit the sign-in form's 6-character 2FA field (docs/api/settings.md): six characters
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
  impersonationPartial:
    "The account's own settings (notifications, preferences, security) cannot be changed while impersonating. The creator's stream settings can: Save Changes saves them.",
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
