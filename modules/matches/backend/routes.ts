import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const MatchesController = () => import('./controllers/matches_controller.js')

/**
 * The team (creator, moderators; an admin impersonating) reads its creator's matches; an admin
 * also lists a creator's matches, and reads and exports their reports, with `?creatorId=`
 * (docs/api/matches.md). Only the creator sets their own per-match limits; moderators read them.
 */
export default function matchesRoutes() {
  const team = middleware.actor({ roles: ['CREATOR', 'MODERATOR'] })
  const teamAndAdmins = middleware.actor({ roles: ['CREATOR', 'MODERATOR', 'ADMIN'] })
  router
    .group(() => {
      router.get('current', [MatchesController, 'current']).use(team).as('matches.current')
      router.get('ready', [MatchesController, 'ready']).use(team).as('matches.ready')
      router.get('limits', [MatchesController, 'limits']).use(teamAndAdmins).as('matches.limits')
      router
        .put('limits', [MatchesController, 'saveLimits'])
        .use(middleware.actor({ roles: ['CREATOR'] }))
        .as('matches.limits.save')
      router.get('/', [MatchesController, 'index']).use(teamAndAdmins).as('matches.index')
      router.get(':id', [MatchesController, 'show']).use(teamAndAdmins).as('matches.show')
      router.get(':id/export', [MatchesController, 'export']).use(teamAndAdmins).as('matches.export')
    })
    .prefix('/api/live/matches')
}
