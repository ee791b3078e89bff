import { Command, CommanderError } from 'commander'
import { processIo, type CliIo } from './io.js'
import { bindIo } from './context.js'
import { CliError, EXIT } from './errors.js'
import { styleFor } from './style.js'
import { cliModules } from './modules.js'
import type { CliModule } from './manifest.js'
import { loginCommand } from './commands/login.js'
import { logoutCommand } from './commands/logout.js'
import { whoamiCommand } from './commands/whoami.js'
import { setupCommand } from './commands/setup.js'
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
        const sub = command.commands.find((candidate) => candidate.name() === name || candidate.aliases().includes(name))
        if (!sub) command.error(`error: unknown command '${name}'`, { code: 'commander.unknownCommand' })
        command = sub!
      }
      command.help()
    })
}

/** The whole `powerdeck` program: global options, core commands, then each enabled module's. */
export async function buildProgram(io: CliIo, modules: CliModule[] = cliModules) {
  const program = new Command('powerdeck')
    .description('Powerdeck from the terminal: sign in, manage creators and admins, and more.')
    .version(powerdeckVersion(), '-V, --version', 'print the version')
    .helpCommand(false)
    .option('--server <url>', 'Powerdeck server URL (env POWERDECK_SERVER; default: the last login, else http://localhost:3333)')
    .option('--token <token>', 'access token to use (env POWERDECK_TOKEN; default: the one saved by login)')
    .option('--json', 'print only JSON on stdout')
    .addCommand(loginCommand())
    .addCommand(logoutCommand())
    .addCommand(whoamiCommand())
    .addCommand(setupCommand())
  for (const module of modules) {
    for (const command of await module.commands()) program.addCommand(command)
  }
  program.addCommand(helpCommand(program))

  const errorStyle = styleFor(io.stderr, io.env)
  // addCommand() does not pass settings down, so every command gets them here, modules' included.
  forEachCommand(program, (command) =>
    command
      .exitOverride()
      .showHelpAfterError('(add --help for usage)')
      .configureOutput({
        writeOut: (text) => io.stdout.write(text),
        writeErr: (text) => io.stderr.write(text),
        getOutHelpWidth: () => io.stdout.columns ?? 80,
        getErrHelpWidth: () => io.stderr.columns ?? 80,
        outputError: (text, write) => write(errorStyle.red(text)),
      })
  )
  bindIo(program, io)
  return program
}

/**
 * Runs `powerdeck` with `argv` (without node and script) and resolves with the exit code:
 * 0 ok, 1 failure, 2 usage error. Never calls process.exit, so tests run it in-process.
 */
export async function run(argv: string[], overrides: Partial<CliIo> = {}, modules?: CliModule[]) {
  const io = { ...processIo(), ...overrides }
  const program = await buildProgram(io, modules)
  try {
    await program.parseAsync(argv, { from: 'user' })
    return EXIT.ok
  } catch (error) {
    // Help and --version end with exit code 0; every other commander outcome is a usage error.
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage
    const style = styleFor(io.stderr, io.env)
    if (error instanceof CliError) {
      io.stderr.write(`${style.red('Error:')} ${error.message}\n`)
      return error.exitCode
    }
    io.stderr.write(`${style.red('Unexpected error:')} ${(error as Error)?.stack ?? String(error)}\n`)
    return EXIT.failure
  }
}
