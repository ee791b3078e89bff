import { KERNEL_SETTINGS, nestSystemSettings, type SettingField } from '@core/shared'

/** For tests: system settings as the server declares them, the kernel's and one module's. */
export const SYSTEM_FIELDS: SettingField[] = [
  ...KERNEL_SETTINGS,
  {
    key: 'powerups.maxPowerupsPerPlayer',
    type: 'integer',
    default: 10,
    label: 'Max Powerups per Player',
    description: 'Grants that would go beyond it are refused.',
    min: 1,
    max: 1000,
    section: 'general',
    editableBy: ['ADMIN'],
  },
  {
    key: 'powerups.autoCleanupExpired',
    type: 'boolean',
    default: true,
    label: 'Auto-clean Expired Powerups',
    section: 'general',
    editableBy: ['ADMIN'],
  },
]

/** Their defaults, as GET /api/admin/settings answers them. */
export const SYSTEM_DEFAULTS = nestSystemSettings(SYSTEM_FIELDS.map((field) => [field.key, field.default]))
