import { Command, defineCliModule } from '../../../cli/src/sdk.js'
import { listAuditCommand } from './list.js'
import { exportAuditCommand } from './export.js'

/** `powerdeck audit …`: the audit trail as the signed-in account may see it. */
export function auditCommand() {
  return new Command('audit')
    .description('Read and export the audit trail: list, export')
    .addCommand(listAuditCommand())
    .addCommand(exportAuditCommand())
}

export default defineCliModule({ name: 'audit', commands: () => [auditCommand()] })
