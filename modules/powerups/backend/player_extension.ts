import { loadOnce } from '#core/shared/load_once'
import type { PlayerExtension } from '#modules/players/backend/public'

/*
| What powerups adds to players (contributed to players' PLAYER_EXTENSIONS in the manifest):
| each player's usable holdings as `powerups`, their part of the list's ETag, and the starter
| pack in a new player's creation transaction, the ledger's move when two players merge, and the
| activity facts of the ledger's days when a player goes or merges (their figures change). The services
| load when first used, once.
*/
const reads = loadOnce(() => import('./services/ledger_reads.js'))
const playerLedger = loadOnce(() => import('./services/player_ledger.js'))
const fingerprints = loadOnce(() => import('./services/holdings_fingerprint.js'))
const ledgerDays = loadOnce(() => import('./services/ledger_days.js'))

export const powerupsOfPlayers: PlayerExtension = {
  defaults: { powerups: [] },
  async present(creatorId, playerIds, client) {
    const holdings = await (await reads()).activeHoldingsByPlayer(creatorId, playerIds, client)
    return new Map(playerIds.map((id) => [id, { powerups: holdings.get(id) ?? [] }]))
  },
  fingerprint: async (creatorId, now) => (await fingerprints()).usableHoldingsFingerprint(creatorId, now),
  onCreated: async (acting, player, trx) => (await playerLedger()).grantStarterPack(acting, player, trx),
  onMerged: async (acting, { into, from }, trx) => {
    await (await ledgerDays()).ledgerDaysChanged(acting.requireCreatorId(), from.id, trx)
    return (await playerLedger()).movePlayerLedger(acting.requireCreatorId(), from.id, into.id, trx)
  },
  onDeleted: async (acting, player, trx) =>
    (await ledgerDays()).ledgerDaysChanged(acting.requireCreatorId(), player.id, trx),
}
