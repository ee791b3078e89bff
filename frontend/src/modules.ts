/*
| The feature modules this frontend shows. Enabling a module is one line here; the shell only
| iterates this list (resources, routes, sidebar, dashboard widgets, header items).
*/
import admin from '../../modules/admin/frontend'
import audit from '../../modules/audit/frontend'
import players from '../../modules/players/frontend'
import moderators from '../../modules/moderators/frontend'
import powerups from '../../modules/powerups/frontend'
import settings from './settings'
import live from '../../modules/live/frontend'
import chatCommands from '../../modules/chat_commands/frontend'
import analytics from '../../modules/analytics/frontend'
import notifications from '../../modules/notifications/frontend'
import boosters from '../../modules/boosters/frontend'
import rules from '../../modules/rules/frontend'
import webhooks from '../../modules/webhooks/frontend'
import matches from '../../modules/matches/frontend'
import type { FrontendModule } from './shell/manifest'

const modules: FrontendModule[] = [
  admin,
  audit,
  players,
  powerups,
  moderators,
  settings,
  live,
  chatCommands,
  boosters,
  analytics,
  notifications,
  rules,
  webhooks,
  matches,
]

export default modules
