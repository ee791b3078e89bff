/** What other modules' backends may import from the live module (with its shared/ folder); nothing else of it. */
export { isCreatorLive, openLiveSessionId } from './services/live_sessions_service.js'
export { publishLive } from './services/push_service.js'
export {
  BATTLE_ITEM_HANDLERS,
  CHAT_MESSAGE_HANDLERS,
  GIFT_BATCH_HOOKS,
  MATCH_EVENT_HANDLERS,
  OVERLAY_BOARDS,
  type BattleItemHandler,
  type ChatMessageHandler,
  type GiftBatchHook,
  type MatchEventHandler,
  type OverlayBoard,
  type GiftSender,
  type StoredGift,
  type StoredGiftsByCreator,
} from './extension_points.js'
export { matchMessageStats } from './drivers/match_messages.js'
