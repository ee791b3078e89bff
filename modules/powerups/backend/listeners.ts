import { extendPlayers } from '#modules/players/backend/services/player_extensions'
import { activeHoldingsByPlayer, grantStarterPack } from './services/powerups_service.js'
import { usableHoldingsFingerprint } from './services/holdings_fingerprint.js'

/** Players carry their usable holdings, and a new player gets the starter pack. */
export default function registerPowerupListeners() {
  extendPlayers('powerups', {
    present: async (creatorId, playerIds) => {
      const holdings = await activeHoldingsByPlayer(creatorId, playerIds)
      return new Map(playerIds.map((id) => [id, { powerups: holdings.get(id) ?? [] }]))
    },
    fingerprint: usableHoldingsFingerprint,
    onCreated: grantStarterPack,
  })
}
