import { ApiRequestError, Command, CliError, action } from '../../../cli/src/sdk.js'
import { LIVE_MESSAGES, type ConnectResponse, type LiveStatusDto, type LiveStatusResponse } from '../shared/live.js'

/** The connect answer with its `status` (the server adds the live status to every outcome). */
type ConnectAnswer = ConnectResponse & { status: LiveStatusDto }

/** 409 'not currently live': the username is saved and the server connects when the stream starts. */
const savedWaitingForLive = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 409 && error.message === LIVE_MESSAGES.notLive

export function liveConnectCommand() {
  return new Command('connect')
    .description('Save your TikTok username and connect if you are live (else Powerdeck connects when you go live)')
    .argument('[username]', 'TikTok username, with or without @ (default: the saved one)')
    .action(
      action(async (ctx) => {
        const username =
          ctx.args[0] ?? (await ctx.api.get<LiveStatusResponse>('/api/tiktok-optimized/status')).tiktokUsername
        if (!username) throw new CliError(LIVE_MESSAGES.usernameRequired)
        let answer: ConnectAnswer
        try {
          answer = await ctx.api.post<ConnectAnswer>('/api/tiktok-optimized/connect', { tiktokUsername: username })
        } catch (error) {
          // Offline is the normal case: saved and watched, not a failure.
          if (!savedWaitingForLive(error)) throw error
          answer = error.body as ConnectAnswer
        }
        const connected = answer.success
        ctx.out.result({ connected, message: answer.message, status: answer.status }, () =>
          ctx.out.success(
            connected ? answer.message : `@${answer.status.tiktokUsername} is not live right now. ${answer.message}`
          )
        )
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
