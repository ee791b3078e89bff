import { Command, action } from '../../../cli/src/sdk.js'
import type { LiveStatusResponse } from '../shared/live.js'
import { statusFields } from './common.js'

export function liveStatusCommand() {
  return new Command('status').description('Your TikTok LIVE connection: username, connected, live, next check').action(
    action(async (ctx) => {
      const { success: _, ...status } = await ctx.api.get<LiveStatusResponse>('/api/tiktok-optimized/status')
      ctx.out.result({ status }, () => ctx.out.record(statusFields(status)))
    })
  )
}
