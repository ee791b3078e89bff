import { randomUUID } from 'node:crypto'
import { CliError, formatDate, type CommandContext } from '../../../cli/src/sdk.js'
import { readSse } from '../shared/sse.js'
import { creatorChannelOf } from '../../../backend/core/shared/push.js'
import type { LivePushMessage } from '../shared/push.js'
import type { GiftDto, LiveStatusDto } from '../shared/live.js'

export const giftLine = (gift: GiftDto) =>
  `${formatDate(gift.timestamp)}  ${gift.gifterDisplayName || gift.gifterUsername || 'Someone'}` +
  `${gift.gifterUsername ? ` (@${gift.gifterUsername})` : ''}  ${gift.giftName} x${gift.giftCount}  ${gift.diamondValue} diamonds`

export function statusFields(status: LiveStatusDto): [string, unknown][] {
  return [
    ['TikTok', status.tiktokUsername ? `@${status.tiktokUsername}` : null],
    ['Connected', status.isConnected ? 'yes' : 'no'],
    ['Live', status.isLive ? 'yes' : 'no'],
    ['Status', status.liveStatusMessage],
    ['Live since', status.liveStartedAt ? formatDate(status.liveStartedAt) : null],
    ['Next check', status.nextBackendCheck ? formatDate(status.nextBackendCheck) : null],
  ]
}

/** The server's `error` text of a refused push call, else its HTTP status. */
async function refusal(what: string, response: Response) {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  return new CliError(
    `${what} answered HTTP ${response.status}${typeof body?.error === 'string' ? `: ${body.error}` : ''}`
  )
}

/**
 * Follows the signed-in user's creator channel over Transmit SSE until `signal` aborts: a stream
 * ticket bought with the token opens the stream (GET /__transmit/events), then the token
 * subscribes it (204, no JSON). Resolves once subscribed; `done` settles when the stream ends.
 */
export async function followCreatorChannel(
  ctx: CommandContext<unknown>,
  onMessage: (message: LivePushMessage) => void,
  signal: AbortSignal
) {
  const { user } = await ctx.api.get<{ user: { id: number; role: string; creatorId: number | null } }>('/api/auth/me')
  const channel = creatorChannelOf(user)
  if (!channel) throw new CliError('Only creators and their moderators follow a live stream')
  const { ticket } = await ctx.api.post<{ ticket: string }>('/api/push/ticket')
  const uid = randomUUID()
  const response = await fetch(ctx.api.url('/__transmit/events', { uid, ticket }), { signal })
  if (!response.ok || !response.body) throw await refusal('The push stream', response)
  const done = readSse(response.body, (event) => onMessage(event.payload as LivePushMessage)).catch((error) => {
    if (!signal.aborted) throw error
  })
  const subscribed = await fetch(ctx.api.url('/__transmit/subscribe'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${ctx.token?.value}`,
    },
    body: JSON.stringify({ uid, channel }),
    signal,
  })
  if (subscribed.status !== 204) throw await refusal('Subscribing to the push stream', subscribed)
  return { done }
}
