import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import PowerupHolding from '../../models/powerup_holding.js'

/**
 * A holding written straight to the ledger (no audit entry, no policy), for expiry situations
 * the API cannot create. Give it `creatorId` and `playerId`; `originalCount` follows `count`.
 */
export const PowerupHoldingFactory = factory
  .define(PowerupHolding, () => ({
    type: 'glove' as PowerupHolding['type'],
    count: 1,
    isActive: true,
    expiresAt: DateTime.now().plus({ days: 5 }) as DateTime | null,
    grantedBy: null,
    grantedByName: 'Test',
    source: 'api' as PowerupHolding['source'],
  }))
  .before('create', (_factory, holding) => {
    holding.originalCount ??= holding.count
  })
  .build()
