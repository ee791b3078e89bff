/** What other modules' backends may import from the live module (with its shared/ folder); nothing else of it. */
export { isCreatorLive, openLiveSessionId } from './services/live_sessions_service.js'
export {
  BATTLE_ITEM_HANDLERS,
  GIFT_BATCH_HOOKS,
  type BattleItemHandler,
  type GiftBatchHook,
  type GiftSender,
  type StoredGift,
} from './extension_points.js'
