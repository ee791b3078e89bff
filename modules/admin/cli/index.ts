import { defineCliModule } from '../../../cli/src/sdk.js'
import { creatorsCommand } from './creators/index.js'
import { adminsCommand } from './admins/index.js'
import { healthCommand } from './health.js'
import { usersCommand } from './users/index.js'
import { ADMIN_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'

/** Admin: `powerdeck creators …`, `powerdeck admins …`, `powerdeck users …` and `powerdeck health`. */
export default defineCliModule({
  ...MODULE,
  auditEvents: ADMIN_AUDIT_EVENTS,
  commands: (shell) => [creatorsCommand(), adminsCommand(), usersCommand(shell), healthCommand()],
})
