/** Exit codes of every `powerdeck` command (docs/operators.md "CLI conventions"). */
export const EXIT = { ok: 0, failure: 1, usage: 2, unreachable: 3 } as const

/** An expected failure: its message is printed as is (no stack) and the run exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure
  ) {
    super(message)
    this.name = 'CliError'
  }
}

/** The command was called wrongly (missing flag without a terminal to ask, bad value): exit 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage)
    this.name = 'UsageError'
  }
}

/** The server could not be reached (refused, unknown host, no answer in time): exit 3. */
export class ServerUnreachableError extends CliError {
  constructor(server: string, reason: string) {
    super(`Cannot reach the Powerdeck server at ${server}: ${reason}`, EXIT.unreachable)
    this.name = 'ServerUnreachableError'
  }
}
