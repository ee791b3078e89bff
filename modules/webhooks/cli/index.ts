import { defineCliModule } from '../../../cli/src/sdk.js'
import { WEBHOOK_AUDIT_EVENTS } from '../shared/audit_events.js'
import { webhooksCommand } from './webhooks.js'
import { MODULE } from '../shared/module.js'

export default defineCliModule({
  ...MODULE,
  auditEvents: WEBHOOK_AUDIT_EVENTS,
  commands: () => [webhooksCommand()],
})
