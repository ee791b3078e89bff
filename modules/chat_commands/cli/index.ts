import { defineCliModule } from '../../../cli/src/sdk.js'
import { CHAT_COMMAND_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'
import { CHAT_COMMANDS_PERMISSIONS } from '../shared/permissions.js'

/** Chat commands have no command of their own; their audit events read in `powerdeck audit`. */
export default defineCliModule({
  ...MODULE,
  auditEvents: CHAT_COMMAND_AUDIT_EVENTS,
  permissions: CHAT_COMMANDS_PERMISSIONS,
  commands: () => [],
})
