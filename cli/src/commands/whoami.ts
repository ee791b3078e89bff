import { Command } from 'commander'
import { action, type TokenSource } from '../context.js'
import type { SessionUser } from '../session.js'

const TOKEN_SOURCES: Record<TokenSource, string> = {
  flag: '--token',
  env: 'POWERDECK_TOKEN',
  config: 'saved session',
}

export function whoamiCommand() {
  return new Command('whoami').description('Show the signed-in account').action(
    action(async (ctx) => {
      const { user } = await ctx.api.get<{ user: SessionUser }>('/api/auth/me')
      const tokenSource = ctx.token!.source
      ctx.out.result({ server: ctx.server, tokenSource, user }, () => {
        const creator = user.creatorName
          ? `${user.creatorName}${user.creatorTiktokUsername ? ` (@${user.creatorTiktokUsername})` : ''}`
          : undefined
        ctx.out.record([
          ['Name', user.name],
          ['Email', user.email],
          ['Username', user.username ?? undefined],
          ['Role', user.role],
          ['TikTok', user.tiktokUsername ? `@${user.tiktokUsername}` : undefined],
          ['Works for', creator],
          ['Impersonated by', user.isImpersonated ? user.originalAdminEmail : undefined],
          ['Server', ctx.server],
          ['Token', TOKEN_SOURCES[tokenSource]],
        ])
      })
    })
  )
}
