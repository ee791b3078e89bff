import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const RulesController = () => import('./controllers/rules_controller.js')

const everyone = middleware.actor({ roles: ['CREATOR', 'MODERATOR'] })
const creatorOnly = middleware.actor({ roles: ['CREATOR'] })

/** Moderators read the rules and exclusions; the creator (or an admin impersonating them) changes them. */
export default function rulesRoutes() {
  const id = { id: router.matchers.number() }
  router
    .group(() => {
      router.get('exclusions', [RulesController, 'exclusions']).use(everyone).as('rules.exclusions.index')
      router.post('exclusions', [RulesController, 'exclude']).use(creatorOnly).as('rules.exclusions.store')
      router
        .delete('exclusions/:id', [RulesController, 'unexclude'])
        .where('id', id.id)
        .use(creatorOnly)
        .as('rules.exclusions.destroy')
      router.get('', [RulesController, 'index']).use(everyone).as('rules.rules.index')
      router.post('', [RulesController, 'store']).use(creatorOnly).as('rules.rules.store')
      router.get(':id', [RulesController, 'show']).where('id', id.id).use(everyone).as('rules.rules.show')
      router.put(':id', [RulesController, 'update']).where('id', id.id).use(creatorOnly).as('rules.rules.update')
      router.delete(':id', [RulesController, 'destroy']).where('id', id.id).use(creatorOnly).as('rules.rules.destroy')
    })
    .prefix('/api/rules')
}
