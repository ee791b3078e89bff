import type { Command } from 'commander'
import type { AuditEventDeclaration } from '../../backend/core/shared/audit.js'
import type { Contribution, ExtensionPoint } from '../../backend/core/shared/extensions.js'
import type { ModuleDeclaration } from '../../backend/core/shared/module_graph.js'
import type { CollectedPermission, PermissionDeclaration } from '../../backend/core/shared/permissions.js'

/** What the CLI shell hands a module building its commands. */
export interface CliShell {
  /** Everything the enabled modules contribute to an extension point, in module-list order. */
  contributionsTo<T>(point: ExtensionPoint<T>): T[]
  /** Every audit event the kernel and the enabled modules declare, by type (labels and sentences). */
  auditEvents: Record<string, AuditEventDeclaration>
  /** The moderator permissions the enabled modules declare, in module order. */
  permissions: readonly CollectedPermission[]
}

/**
 * What a feature module adds to `powerdeck`, as data: its top-level commands (each usually a
 * group such as `creators` with one subcommand per file). Enabled by one line in `modules.ts`.
 */
export interface CliModule extends ModuleDeclaration {
  /** Fresh command instances per call: the shell builds a new program for every run. */
  commands: (shell: CliShell) => Command[] | Promise<Command[]>
  /** What it adds to other modules' extension points: `contribute(point, …items)`. */
  contributes?: Contribution[]
  /** The audit events it records (its `shared/audit_events.ts`), for the audit commands' sentences. */
  auditEvents?: Record<string, AuditEventDeclaration>
  /** The moderator permissions it checks (its `shared/permissions.ts`), for the commands that grant them. */
  permissions?: readonly PermissionDeclaration[]
}

export function defineCliModule(module: CliModule): CliModule {
  return module
}
