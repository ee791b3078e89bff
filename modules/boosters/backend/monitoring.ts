import type { MonitoringContribution } from '#core/back_office'
import { battleCardStats } from './services/battle_cards_service.js'

/** The battle cards this process handled since it started, in the admin's API monitoring. */
export default async function boostersMonitoring(): Promise<MonitoringContribution> {
  const stats = battleCardStats()
  // Unknown cards need a new version of the module; a failed card was not applied (a replay retries it).
  const status = stats.failed ? 'error' : stats.unknownCards ? 'warning' : 'healthy'
  return {
    apis: { battleBoosters: { status, ...stats } },
    services: [
      {
        id: 'battle-boosters',
        name: 'Battle booster sync',
        status,
        detail:
          `${stats.messages} cards: ${stats.unitsCredited} units credited, ${stats.unitsUsed} used, ` +
          `${stats.duplicates} replays ignored, ${stats.unknownCards} unknown cards, ${stats.unmapped} unmapped, ` +
          `${stats.opponent} for the opponent, ${stats.noUnit} uses without a unit, ${stats.noPlayer} without a player, ` +
          `${stats.refused} refused by the maximum` +
          (stats.failed ? `, ${stats.failed} failed` : ''),
      },
    ],
  }
}
