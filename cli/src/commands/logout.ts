import { Command } from 'commander'
import { action } from '../context.js'
import { ApiRequestError } from '../api.js'

export function logoutCommand() {
  return new Command('logout').description('Sign out: revoke the token on the server and forget the saved one').action(
    action(async (ctx) => {
      if (!ctx.token) {
        ctx.out.result({ success: true, signedOut: false, server: ctx.server }, () =>
          ctx.out.line(`Not signed in to ${ctx.server}`)
        )
        return
      }
      // A token from --token or POWERDECK_TOKEN is revoked, but the saved session stays.
      const forgotten = ctx.token.source === 'config' && ctx.config.clearSession(ctx.server)
      try {
        await ctx.api.post('/api/auth/signout')
      } catch (error) {
        const alreadyInvalid = error instanceof ApiRequestError && error.status === 401
        if (!alreadyInvalid) {
          if (forgotten) ctx.out.warn('The saved token was removed here, but the server could not revoke it')
          throw error
        }
      }
      ctx.out.result({ success: true, signedOut: true, server: ctx.server }, () =>
        ctx.out.success(`Signed out of ${ctx.server}`)
      )
    })
  )
}
