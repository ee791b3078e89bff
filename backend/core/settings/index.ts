import { defineBackendModule } from '../modules.js'
import { SETTINGS_EVENTS } from '../shared/settings.js'

const security = { category: 'SECURITY', severity: 'MEDIUM' } as const

/**
 * The core's settings and account security as a manifest: their audit event types. The system
 * settings themselves are declared in core/shared/settings.ts (the kernel's) and in each module's
 * manifest (`settings`), and read through registry.ts. Routes are core routes (start/routes.ts),
 * migrations core migrations (database/migrations 0010–0099).
 */
export default defineBackendModule({
  name: 'settings',
  auditEvents: {
    [SETTINGS_EVENTS.SYSTEM_SETTINGS_UPDATED]: { category: 'SYSTEM_CONFIG', severity: 'MEDIUM' },
    [SETTINGS_EVENTS.PERSONAL_SETTINGS_UPDATED]: { category: 'DATA_CHANGE', severity: 'LOW' },
    [SETTINGS_EVENTS.PASSWORD_CHANGED]: security,
    [SETTINGS_EVENTS.TWO_FACTOR_SETUP_STARTED]: { category: 'SECURITY', severity: 'LOW' },
    [SETTINGS_EVENTS.TWO_FACTOR_ENABLED]: security,
    [SETTINGS_EVENTS.TWO_FACTOR_DISABLED]: { category: 'SECURITY', severity: 'HIGH' },
    [SETTINGS_EVENTS.RECOVERY_CODE_USED]: security,
    [SETTINGS_EVENTS.ACCOUNT_DELETED]: { category: 'USER_MANAGEMENT', severity: 'HIGH' },
  },
})
