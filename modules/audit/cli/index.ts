import { Command, defineCliModule } from '../../../cli/src/sdk.js'
import type { AuditCatalogue } from '../shared/sentences.js'
import { listAuditCommand } from './list.js'
import { exportAuditCommand } from './export.js'
import { systemAuditLogsCommand } from './logs.js'
import { MODULE } from '../shared/module.js'

/** `powerdeck audit …`: the audit trail as the signed-in account may see it. */
export function auditCommand(catalogue: AuditCatalogue) {
  return new Command('audit')
    .description('Read and export the audit trail: list, export; logs (the system audit log, admins)')
    .addCommand(listAuditCommand(catalogue))
    .addCommand(exportAuditCommand(catalogue))
    .addCommand(systemAuditLogsCommand(catalogue))
}

export default defineCliModule({ ...MODULE, commands: ({ auditEvents }) => [auditCommand(auditEvents)] })
