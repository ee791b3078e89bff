import type { LiveEvent } from '../../shared/live.js'
import { giftsSettled, ingestGift, type GiftOutcome } from './gifts_service.js'
import { chatMessagesSettled, handleChatMessage, type ChatMessageOutcome } from './chat_messages_service.js'
import { battleItemsSettled, handleBattleItem, type BattleItemOutcome } from './battle_items_service.js'
import { handleMatchEvent, matchesStreamEnded, type MatchOutcome } from './match_events_service.js'
import { countChatMessage } from './chat_tally.js'
import { rememberSender } from './sender_identity.js'

export type PipelineResult =
  GiftOutcome | ChatMessageOutcome | BattleItemOutcome | MatchOutcome | { outcome: 'live' | 'ended' }

/**
 * The one path every live event takes, whichever driver it came from. Nothing waits for earlier
 * events: a gift joins the creator's batch, chat is counted in memory and handed to the modules
 * handling chat messages (CHAT_MESSAGE_HANDLERS), a battle item card goes to the module handling
 * cards, a match event to the module handling matches (MATCH_EVENT_HANDLERS); the stream's end
 * is answered once everything before it is settled, and ends a running match.
 */
export async function handleLiveEvent(creatorId: number, event: LiveEvent): Promise<PipelineResult> {
  switch (event.type) {
    case 'gift': {
      const outcome = await ingestGift(creatorId, event)
      if (outcome.outcome === 'credited') await rememberSender(creatorId, event)
      return outcome
    }
    case 'chat': {
      countChatMessage(creatorId, event)
      const [outcome] = await Promise.all([handleChatMessage(creatorId, event), rememberSender(creatorId, event)])
      return outcome
    }
    case 'battleItem':
      return handleBattleItem(creatorId, event)
    case 'matchStart':
    case 'matchScore':
    case 'matchEnd':
      return handleMatchEvent(creatorId, event)
    case 'streamEnd':
      await Promise.all([giftsSettled(creatorId), chatMessagesSettled(creatorId), battleItemsSettled(creatorId)])
      await matchesStreamEnded(creatorId)
      return { outcome: 'ended' }
    case 'goLive':
      return { outcome: 'live' }
  }
}
