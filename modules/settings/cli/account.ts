import { Command, UsageError, action, type CommandContext } from '../../../cli/src/sdk.js'
import { INVALID_PASSWORD, isStrongPassword } from '../../moderators/shared/password.js'

interface PasswordOptions {
  current?: string
  new?: string
}

function passwordCommand() {
  return new Command('password')
    .description('Change your password (8+ characters with upper, lower and special); signs out your other sessions')
    .option('--current <password>', 'your current password (prompted when omitted)')
    .option('--new <password>', 'the new password (prompted twice when omitted)')
    .action(
      action<PasswordOptions>(async (ctx) => {
        const currentPassword = await ctx.prompt.secret({ value: ctx.opts.current, message: 'Current password', flag: '--current' })
        const newPassword = await ctx.prompt.secret({ value: ctx.opts.new, message: 'New password', flag: '--new' })
        if (!isStrongPassword(newPassword)) throw new UsageError(INVALID_PASSWORD)
        if (ctx.opts.new === undefined) {
          const again = await ctx.prompt.secret({ message: 'New password again', flag: '--new' })
          if (again !== newPassword) throw new UsageError('Passwords do not match')
        }
        const answer = await ctx.api.post<{ otherSessionsRevoked: number }>('/api/auth/change-password', { currentPassword, newPassword })
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
          return ctx.out.result({ success: true, pending: true, secret: setup.secret, otpauthUrl: setup.otpauthUrl }, () => {
            ctx.out.line(`Setup key: ${setup.secret}`)
            ctx.out.line(`Link for the app: ${setup.otpauthUrl}`)
            ctx.out.note('Add it to your authenticator app, then run: powerdeck account 2fa enable --code <code>')
          })
        }
        ctx.out.info(`Setup key: ${setup.secret}`)
        ctx.out.info(`Link for the app: ${setup.otpauthUrl}`)
        await confirmSetup(ctx, await askCode(ctx, 'Code from your authenticator app'))
      })
    )
}

function disableCommand() {
  return new Command('disable')
    .description('Turn off two-factor sign-in (needs your password and a code or a recovery code)')
    .option('--password <password>', 'your password (prompted when omitted)')
    .option('--code <code>', 'a code from the app or a recovery code (prompted when omitted)')
    .action(
      action<{ password?: string; code?: string }>(async (ctx) => {
        const password = await ctx.prompt.secret({ value: ctx.opts.password, message: 'Password', flag: '--password' })
        const code = await askCode(ctx, 'Code from your authenticator app (or a recovery code)')
        await ctx.api.post('/api/auth/2fa/disable', { password, code })
        ctx.out.result({ success: true }, () => ctx.out.success('Two-factor authentication is off'))
      })
    )
}

/** `powerdeck account password` and `powerdeck account 2fa enable|disable`, for the signed-in user. */
export function accountCommand() {
  const twoFactor = new Command('2fa').description('Two-factor sign-in for your account').addCommand(enableCommand()).addCommand(disableCommand())
  return new Command('account').description('Your own account: password and two-factor sign-in').addCommand(passwordCommand()).addCommand(twoFactor)
}
