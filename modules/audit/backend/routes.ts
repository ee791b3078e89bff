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
    .group(() => {
      router.get('audit-logs', [SystemAuditLogsController, 'index']).as('audit.system_logs.index')
      router.get('audit-logs/export', [SystemAuditLogsController, 'export']).as('audit.system_logs.export')
    })
    .prefix('/api/admin')
    .use(middleware.actor({ roles: ['ADMIN'] }))
}
