import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CreatorsController = () => import('./controllers/creators_controller.js')
const AdminsController = () => import('./controllers/admins_controller.js')
const MonitoringController = () => import('./controllers/monitoring_controller.js')
const UsersController = () => import('./users/users_controller.js')

export default function adminRoutes() {
  router
    .group(() => {
      router.get('creators', [CreatorsController, 'index']).as('admin.creators.index')
      router.get('creators/summary', [CreatorsController, 'summary']).as('admin.creators.summary')
      router.post('creators', [CreatorsController, 'store']).as('admin.creators.store')
      router.post('creators/import', [CreatorsController, 'import']).as('admin.creators.import')
      router.patch('creators/:id', [CreatorsController, 'update']).as('admin.creators.update')
      router.patch('creators/:id/toggle-active', [CreatorsController, 'toggleActive']).as('admin.creators.toggle')
      router.delete('creators/:id', [CreatorsController, 'destroy']).as('admin.creators.destroy')
      router.post('creators/:id/impersonate', [CreatorsController, 'impersonate']).as('admin.creators.impersonate')

      router.get('management', [AdminsController, 'index']).as('admin.admins.index')
      router.post('management', [AdminsController, 'store']).as('admin.admins.store')
      router.patch('management/:id', [AdminsController, 'update']).as('admin.admins.update')
      router.patch('management/:id/toggle-active', [AdminsController, 'toggleActive']).as('admin.admins.toggle')
      router.delete('management/:id', [AdminsController, 'destroy']).as('admin.admins.destroy')

      router.get('users/summary', [UsersController, 'summary']).as('admin.users.summary')

      router.get('system-health', [MonitoringController, 'systemHealth']).as('admin.monitoring.health')
      router.get('api-usage', [MonitoringController, 'apiUsage']).as('admin.monitoring.usage')
      router.get('alerts', [MonitoringController, 'alerts']).as('admin.monitoring.alerts')
    })
    .prefix('/api/admin')
    .use(middleware.actor({ roles: ['ADMIN'] }))

  router
    .group(() => {
      router.get('stats', [MonitoringController, 'stats']).as('monitoring.stats')
      router.get('alerts', [MonitoringController, 'alerts']).as('monitoring.alerts')
    })
    .prefix('/api/monitoring')
    .use(middleware.actor({ roles: ['ADMIN'] }))

  // The one admin path an impersonation token may reach: its way back.
  router
    .post('/api/admin/impersonate/exit', [CreatorsController, 'exitImpersonation'])
    .use(middleware.actor())
    .as('admin.impersonation.exit')
}
