import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import PowerupUse from '../../models/powerup_use.js'

/**
 * A use written straight to the ledger (the holding's count is not touched, no audit entry), for
 * figures at chosen times. Give it `holdingId`, `playerId`, `creatorId` and `type`.
 */
export const PowerupUseFactory = factory
  .define(PowerupUse, () => ({
    usedBy: null,
    usedByName: 'Test',
    source: 'api' as PowerupUse['source'],
    usedAt: DateTime.now(),
  }))
  .build()
