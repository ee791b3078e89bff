import type { Command } from 'commander'

/**
 * What a feature module adds to `powerdeck`, as data: its top-level commands (each usually a
 * group such as `creators` with one subcommand per file). Enabled by one line in `modules.ts`.
 */
export interface CliModule {
  name: string
  /** Fresh command instances per call: the shell builds a new program for every run. */
  commands: () => Command[] | Promise<Command[]>
}

export function defineCliModule(module: CliModule): CliModule {
  return module
}
