import { contribute, defineFrontendModule, onPush, SERVICE_TEXTS } from '@shell'
import { BOOSTER_AUDIT_EVENTS } from '../shared/audit_events'
import { BOOSTER_MAPPINGS_TOPIC } from '../shared/push'
import { boosterKeys } from './boostersApi'
import { MODULE } from '../shared/module'

/** Boosters: the Settings section mapping TikTok's battle cards to powerups. */
export default defineFrontendModule({
  ...MODULE,
  contributes: [contribute(SERVICE_TEXTS, () => import('./monitoring/serviceTexts'))],
  auditEvents: BOOSTER_AUDIT_EVENTS,
  // A change made elsewhere (another screen, the API) shows at once.
  pushHandlers: [
    onPush(BOOSTER_MAPPINGS_TOPIC, ({ mappings }, { queryClient }) =>
      queryClient.setQueryData(boosterKeys.mappings, mappings)
    ),
  ],
  messages: (language) => import(`./messages/${language}.ts`),
  settingsSections: [
    {
      id: 'battle-boosters',
      title: 'boosters.section.title',
      order: 35,
      component: () => import('./BattleBoostersSection'),
    },
  ],
})
