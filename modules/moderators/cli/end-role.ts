import { CliError, Command, action } from '../../../cli/src/sdk.js'
import { describeModerator, findModerator } from './common.js'

/** `demote` and `remove`: both end the account's sign-in after a confirmation (or --yes). */
function endRoleCommand(options: {
  name: 'demote' | 'remove'
  description: string
  question: (name: string) => string
  call: (id: number) => { method: 'post' | 'delete'; path: string }
  done: string
}) {
  return new Command(options.name)
    .description(options.description)
    .argument('<moderator>', 'id, username or TikTok username')
    .option('-y, --yes', 'do not ask for confirmation')
    .action(
      action<{ yes?: boolean }>(async (ctx) => {
        const moderator = await findModerator(ctx, ctx.args[0])
        if (!ctx.opts.yes) {
          const confirmed = await ctx.prompt.confirm({
            message: options.question(moderator.displayName),
            flag: '--yes',
          })
          if (!confirmed) throw new CliError('Cancelled: nothing changed')
        }
        const { method, path } = options.call(moderator.id)
        await (method === 'post' ? ctx.api.post(path) : ctx.api.delete(path))
        ctx.out.result(
          {
            success: true,
            [options.name === 'demote' ? 'demoted' : 'removed']: {
              id: moderator.id,
              displayName: moderator.displayName,
            },
          },
          () => ctx.out.success(`${options.done} ${describeModerator(moderator)}`)
        )
      })
    )
}

export const demoteModeratorCommand = () =>
  endRoleCommand({
    name: 'demote',
    description: 'Demote a moderator to a normal player (their player data stays; they can no longer sign in)',
    question: (name) => `Are you sure you want to demote ${name} to normal player? All data will be preserved.`,
    call: (id) => ({ method: 'post', path: `/api/moderators/${id}/demote` }),
    done: 'Demoted',
  })

export const removeModeratorCommand = () =>
  endRoleCommand({
    name: 'remove',
    description: 'Remove a moderator: hidden, counted as inactive, can no longer sign in',
    question: (name) => `Remove ${name} as a moderator? They will no longer be able to sign in.`,
    call: (id) => ({ method: 'delete', path: `/api/moderators/${id}` }),
    done: 'Removed',
  })
