import { defineCliModule } from '../../../cli/src/sdk.js'
import { WEBHOOK_AUDIT_EVENTS } from '../shared/audit_events.js'
import { webhooksCommand } from './webhooks.js'

export default defineCliModule({
  name: 'webhooks',
  auditEvents: WEBHOOK_AUDIT_EVENTS,
  commands: () => [webhooksCommand()],
})
