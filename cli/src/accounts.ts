import type { Command } from 'commander'
import type { CommandContext } from './context.js'
import { passwordOptions, readPassword, type AskPassword, type PasswordOptions } from './passwords.js'

/** The options `accountOptions` adds, as commander names them. */
export interface AccountOptions extends PasswordOptions {
  name?: string
  username?: string
  email?: string
  tiktok?: string
}

type NameKey = 'name' | 'username'

interface AccountFlags {
  /** The name option (`--name <name>` or `--username <username>`) and its help line. */
  name: { key: NameKey; help: string }
  /** The help line of `--email`. */
  email: string
  /** Adds `--tiktok <username>`. */
  tiktok?: boolean
  /** Ends the help line of the password flags, as in `passwordOptions`. */
  password: string
}

/** Adds the options of a command that creates an account: name, email, TikTok username, password. */
export function accountOptions(command: Command, flags: AccountFlags) {
  command.option(`--${flags.name.key} <${flags.name.key}>`, flags.name.help).option('--email <email>', flags.email)
  if (flags.tiktok) command.option('--tiktok <username>', 'TikTok username, with or without @')
  return passwordOptions(command, flags.password)
}

interface AccountAsk {
  name: { key: NameKey; message: string; default?: string }
  /** Asks the TikTok username too (else `tiktok` is ''). */
  tiktok?: boolean
  password: AskPassword
}

/** The new account's fields, each from its flag or else prompted for, in the order the form shows them. */
export async function promptAccount(ctx: CommandContext<AccountOptions>, ask: AccountAsk) {
  const { prompt, opts } = ctx
  const name = await prompt.text({
    value: opts[ask.name.key],
    message: ask.name.message,
    flag: `--${ask.name.key}`,
    default: ask.name.default,
  })
  const email = await prompt.text({ value: opts.email, message: 'Email', flag: '--email' })
  const tiktok = ask.tiktok
    ? await prompt.text({ value: opts.tiktok, message: 'TikTok username', flag: '--tiktok' })
    : ''
  const password = await readPassword(ctx, ask.password)
  return { name, email, tiktok, password }
}
