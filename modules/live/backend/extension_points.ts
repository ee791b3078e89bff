import { extensionPoint } from '#core/shared/extensions'
import type { BattleItemEvent, BattleItemResult } from '../shared/live.js'

/**
 * What another module does with TikTok's battle item cards (awards and uses) of a creator's
 * stream, contributed in its manifest (`contributes: [contribute(BATTLE_ITEM_HANDLERS, () =>
 * import('./battle_item_handler.js'))]`). Live decodes the cards and hands each one over, from the
 * tiktok driver and the simulator alike; it never knows what the handler keeps.
 */
export interface BattleItemHandler {
  /** Handles one card message (the same msgId may come again after a reconnect: handle it once). */
  handle(creatorId: number, event: BattleItemEvent): Promise<BattleItemResult>
  /** Resolves once every card of the creator handed in so far is handled (the stream's end). */
  settled?(creatorId: number): Promise<void>
}

/** Loaded at the first card, so a manifest stays data. */
export const BATTLE_ITEM_HANDLERS = extensionPoint<() => Promise<{ default: BattleItemHandler }>>('live.battleItems')
