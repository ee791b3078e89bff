import { defineBackendModule } from '../modules.js'

/**
 * The core's settings and account security as a manifest. Their audit events are the kernel's
 * (core/shared/audit_events.ts); the system settings themselves are declared in
 * core/shared/settings.ts (the kernel's) and in each module's manifest (`settings`), and read
 * through registry.ts. Routes are core routes (start/routes.ts), migrations core migrations
 * (database/migrations 0010–0099).
 */
export default defineBackendModule({
  name: 'settings',
  dependsOn: [],
})
