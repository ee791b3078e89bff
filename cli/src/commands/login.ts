import { Command } from 'commander'
import { action, type CommandContext } from '../context.js'
import { ApiRequestError } from '../api.js'
import { UsageError } from '../errors.js'
import { describeUser, type SessionUser } from '../session.js'
import { passwordOptions, readPassword, type PasswordOptions } from '../passwords.js'

interface LoginOptions extends PasswordOptions {
  email?: string
  username?: string
  code?: string
}

type SignInPayload = { loginType: 'user'; email: string } | { loginType: 'user' | 'moderator'; username: string }

/**
 * docs/api/core.md: an identifier with '@' and '.' is an email login; otherwise a username, sent as a
 * moderator login when it contains 'mod' or starts with 'test' (the server accepts either way).
 */
export function signInPayload(identifier: string): SignInPayload {
  if (identifier.includes('@') && identifier.includes('.')) return { loginType: 'user', email: identifier }
  return usernameLogin(identifier)
}

function usernameLogin(username: string): SignInPayload {
  const lower = username.toLowerCase()
  const moderator = lower.includes('mod') || lower.startsWith('test')
  return { loginType: moderator ? 'moderator' : 'user', username }
}

/** The server's answer to a sign-in without the code an account with 2FA needs. */
const missingSecondFactor = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 401 &&
  ((error.body as { twoFactorRequired?: unknown } | undefined)?.twoFactorRequired === true ||
    /two-factor code required/i.test(error.message))

interface SignInAnswer {
  user: SessionUser
  token: string
  /** The system requires 2FA and this account has none yet. */
  mustSetupTwoFactor?: boolean
}

async function signIn(
  ctx: CommandContext<unknown>,
  payload: SignInPayload,
  password: string,
  code: string | undefined
) {
  const body = { ...payload, password, ...(code ? { twoFactorCode: code } : {}) }
  try {
    return await ctx.api.post<SignInAnswer>('/api/auth/signin', body, { auth: false })
  } catch (error) {
    if (code || !missingSecondFactor(error)) throw error
    if (!ctx.prompt.interactive) throw new UsageError('Two-factor code required: pass --code')
    const asked = await ctx.prompt.text({ message: '2FA code', flag: '--code' })
    return signIn(ctx, payload, password, asked)
  }
}

/** Signs in, keeps the token for this server in the config file, and remembers the server. */
export async function signInAndSave(
  ctx: CommandContext<unknown>,
  payload: SignInPayload,
  password: string,
  code?: string
) {
  const { user, token, mustSetupTwoFactor } = await signIn(ctx, payload, password, code)
  ctx.config.saveSession(ctx.server, {
    token,
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
  })
  if (mustSetupTwoFactor)
    ctx.out.warn('Two-factor authentication is required here: turn it on in the web app (My Settings)')
  return user
}

export function loginCommand() {
  const command = new Command('login')
    .description('Sign in and save the session for this server (prompts for what the flags leave out)')
    .option('--email <email>', 'sign in with this email')
    .option('--username <username>', 'sign in with this username (moderators)')
  return passwordOptions(command, 'the password (else POWERDECK_PASSWORD, else prompted)')
    .option('--code <code>', 'two-factor code, when the account has 2FA')
    .addHelpText(
      'after',
      '\nExamples:\n  $ powerdeck login\n  $ powerdeck login --email admin@powerdeck.local\n  $ printf \'%s\\n\' "$PASSWORD" | powerdeck --server https://powerdeck.example.com login --username demo-mod --password-stdin'
    )
    .action(
      action<LoginOptions>(async (ctx) => {
        const { email, username, code } = ctx.opts
        if (email && username) throw new UsageError('Use --email or --username, not both')
        const payload: SignInPayload = email
          ? { loginType: 'user', email }
          : username
            ? usernameLogin(username)
            : signInPayload(await ctx.prompt.text({ message: 'Email or username', flag: '--email or --username' }))
        const secret = await readPassword(ctx, { message: 'Password' })
        const user = await signInAndSave(ctx, payload, secret, code)
        ctx.out.result({ success: true, server: ctx.server, user }, () => {
          ctx.out.success(`Signed in to ${ctx.server} as ${describeUser(user)}`)
          if (ctx.env.POWERDECK_TOKEN)
            ctx.out.warn('POWERDECK_TOKEN is set: it takes precedence over the saved session')
        })
      })
    )
}
