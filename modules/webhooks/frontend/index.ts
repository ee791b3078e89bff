import { defineFrontendModule } from '@shell'
import { WEBHOOK_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'

/** Webhooks: the Settings section where a creator (an admin: platform-wide) sends events to their own URLs. */
export default defineFrontendModule({
  ...MODULE,
  messages: (language) => import(`./messages/${language}.ts`),
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  auditEvents: WEBHOOK_AUDIT_EVENTS,
  settingsSections: [
    {
      id: 'webhooks',
      title: 'webhooks.section.title',
      // Right after Integrations (65): the other way tools connect to Powerdeck.
      order: 66,
      roles: ['CREATOR', 'ADMIN'],
      component: () => import('./WebhooksSection'),
    },
  ],
})
