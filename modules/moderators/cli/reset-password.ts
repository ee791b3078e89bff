import { Command, action, passwordOptions, readPassword, type PasswordOptions } from '../../../cli/src/sdk.js'
import type { ModeratorDto } from '../shared/moderators.js'
import { RESET_PASSWORD_MIN_LENGTH, RESET_PASSWORD_TOO_SHORT } from '../../../backend/core/shared/rules.js'
import { describeModerator, findModerator } from './common.js'

export function resetModeratorPasswordCommand() {
  const command = new Command('reset-password')
    .description("Set a moderator's password (activates a pending one; their sessions end)")
    .argument('<moderator>', 'id, username or TikTok username')
  return passwordOptions(
    command,
    `the new password, ${RESET_PASSWORD_MIN_LENGTH}+ characters (else POWERDECK_PASSWORD, else prompted)`
  ).action(
    action<PasswordOptions>(async (ctx) => {
      const current = await findModerator(ctx, ctx.args[0])
      const password = await readPassword(ctx, {
        message: `New password for ${current.displayName}`,
        validate: (value) => value.length >= RESET_PASSWORD_MIN_LENGTH || RESET_PASSWORD_TOO_SHORT,
      })
      const { moderator } = await ctx.api.post<{ moderator: ModeratorDto }>(
        `/api/moderators/${current.id}/reset-password`,
        { password }
      )
      ctx.out.result({ moderator }, () =>
        ctx.out.success(
          `Password set for ${describeModerator(moderator)}; status ${moderator.status}, username ${moderator.username}`
        )
      )
    })
  )
}
