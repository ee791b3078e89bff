import { contributionsTo } from '#core/module_loader'
import type { BattleItemEvent, BattleItemResult } from '../../shared/live.js'
import { BATTLE_ITEM_HANDLERS, type BattleItemHandler } from '../extension_points.js'

export type BattleItemOutcome = { outcome: 'battleItem'; battleItem: BattleItemResult }

let loaded: Promise<BattleItemHandler[]> | null = null

/** The enabled modules' handlers of battle item cards, loaded once. */
function handlers() {
  loaded ??= Promise.all(contributionsTo(BATTLE_ITEM_HANDLERS).map(async (load) => (await load()).default))
  return loaded
}

/**
 * Hands a battle item card to every handler; answers the first one's result (module order), or
 * `unhandled` when no enabled module handles cards.
 */
export async function handleBattleItem(creatorId: number, event: BattleItemEvent): Promise<BattleItemOutcome> {
  const results = await Promise.all((await handlers()).map((handler) => handler.handle(creatorId, event)))
  return { outcome: 'battleItem', battleItem: results[0] ?? { outcome: 'unhandled' } }
}

/** Waits until every card of the creator handed in so far is handled (the stream's end). */
export async function battleItemsSettled(creatorId: number) {
  await Promise.all((await handlers()).map((handler) => handler.settled?.(creatorId)))
}
