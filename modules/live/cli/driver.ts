import { Argument, Command, action } from '../../../cli/src/sdk.js'
import { LIVE_DRIVERS, type LiveDriverDto } from '../shared/live.js'

export function liveDriverCommand() {
  return new Command('driver')
    .description('Show or choose where your live events come from: the simulator (rehearsals) or TikTok')
    .addArgument(new Argument('[driver]', 'simulator or tiktok').choices(LIVE_DRIVERS))
    .action(
      action(async (ctx) => {
        const [driver] = ctx.args
        const answer = driver
          ? await ctx.api.put<LiveDriverDto>('/api/live/driver', { driver })
          : await ctx.api.get<LiveDriverDto>('/api/live/driver')
        ctx.out.result({ driver: answer.driver, defaultDriver: answer.defaultDriver }, () =>
          driver ? ctx.out.success(`Live events now come from the ${answer.driver}`) : ctx.out.line(answer.driver)
        )
      })
    )
}
