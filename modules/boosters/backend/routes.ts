import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const BoostersController = () => import('./controllers/boosters_controller.js')

/** The team reads the mapping; only the creator (or an admin impersonating them) changes it. */
export default function boostersRoutes() {
  router
    .group(() => {
      router
        .get('mappings', [BoostersController, 'mappings'])
        .use(middleware.actor({ roles: ['CREATOR', 'MODERATOR'] }))
        .as('boosters.mappings.index')
      router
        .put('mappings', [BoostersController, 'updateMappings'])
        .use(middleware.actor({ roles: ['CREATOR'] }))
        .as('boosters.mappings.update')
    })
    .prefix('/api/boosters')
}
