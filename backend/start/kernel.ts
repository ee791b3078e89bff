import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#core/http/exception_handler'))

server.use([
  () => import('#core/http/security_headers_middleware'),
  () => import('#core/monitoring/request_metrics_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
])

router.use([
  () => import('#core/http/body_encoding_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#core/http/input_guard_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  actor: () => import('#core/auth/actor_middleware'),
  idempotent: () => import('#core/http/idempotency_middleware'),
})
