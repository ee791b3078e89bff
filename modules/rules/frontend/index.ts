import { defineFrontendModule } from '@shell'
import { RULE_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'

/** Gift rules: the Settings section where a creator turns gifts into powerup grants. */
export default defineFrontendModule({
  ...MODULE,
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  auditEvents: RULE_AUDIT_EVENTS,
  messages: (language) => import(`./messages/${language}.ts`),
  settingsSections: [
    {
      id: 'gift-rules',
      title: 'rules.section.title',
      order: 35,
      roles: ['CREATOR', 'MODERATOR'],
      component: () => import('./settings/GiftRulesSection'),
    },
  ],
})
