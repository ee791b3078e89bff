import type { BattleItemHandler } from '#modules/live/backend/public'
import { battleCardsSettled, handleBattleCard } from './services/battle_cards_service.js'

/** The boosters module's part of live's BATTLE_ITEM_HANDLERS: cards credit and consume powerups. */
const handler: BattleItemHandler = {
  handle: (creatorId, event) => handleBattleCard(creatorId, event),
  settled: battleCardsSettled,
}

export default handler
