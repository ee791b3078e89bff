/**
 * Server-sent push (Transmit): one channel per creator, readable by that creator's users only,
 * and one per overlay secret. Every message is one of `PushMessage`.
 */
import type { CommandFeedEntryDto } from './chat_commands.js'
import type { GiftDto, LiveStatusDto } from './live.js'

export const creatorChannel = (creatorId: number) => `creators/${creatorId}`
/**
 * The channel a signed-in user follows: a creator (or an admin impersonating one, signed in as
 * that creator) their own, a moderator their creator's; an admin acting as admin none.
 */
export function creatorChannelOf(user: { role: string; id: number; creatorId: number | null } | null): string | null {
  if (user?.role === 'CREATOR') return creatorChannel(user.id)
  if (user?.role === 'MODERATOR' && user.creatorId) return creatorChannel(user.creatorId)
  return null
}

export const overlayChannel = (overlayKey: string) => `overlays/${overlayKey}`

export type PushMessage =
  | { type: 'gift'; gift: GiftDto }
  | { type: 'gifts:cleared' }
  | { type: 'players:changed' }
  | { type: 'powerups:changed' }
  | { type: 'status'; status: LiveStatusDto }
  | { type: 'command'; entry: CommandFeedEntryDto }

export type PushMessageType = PushMessage['type']
