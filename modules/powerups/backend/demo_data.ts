import { DateTime, type DurationLikeObject } from 'luxon'
import { Acting } from '#core/acting/acting'
import type { DemoContext } from '#core/modules'
import User from '#core/users/user'
import PowerupHolding from './models/powerup_holding.js'
import { grantPowerup, usePowerup } from './services/powerups_service.js'
import type { PowerupType } from '../shared/powerups.js'

/** Grants on top of the starter packs: player, type, count, time left (hours make a unit urgent). */
type DemoGrant = [player: string, type: PowerupType, count: number, lifetime: DurationLikeObject]

const FIRST_CREATOR: DemoGrant[] = [
  ['NightOwl_Gamer', 'time-maker', 2, { hours: 2 }],
  ['NightOwl_Gamer', 'stun-hammer', 1, { days: 3 }],
  ['LunaStreams', 'no2-booster', 3, { hours: 10 }],
  ['LunaStreams', 'mist', 1, { minutes: 12 }],
  ['PixelPanda', 'no3-booster', 1, { days: 1 }],
  ['Marcus_TheBeast', 'glove', 4, { days: 6 }],
  ['SakuraBlossom', 'time-maker', 1, { hours: 30 }],
  ['QueenBee_22', 'stun-hammer', 2, { days: 5 }],
]
const SECOND_CREATOR: DemoGrant[] = [
  ['TacoTuesday', 'no2-booster', 2, { days: 2 }],
  ['RainyDayRae', 'time-maker', 1, { hours: 8 }],
]

/** Grants through the service (audit trail included), then sets the demo's exact expiry. */
async function grantAll(acting: Acting, grants: DemoGrant[]) {
  for (const [playerName, type, count, lifetime] of grants) {
    const { holding } = await grantPowerup(acting, { playerName, type, count })
    const row = await PowerupHolding.findOrFail(holding.id)
    row.expiresAt = DateTime.now().plus(lifetime)
    await row.save()
  }
}

/** A mix of holdings for the demo creators and a use (the moderators module adds its moderator's). */
export default async function seedPowerups({ creatorIds }: DemoContext) {
  const creatorActing = async (creatorId: number) =>
    Acting.forUser(await User.findOrFail(creatorId), { source: 'kiosk' })
  const first = await creatorActing(creatorIds[0])
  await grantAll(first, FIRST_CREATOR)
  await grantAll(await creatorActing(creatorIds[1]), SECOND_CREATOR)

  await usePowerup(first, { playerName: 'NightOwl_Gamer', type: 'mist' })
}
