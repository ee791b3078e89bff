import router from '@adonisjs/core/services/router'
import { enabledModules } from '#core/module_loader'
import { middleware } from '#start/kernel'
import { registerResourceRoutes } from '#core/resources/resource_routes'
import { registerWebRoutes } from '#core/http/web_routes'
import { registerSettingsRoutes } from '#core/settings/routes'
import { registerPushRoutes } from '#core/push/routes'
import { registerAboutRoutes } from '#core/about/routes'
import { registerMetricsRoutes } from '#core/monitoring/metrics_routes'
import { registerBackupRoutes } from '#core/database/backup_routes'
import { registerOpenApiRoutes } from '#core/api_contract/routes'

const AuthController = () => import('#core/auth/auth_controller')
const SetupController = () => import('#core/auth/setup_controller')
const HealthProbes = () => import('#core/http/health_probes')
const ScriptTokensController = () => import('#core/auth/script_tokens_controller')

router
  .group(() => {
    router.post('signin', [AuthController, 'signIn']).as('core.auth.signin')
    router.get('setup', [SetupController, 'show']).as('core.auth.setup.show')
    router.post('setup', [SetupController, 'store']).as('core.auth.setup')
    router
      .group(() => {
        router.get('me', [AuthController, 'me']).as('core.auth.me')
        router.post('signout', [AuthController, 'signOut']).as('core.auth.signout')
      })
      .use(middleware.actor())
  })
  .prefix('/api/auth')

// Tokens for scripts: made, listed and revoked from a person's session (core/auth/script_tokens).
router
  .group(() => {
    router.get('', [ScriptTokensController, 'index']).as('core.tokens.index')
    router.post('', [ScriptTokensController, 'store']).as('core.tokens.store')
    router.delete(':id', [ScriptTokensController, 'destroy']).as('core.tokens.destroy')
  })
  .prefix('/api/tokens')
  .use(middleware.actor())

router.get('/api/health', () => ({ success: true, status: 'ok' })).as('core.health')
// Probes for an orchestrator or load balancer (docs/operators.md, "Health probes").
router.get('/api/health/live', [HealthProbes, 'live']).as('core.health.live')
router.get('/api/health/ready', [HealthProbes, 'ready']).as('core.health.ready')

// Settings and account security (core/settings, docs/api/settings.md)
registerSettingsRoutes()
// The running version and its source (AGPL section 13), public
registerAboutRoutes()
// Prometheus (off until METRICS_TOKEN is set)
registerMetricsRoutes()
// A SQLite backup for admins (powerdeck backup <file>)
registerBackupRoutes()
// The API contract, generated from the routes and their validators (docs/api/openapi.md)
registerOpenApiRoutes()

for (const module of enabledModules()) {
  if (module.routes) (await module.routes()).default()
}

registerResourceRoutes(enabledModules())
// Server push (SSE): stream tickets, caps and idle timeouts in core/push.
registerPushRoutes()
registerWebRoutes()
