import { Command, action } from '../../../cli/src/sdk.js'
import type { ShoutoutDto } from '../shared/shoutouts.js'

/** `powerdeck shoutouts send <message>` */
export function sendShoutoutCommand() {
  return new Command('send')
    .description('Send a shoutout to your stream')
    .argument('<message>', 'the text (the server applies the length setting)')
    .action(
      action(async (ctx) => {
        const { shoutout } = await ctx.api.post<{ shoutout: ShoutoutDto }>('/api/shoutouts', { message: ctx.args[0] })
        ctx.out.result({ shoutout }, () => ctx.out.success(`Shoutout sent (#${shoutout.id})`))
      })
    )
}
