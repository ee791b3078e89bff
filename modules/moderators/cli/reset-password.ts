import { Command, action } from '../../../cli/src/sdk.js'
import type { ModeratorDto } from '../shared/moderators.js'
import { RESET_PASSWORD_MIN_LENGTH, RESET_PASSWORD_TOO_SHORT } from '../shared/password.js'
import { describeModerator, findModerator } from './common.js'

export function resetModeratorPasswordCommand() {
  return new Command('reset-password')
    .description("Set a moderator's password (activates a pending one; their sessions end)")
    .argument('<moderator>', 'id, username or TikTok username')
    .option('--password <password>', `new password, ${RESET_PASSWORD_MIN_LENGTH}+ characters`)
    .action(
      action<{ password?: string }>(async (ctx) => {
        const current = await findModerator(ctx, ctx.args[0])
        const password = await ctx.prompt.secret({
          value: ctx.opts.password,
          message: `New password for ${current.displayName}`,
          flag: '--password',
          validate: (value) => value.length >= RESET_PASSWORD_MIN_LENGTH || RESET_PASSWORD_TOO_SHORT,
        })
        const { moderator } = await ctx.api.post<{ moderator: ModeratorDto }>(`/api/moderators/${current.id}/reset-password`, { password })
        ctx.out.result({ moderator }, () =>
          ctx.out.success(`Password set for ${describeModerator(moderator)}; status ${moderator.status}, username ${moderator.username}`)
        )
      })
    )
}
