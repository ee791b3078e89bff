import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AuditLogsController = () => import('./controllers/audit_logs_controller.js')
const SystemAuditLogsController = () => import('./controllers/system_audit_logs_controller.js')

export default function auditRoutes() {
  router
    .group(() => {
      router.get('logs', [AuditLogsController, 'index']).as('audit.logs.index')
      router.get('logs/stats', [AuditLogsController, 'stats']).as('audit.logs.stats')
      router.get('logs/export', [AuditLogsController, 'export']).as('audit.logs.export')
    })
    .prefix('/api/audit')
    .use(middleware.actor())

  router
    .get('/api/admin/audit-logs', [SystemAuditLogsController, 'index'])
    .use(middleware.actor({ roles: ['ADMIN'] }))
    .as('audit.system_logs.index')
}
