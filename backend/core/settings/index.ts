import { defineBackendModule } from '../modules.js'

/**
 * The core's settings and account security as a manifest: the boot wiring into other modules'
 * hooks. Their audit events are the kernel's (core/shared/audit_events.ts), routes are core
 * routes (start/routes.ts), migrations core migrations (database/migrations 0010–0099).
 */
export default defineBackendModule({
  name: 'settings',
  listeners: () => import('./wiring.js'),
})
