/*
| The feature modules this backend runs. Enabling a module is one line here; the shell only
| iterates this list (migrations, routes, resources, listeners, boot hooks, demo data).
*/
import type { BackendModule } from '#core/modules'
import audit from '#modules/audit/backend/index'
import admin from '#modules/admin/backend/index'
import settings from '#core/settings/index'
import players from '#modules/players/backend/index'
import powerups from '#modules/powerups/backend/index'
import moderators from '#modules/moderators/backend/index'
import live from '#modules/live/backend/index'
import chatCommands from '#modules/chat_commands/backend/index'
import notifications from '#modules/notifications/backend/index'
import analytics from '#modules/analytics/backend/index'
import boosters from '#modules/boosters/backend/index'
import rules from '#modules/rules/backend/index'
import webhooks from '#modules/webhooks/backend/index'
import matches from '#modules/matches/backend/index'

// moderators before the ledger: its demo profile exists when the ledger's demo grants are recorded
const modules: BackendModule[] = [
  audit,
  admin,
  settings,
  moderators,
  players,
  powerups,
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
