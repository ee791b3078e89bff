import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ModeratorsController = () => import('./controllers/moderators_controller.js')

export default function moderatorsRoutes() {
  router
    .get('/api/moderators/me/activity', [ModeratorsController, 'myActivity'])
    .use(middleware.actor({ roles: ['MODERATOR'] }))
    .as('moderators.me.activity')

  // Creators manage their own moderators; an impersonating admin acts as the creator.
  router
    .group(() => {
      router.get('', [ModeratorsController, 'index']).as('moderators.index')
      router.post('', [ModeratorsController, 'store']).as('moderators.store')
      router.get('stats/overview', [ModeratorsController, 'stats']).as('moderators.stats')
      router.post('promote-player', [ModeratorsController, 'promote']).as('moderators.promote')
      router.put(':id', [ModeratorsController, 'update']).as('moderators.update')
      router.delete(':id', [ModeratorsController, 'destroy']).as('moderators.destroy')
      router.post(':id/demote', [ModeratorsController, 'demote']).as('moderators.demote')
      router.post(':id/reset-password', [ModeratorsController, 'resetPassword']).as('moderators.reset_password')
    })
    .prefix('/api/moderators')
    .use(middleware.actor({ roles: ['CREATOR'] }))
}
