import { randomUUID } from 'node:crypto'
import { CliError, formatDate, type CommandContext } from '../../../cli/src/sdk.js'
import { readSse } from '../shared/sse.js'
import { creatorChannelOf, type PushMessage } from '../shared/push.js'
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

/**
 * Follows the signed-in user's creator channel over Transmit SSE until `signal` aborts.
 * Resolves once subscribed; `done` settles when the stream ends.
 */
export async function followCreatorChannel(
  ctx: CommandContext<unknown>,
  onMessage: (message: PushMessage) => void,
  signal: AbortSignal
) {
  const { user } = await ctx.api.get<{ user: { id: number; role: string; creatorId: number | null } }>('/api/auth/me')
  const channel = creatorChannelOf(user)
  if (!channel) throw new CliError('Only creators and their moderators follow a live stream')
  const uid = randomUUID()
  const response = await fetch(ctx.api.url('/__transmit/events', { uid }), { signal })
  if (!response.ok || !response.body) throw new CliError(`The push stream answered HTTP ${response.status}`)
  const done = readSse(response.body, (event) => onMessage(event.payload as PushMessage)).catch((error) => {
    if (!signal.aborted) throw error
  })
  await ctx.api.post('/__transmit/subscribe', { uid, channel })
  return { done }
}
