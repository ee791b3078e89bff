import { Acting } from '#core/acting/acting'
import type { DemoContext } from '#core/modules'
import User from '#core/users/user'
import { grantPowerup, usePowerup } from '#modules/powerups/backend/public'
import { seedDemoModerator } from './services/moderator_accounts.js'

/**
 * The core's demo moderator `demo-mod` gets a profile with every permission, then grants and uses a
 * powerup for the first demo creator (after the powerups module's demo holdings).
 */
export default async function moderatorsDemoData({ creatorIds, moderatorId }: DemoContext) {
  await seedDemoModerator(moderatorId)
  const creator = Acting.forUser(await User.findOrFail(creatorIds[0]), { source: 'kiosk' })
  const moderator = await User.findOrFail(moderatorId)
  const byModerator = creator.with({ identity: { type: 'MODERATOR', id: moderator.id, name: moderator.name } })
  await grantPowerup(byModerator, { playerName: 'DiegoPlays', type: 'no3-booster', count: 2 })
  await usePowerup(byModerator, { playerName: 'PixelPanda', type: 'glove' })
}
