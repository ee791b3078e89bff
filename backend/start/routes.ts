import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import modules from '#config/modules'
import { middleware } from '#start/kernel'
import { registerResourceRoutes } from '#core/resources/resource_routes'
import { registerWebRoutes } from '#core/http/web_routes'
import { transmitInput } from '#core/http/transmit_input'
import { registerSettingsRoutes } from '#core/settings/routes'

const AuthController = () => import('#core/auth/auth_controller')
const SetupController = () => import('#core/auth/setup_controller')

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

router.get('/api/health', () => ({ success: true, status: 'ok' })).as('core.health')

// Settings and account security (core/settings, docs/api/settings.md)
registerSettingsRoutes()

for (const module of modules) {
  if (module.routes) (await module.routes()).default()
}

registerResourceRoutes(modules)
// SSE: subscribing resolves the actor, so channel authorizers know whose channels a client may follow.
transmit.registerRoutes((route) => {
  if (route.getPattern() === '__transmit/subscribe') route.use(middleware.actor())
  route.use(transmitInput)
})
registerWebRoutes()
