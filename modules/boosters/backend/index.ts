import { contribute, defineBackendModule } from '#core/modules'
import { MONITORING } from '#core/back_office'
import { BATTLE_ITEM_HANDLERS } from '#modules/live/backend/public'
import { BOOSTER_AUDIT_EVENTS } from '../shared/audit_events.js'
import { BOOSTER_MAPPINGS_TOPIC } from '../shared/push.js'
import { MODULE } from '../shared/module.js'

/**
 * Boosters: TikTok battle item cards synced with the powerups ledger. Live decodes the cards and
 * hands them to this module through its BATTLE_ITEM_HANDLERS point; an awarded card credits the
 * viewer's player one unit of the mapped powerup, a used one consumes it (through powerups' public
 * services), once per TikTok message. The creator edits the card → powerup mapping.
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  auditEvents: BOOSTER_AUDIT_EVENTS,
  pushTopics: [BOOSTER_MAPPINGS_TOPIC],
  contributes: [
    contribute(BATTLE_ITEM_HANDLERS, () => import('./battle_item_handler.js')),
    contribute(MONITORING, () => import('./monitoring.js')),
  ],
})
