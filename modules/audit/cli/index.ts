import { Command, defineCliModule } from '../../../cli/src/sdk.js'
import type { AuditCatalogue } from '../shared/sentences.js'
import { listAuditCommand } from './list.js'
import { exportAuditCommand } from './export.js'

/** `powerdeck audit …`: the audit trail as the signed-in account may see it. */
export function auditCommand(catalogue: AuditCatalogue) {
  return new Command('audit')
    .description('Read and export the audit trail: list, export')
    .addCommand(listAuditCommand(catalogue))
    .addCommand(exportAuditCommand(catalogue))
}

export default defineCliModule({ name: 'audit', commands: ({ auditEvents }) => [auditCommand(auditEvents)] })
