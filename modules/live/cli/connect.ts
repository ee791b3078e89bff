import { Command, CliError, action } from '../../../cli/src/sdk.js'
import type { ConnectResponse, LiveStatusResponse } from '../shared/live.js'

export function liveConnectCommand() {
  return new Command('connect')
    .description('Save your TikTok username and connect if you are live (else Powerdeck connects when you go live)')
    .argument('[username]', 'TikTok username, with or without @ (default: the saved one)')
    .action(
      action(async (ctx) => {
        const username =
          ctx.args[0] ?? (await ctx.api.get<LiveStatusResponse>('/api/tiktok-optimized/status')).tiktokUsername
        if (!username) throw new CliError('Please enter your TikTok username.')
        const answer = await ctx.api.post<ConnectResponse>('/api/tiktok-optimized/connect', { tiktokUsername: username })
        ctx.out.result(answer, () => ctx.out.success(answer.message))
      })
    )
}

export function liveDisconnectCommand() {
  return new Command('disconnect')
    .description('Disconnect until the next live check (it reconnects while you are live)')
    .action(
      action(async (ctx) => {
        const answer = await ctx.api.post<{ success: true; message: string }>('/api/tiktok-optimized/disconnect')
        ctx.out.result(answer, () => ctx.out.success(answer.message))
      })
    )
}
