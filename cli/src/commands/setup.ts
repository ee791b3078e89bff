import { Command } from 'commander'
import { action } from '../context.js'
import { CliError } from '../errors.js'
import { describeUser, type SessionUser } from '../session.js'
import { signInAndSave } from './login.js'
import { accountOptions, promptAccount, type AccountOptions } from '../accounts.js'

const ALREADY_DONE = 'Setup is already complete: an admin exists. Sign in with `powerdeck login`'
const MIN_PASSWORD = 8

/** Creates the first admin of a fresh (production) install, then signs in as them. */
export function setupCommand() {
  const command = new Command('setup').description(
    'Create the first admin of a fresh install and sign in (works only while there is no admin)'
  )
  return accountOptions(command, {
    name: { key: 'name', help: 'admin display name' },
    email: 'admin email',
    password: `the password, ${MIN_PASSWORD}+ characters (else POWERDECK_PASSWORD, else prompted twice)`,
  }).action(
    action<AccountOptions>(async (ctx) => {
      const status = await ctx.api.get<{ setupRequired: boolean }>('/api/auth/setup', { auth: false })
      if (!status.setupRequired) throw new CliError(ALREADY_DONE)

      const { name, email, password } = await promptAccount(ctx, {
        name: { key: 'name', message: 'Name', default: 'Administrator' },
        password: {
          message: `Password (${MIN_PASSWORD}+ characters)`,
          validate: (value) => value.length >= MIN_PASSWORD || `At least ${MIN_PASSWORD} characters`,
          repeat: true,
        },
      })

      const { user } = await ctx.api
        .post<{ user: SessionUser }>('/api/auth/setup', { name, email, password }, { auth: false })
        .catch((error) => {
          throw (error as { status?: number }).status === 409 && /setup is already complete/i.test(error.message)
            ? new CliError(ALREADY_DONE)
            : error
        })
      await signInAndSave(ctx, { loginType: 'user', email: user.email }, password)
      ctx.out.result({ success: true, server: ctx.server, user }, () =>
        ctx.out.success(`Created the first admin ${describeUser(user)} and signed in to ${ctx.server}`)
      )
    })
  )
}
