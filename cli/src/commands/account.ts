import {
  Command,
  Option,
  UsageError,
  action,
  passwordOptions,
  readPassword,
  readStdin,
  visibleFlagWarning,
  PASSWORD_ENV,
  type CommandContext,
  type PasswordOptions,
} from '../sdk.js'
import { INVALID_PASSWORD, isStrongPassword } from '../../../backend/core/shared/rules.js'

/** Where `account password` reads the new password from when no flag gives it. */
export const NEW_PASSWORD_ENV = 'POWERDECK_NEW_PASSWORD'
const MISSING_PASSWORDS = `Missing password: pass --password-stdin (current and new password, one per line) or set ${PASSWORD_ENV} and ${NEW_PASSWORD_ENV}`

interface ChangeOptions {
  passwordStdin?: boolean
  /** Deprecated, like `--new`: visible to other users. */
  current?: string
  new?: string
}

/** The current and new password: stdin (two lines), the deprecated flags, the environment, or prompts. */
async function passwordsToChange(ctx: CommandContext<ChangeOptions>) {
  const { passwordStdin, current, new: next } = ctx.opts
  if (passwordStdin) {
    if (current !== undefined || next !== undefined)
      throw new UsageError('Use --password-stdin or --current/--new, not both')
    const lines = (await readStdin(ctx.io)).split(/\r?\n/)
    if (lines.length !== 2 || !lines[0] || !lines[1]) {
      throw new UsageError(
        '--password-stdin: give the current password on the first line and the new one on the second'
      )
    }
    if (!isStrongPassword(lines[1])) throw new UsageError(INVALID_PASSWORD)
    return { currentPassword: lines[0], newPassword: lines[1] }
  }
  if (current !== undefined) ctx.out.warn(visibleFlagWarning('--current', `--password-stdin or ${PASSWORD_ENV}`))
  if (next !== undefined) ctx.out.warn(visibleFlagWarning('--new', `--password-stdin or ${NEW_PASSWORD_ENV}`))
  const ask = async (message: string) => {
    if (!ctx.prompt.interactive) throw new UsageError(MISSING_PASSWORDS)
    return ctx.prompt.secret({ message, flag: '--password-stdin' })
  }
  const currentPassword = current ?? (ctx.env[PASSWORD_ENV] || (await ask('Current password')))
  const given = next ?? ctx.env[NEW_PASSWORD_ENV]
  const newPassword = given || (await ask('New password'))
  if (!isStrongPassword(newPassword)) throw new UsageError(INVALID_PASSWORD)
  if (!given && (await ask('New password again')) !== newPassword) throw new UsageError('Passwords do not match')
  return { currentPassword, newPassword }
}

function passwordCommand() {
  return new Command('password')
    .description('Change your password (8+ characters with upper, lower and special); signs out your other sessions')
    .option('--password-stdin', 'read the current and the new password from stdin, one per line')
    .addOption(new Option('--current <password>', `deprecated: use --password-stdin or ${PASSWORD_ENV}`).hideHelp())
    .addOption(new Option('--new <password>', `deprecated: use --password-stdin or ${NEW_PASSWORD_ENV}`).hideHelp())
    .addHelpText(
      'after',
      `\nWithout --password-stdin: the current password from ${PASSWORD_ENV} and the new one from ${NEW_PASSWORD_ENV}, else prompts.`
    )
    .action(
      action<ChangeOptions>(async (ctx) => {
        const { currentPassword, newPassword } = await passwordsToChange(ctx)
        const answer = await ctx.api.post<{ otherSessionsRevoked: number }>('/api/auth/change-password', {
          currentPassword,
          newPassword,
        })
        ctx.out.result({ success: true, otherSessionsRevoked: answer.otherSessionsRevoked }, () =>
          ctx.out.success(`Password changed; ${answer.otherSessionsRevoked} other session(s) signed out`)
        )
      })
    )
}

async function askCode(ctx: CommandContext<{ code?: string }>, message: string) {
  return ctx.prompt.text({ value: ctx.opts.code, message, flag: '--code' })
}

async function confirmSetup(ctx: CommandContext<{ code?: string }>, code: string) {
  const { recoveryCodes } = await ctx.api.post<{ recoveryCodes: string[] }>('/api/auth/2fa/enable', { code })
  ctx.out.result({ success: true, recoveryCodes }, () => {
    ctx.out.success('Two-factor authentication is on: sign-in now asks for a code')
    ctx.out.line('Recovery codes (each works once; shown only now):')
    for (const recovery of recoveryCodes) ctx.out.line(`  ${recovery}`)
  })
}

function enableCommand() {
  return new Command('enable')
    .description('Turn on two-factor sign-in: shows a setup key for your authenticator app, then takes its code')
    .option('--code <code>', "confirm the setup started before with the app's code")
    .addHelpText(
      'after',
      '\nAt a terminal it asks for the code right away. In scripts it runs in two steps:\n  $ powerdeck account 2fa enable            # prints the setup key\n  $ powerdeck account 2fa enable --code 123456'
    )
    .action(
      action<{ code?: string }>(async (ctx) => {
        if (ctx.opts.code !== undefined) return confirmSetup(ctx, ctx.opts.code)
        const setup = await ctx.api.post<{ secret: string; otpauthUrl: string }>('/api/auth/2fa/setup')
        if (!ctx.prompt.interactive) {
          return ctx.out.result(
            { success: true, pending: true, secret: setup.secret, otpauthUrl: setup.otpauthUrl },
            () => {
              ctx.out.line(`Setup key: ${setup.secret}`)
              ctx.out.line(`Link for the app: ${setup.otpauthUrl}`)
              ctx.out.note('Add it to your authenticator app, then run: powerdeck account 2fa enable --code <code>')
            }
          )
        }
        ctx.out.info(`Setup key: ${setup.secret}`)
        ctx.out.info(`Link for the app: ${setup.otpauthUrl}`)
        await confirmSetup(ctx, await askCode(ctx, 'Code from your authenticator app'))
      })
    )
}

function disableCommand() {
  const command = new Command('disable').description(
    'Turn off two-factor sign-in (needs your password and a code or a recovery code)'
  )
  return passwordOptions(command, `your password (else ${PASSWORD_ENV}, else prompted)`)
    .option('--code <code>', 'a code from the app or a recovery code (prompted when omitted)')
    .action(
      action<PasswordOptions & { code?: string }>(async (ctx) => {
        const password = await readPassword(ctx, { message: 'Password' })
        const code = await askCode(ctx, 'Code from your authenticator app (or a recovery code)')
        await ctx.api.post('/api/auth/2fa/disable', { password, code })
        ctx.out.result({ success: true }, () => ctx.out.success('Two-factor authentication is off'))
      })
    )
}

/** `powerdeck account password` and `powerdeck account 2fa enable|disable`, for the signed-in user. */
export function accountCommand() {
  const twoFactor = new Command('2fa')
    .description('Two-factor sign-in for your account')
    .addCommand(enableCommand())
    .addCommand(disableCommand())
  return new Command('account')
    .description('Your own account: password and two-factor sign-in')
    .addCommand(passwordCommand())
    .addCommand(twoFactor)
}
