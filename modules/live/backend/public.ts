/** What other modules' backends may import from the live module (with its shared/ folder); nothing else of it. */
export { isCreatorLive } from './services/live_sessions_service.js'
export { BATTLE_ITEM_HANDLERS, type BattleItemHandler } from './extension_points.js'
