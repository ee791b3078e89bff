import type { Command } from 'commander'
import type { AuditEventDeclaration } from '../../backend/core/shared/audit.js'

/** What the shell hands every module's `commands`. */
export interface CliShell {
  /** Every audit event the kernel and the enabled modules declare, by type (labels and sentences). */
  auditEvents: Record<string, AuditEventDeclaration>
}

/**
 * What a feature module adds to `powerdeck`, as data: its top-level commands (each usually a
 * group such as `creators` with one subcommand per file). Enabled by one line in `modules.ts`.
 */
export interface CliModule {
  name: string
  /** Fresh command instances per call: the shell builds a new program for every run. */
  commands: (shell: CliShell) => Command[] | Promise<Command[]>
  /** The audit events it records (its `shared/audit_events.ts`), for the audit commands' sentences. */
  auditEvents?: Record<string, AuditEventDeclaration>
}

export function defineCliModule(module: CliModule): CliModule {
  return module
}
