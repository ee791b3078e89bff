import { defineBackendModule } from '#core/modules'
import { MODULE } from '../shared/module.js'

/**
 * Analytics: daily rollups of every module's ACTIVITY_FIGURES (public.ts), kept up to date from
 * the kernel's activity outbox (core/activity.ts), and the admin's figures built on them:
 * GET /api/analytics and GET /api/admin/creators/:id/statistics (docs/api/analytics.md).
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  start: () => import('./start.js'),
  commands: [() => import('./commands/rebuild_rollups.js')],
})
