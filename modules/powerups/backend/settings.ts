import { defineSetting } from '#core/settings/declaration'
import { EXPIRY_DAYS } from '../shared/powerups.js'

const ADMINS = ['ADMIN'] as const

/** The ledger's system settings (declared in the manifest; read by services/grant_policy.ts). */
export const POWERUP_SETTINGS = {
  /** In HOURS: 120 = the 5 days of the grant default (docs/api/powerups.md). */
  defaultExpiry: defineSetting({
    key: 'powerups.defaultExpiry',
    type: 'integer',
    default: EXPIRY_DAYS.default * 24,
    label: 'Default Powerup Expiry',
    description: 'Expiry of a grant that does not set its own.',
    min: 1,
    max: 8_760,
    unit: 'hours',
    section: 'general',
    editableBy: ADMINS,
  }),
  maxPowerupsPerPlayer: defineSetting({
    key: 'powerups.maxPowerupsPerPlayer',
    type: 'integer',
    default: 10,
    label: 'Max Powerups per Player',
    description: 'Grants that would go beyond it are refused.',
    min: 1,
    max: 1_000,
    section: 'general',
    editableBy: ADMINS,
  }),
  /** How long before expiry a creator's users are told (Powerup Expiry Alerts); 48 h is the screens' warning colour. */
  expiryWarningHours: defineSetting({
    key: 'powerups.expiryWarningHours',
    type: 'integer',
    default: 48,
    label: 'Expiry Warning Window',
    description: 'Powerup Expiry Alerts tell about powerups expiring within this many hours.',
    min: 1,
    max: 720,
    unit: 'hours',
    section: 'general',
    editableBy: ADMINS,
  }),
  autoCleanupExpired: defineSetting({
    key: 'powerups.autoCleanupExpired',
    type: 'boolean',
    default: true,
    label: 'Auto-clean Expired Powerups',
    description: 'Remove expired powerups automatically.',
    section: 'general',
    editableBy: ADMINS,
  }),
}
