import { contribute, defineBackendModule } from '#core/modules'
import { GIFT_BATCH_HOOKS } from '#modules/live/backend/public'
import { PLAYER_EXTENSIONS } from '#modules/players/backend/public'
import { GRANT_UNDO_HOOKS } from '#modules/powerups/backend/public'
import { RULE_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'

/**
 * Gift rules: a creator's rules turn gifts into powerup grants (cooldown per player, cap per
 * stream, stock), run inside the live module's gift batches through GIFT_BATCH_HOOKS, so each
 * gift stored for the first time is seen once. Grants go through powerups' grantPowerup; an undone
 * grant refills its rule (GRANT_UNDO_HOOKS). A merged player's cooldowns follow them (PLAYER_EXTENSIONS).
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  auditEvents: RULE_AUDIT_EVENTS,
  contributes: [
    contribute(GIFT_BATCH_HOOKS, {
      name: 'rules',
      run: async (gifts, trx) => (await import('./services/rule_runner.js')).applyGiftRules(gifts, trx),
    }),
    contribute(GRANT_UNDO_HOOKS, {
      lockForUndo: async (grant, trx) => (await import('./services/rule_refill.js')).lockRuleForUndo(grant, trx),
      onGrantUndone: async (undone, trx) => (await import('./services/rule_refill.js')).refillRule(undone, trx),
    }),
    contribute(PLAYER_EXTENSIONS, {
      onMerged: async (_acting, { into, from }, trx) =>
        (await import('./services/player_merge.js')).moveRuleCooldowns(from.id, into.id, trx),
    }),
  ],
})
