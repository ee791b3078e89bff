import { Command, CommanderError } from 'commander'
import { processIo, type CliIo } from './io.js'
import { bindIo } from './context.js'
import { CliError, EXIT } from './errors.js'
import { ApiRequestError } from './api.js'
import { styleFor } from './style.js'
import { cliModules } from './modules.js'
import type { CliModule, CliShell } from './manifest.js'
import { collectContributions } from '../../backend/core/shared/extensions.js'
import { collectAuditEvents } from '../../backend/core/shared/audit_events.js'
import { inDependencyOrder } from '../../backend/core/shared/module_graph.js'
import { collectPermissions } from '../../backend/core/shared/permissions.js'
import { loginCommand } from './commands/login.js'
import { logoutCommand } from './commands/logout.js'
import { whoamiCommand } from './commands/whoami.js'
import { setupCommand } from './commands/setup.js'
import { completionCommand } from './commands/completion.js'
import { settingsCommand } from './commands/settings.js'
import { tokensCommand } from './commands/tokens.js'
import { accountCommand } from './commands/account.js'
import { backupCommand } from './commands/backup.js'
import { powerdeckVersion } from './version.js'

function forEachCommand(command: Command, visit: (command: Command) => void) {
  visit(command)
  for (const sub of command.commands) forEachCommand(sub, visit)
}

/** `powerdeck help [command...]`: the help of any command, subcommands included (`help creators list`). */
function helpCommand(program: Command) {
  return new Command('help')
    .description('Show the help of a command')
    .argument('[command...]', 'the command, e.g. creators list')
    .action((names: string[]) => {
      let command = program
      for (const name of names) {
        const sub = command.commands.find(
          (candidate) => candidate.name() === name || candidate.aliases().includes(name)
        )
        if (!sub) command.error(`error: unknown command '${name}'`, { code: 'commander.unknownCommand' })
        command = sub!
      }
      command.help()
    })
}

/** The whole `powerdeck` program: global options, core commands, then each enabled module's. */
export async function buildProgram(io: CliIo, enabled: CliModule[] = cliModules, json = false) {
  const modules = inDependencyOrder(enabled, { partial: true })
  const program = new Command('powerdeck')
    .description('Powerdeck from the terminal: sign in, manage creators and admins, and more.')
    .version(powerdeckVersion(), '-V, --version', 'print the version')
    .helpCommand(false)
    .option(
      '--server <url>',
      'Powerdeck server URL (env POWERDECK_SERVER; default: the last login, else http://localhost:3333)'
    )
    .option('--token <token>', 'access token to use (env POWERDECK_TOKEN; default: the one saved by login)')
    .option('--json', 'print only JSON on stdout')
    .addCommand(loginCommand())
    .addCommand(logoutCommand())
    .addCommand(whoamiCommand())
    .addCommand(setupCommand())
    .addCommand(accountCommand())
    .addCommand(settingsCommand())
    .addCommand(backupCommand())
    .addCommand(tokensCommand())
  const shell: CliShell = {
    contributionsTo: (point) => collectContributions(modules, point),
    auditEvents: collectAuditEvents(modules),
    permissions: collectPermissions(modules),
  }
  for (const module of modules) {
    for (const command of await module.commands(shell)) program.addCommand(command)
  }
  program.addCommand(completionCommand()).addCommand(helpCommand(program))

  const errorStyle = styleFor(io.stderr, io.env)
  // addCommand() does not pass settings down, so every command gets them here, modules' included.
  forEachCommand(program, (command) =>
    command
      .exitOverride()
      .showHelpAfterError('(add --help for usage)')
      .configureOutput({
        writeOut: (text) => io.stdout.write(text),
        // With --json, run() reports commander's errors as JSON instead.
        writeErr: (text) => (json ? true : io.stderr.write(text)),
        getOutHelpWidth: () => io.stdout.columns ?? 80,
        getErrHelpWidth: () => io.stderr.columns ?? 80,
        outputError: (text, write) => write(errorStyle.red(text)),
      })
  )
  bindIo(program, io)
  return program
}

/** `--json` anywhere before a `--` (known before commander parses, so its own errors follow it too). */
export const jsonRequested = (argv: string[]) => {
  const end = argv.indexOf('--')
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json')
}

/** The one error shape of `--json` runs, on stderr: `status` is the HTTP status when the server answered. */
export interface JsonError {
  success: false
  error: string
  status: number | null
}

/** How a run ended: its exit code and what to say. */
interface Failure {
  exitCode: number
  message: string
  /** The HTTP status when the server's answer caused it. */
  status: number | null
  /** Commander has already said it (in human mode). */
  printed: boolean
  /** A bug rather than an expected failure: shown with its stack in human mode. */
  stack?: string
}

function failureOf(error: unknown): Failure {
  if (error instanceof CommanderError) {
    const message =
      error.code === 'commander.help'
        ? 'Missing command: add --help to list them'
        : error.message.replace(/^error: /, '')
    // Help and --version end with exit code 0; every other commander outcome is a usage error.
    return { exitCode: error.exitCode === 0 ? EXIT.ok : EXIT.usage, message, status: null, printed: true }
  }
  if (error instanceof CliError) {
    const status = error instanceof ApiRequestError ? error.status : null
    return { exitCode: error.exitCode, message: error.message, status, printed: false }
  }
  const message = `Unexpected error: ${(error as Error)?.message ?? String(error)}`
  return {
    exitCode: EXIT.failure,
    message,
    status: null,
    printed: false,
    stack: (error as Error)?.stack ?? String(error),
  }
}

/**
 * Runs `powerdeck` with `argv` (without node and script) and resolves with the exit code:
 * 0 ok, 1 failure, 2 usage error, 3 server unreachable. Never calls process.exit, so tests run it
 * in-process. With --json a failure is one line of JSON on stderr (`JsonError`).
 */
export async function run(argv: string[], overrides: Partial<CliIo> = {}, modules?: CliModule[]) {
  const io = { ...processIo(), ...overrides }
  const json = jsonRequested(argv)
  const program = await buildProgram(io, modules, json)
  try {
    await program.parseAsync(argv, { from: 'user' })
    return EXIT.ok
  } catch (error) {
    const failure = failureOf(error)
    if (failure.exitCode === EXIT.ok) return EXIT.ok
    if (json) {
      const report: JsonError = { success: false, error: failure.message, status: failure.status }
      io.stderr.write(`${JSON.stringify(report)}\n`)
    } else if (!failure.printed) {
      const style = styleFor(io.stderr, io.env)
      io.stderr.write(
        failure.stack
          ? `${style.red('Unexpected error:')} ${failure.stack}\n`
          : `${style.red('Error:')} ${failure.message}\n`
      )
    }
    return failure.exitCode
  }
}
