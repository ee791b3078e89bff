import { Option, type Command } from 'commander'
import type { CommandContext } from './context.js'
import type { CliIo } from './io.js'
import { UsageError } from './errors.js'

/** The environment variable a command reads its password from (docs/operators.md "CLI conventions"). */
export const PASSWORD_ENV = 'POWERDECK_PASSWORD'

/** The options `passwordOptions` adds, as commander names them. */
export interface PasswordOptions {
  passwordStdin?: boolean
  /** Deprecated: a value on the command line is visible to every user of the machine. */
  password?: string
}

/** The warning of a deprecated password flag such as `--password`. */
export const visibleFlagWarning = (flag: string, instead = `--password-stdin or ${PASSWORD_ENV}`) =>
  `${flag} is visible to other users of this machine (process list, shell history): use ${instead}`

/**
 * Adds `--password-stdin` and the deprecated, hidden `--password <password>` (kept for old
 * scripts; it warns on stderr). `what` ends the help line, e.g. 'the new password'.
 */
export function passwordOptions(command: Command, what = 'the password') {
  return command
    .option('--password-stdin', `read ${what} from stdin (one line)`)
    .addOption(new Option('--password <password>', `deprecated: ${what} (visible to other users)`).hideHelp())
}

/** Everything on stdin, without the line break that ends it. */
export async function readStdin(io: CliIo) {
  let text = ''
  for await (const chunk of io.stdin) text += String(chunk)
  return text.replace(/\r?\n$/, '')
}

/** Whether the command line asks for a password from somewhere (for updates, where it is optional). */
export const passwordRequested = (opts: PasswordOptions) => Boolean(opts.passwordStdin) || opts.password !== undefined

export interface AskPassword {
  message: string
  /** Checked at the prompt, so a bad password is retyped; other sources are checked by the server. */
  validate?: (value: string) => string | true
  /** Ask twice at the prompt (new passwords). */
  repeat?: boolean
  /** Read `POWERDECK_PASSWORD` when no flag gives one (not for optional changes: an exported variable must not change a password by accident). */
  env?: boolean
}

/**
 * The password from, in order: `--password-stdin`, the deprecated `--password` (with a warning),
 * `POWERDECK_PASSWORD`, a prompt at a terminal. Without any of them: a usage error saying how.
 */
export async function readPassword(ctx: CommandContext<PasswordOptions>, ask: AskPassword): Promise<string> {
  const { passwordStdin, password } = ctx.opts
  if (passwordStdin && password !== undefined) throw new UsageError('Use --password-stdin or --password, not both')
  if (passwordStdin) {
    const value = await readStdin(ctx.io)
    if (!value) throw new UsageError('--password-stdin: stdin gave no password')
    return value
  }
  if (password !== undefined) {
    ctx.out.warn(visibleFlagWarning('--password'))
    return password
  }
  const fromEnv = ask.env === false ? undefined : ctx.env[PASSWORD_ENV]
  if (fromEnv) return fromEnv
  if (!ctx.prompt.interactive) {
    throw new UsageError(`Missing password: pass --password-stdin${ask.env === false ? '' : ` or set ${PASSWORD_ENV}`}`)
  }
  const first = await ctx.prompt.secret({ message: ask.message, flag: '--password-stdin', validate: ask.validate })
  if (ask.repeat) {
    await ctx.prompt.secret({
      message: 'Repeat the password',
      flag: '--password-stdin',
      validate: (value) => value === first || 'Passwords do not match',
    })
  }
  return first
}
