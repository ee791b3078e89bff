import { DateTime } from 'luxon'
import { defineResource } from '#core/resources/resource'
import { ApiError } from '#core/http/api_error'
import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type PowerupHolding from './models/powerup_holding.js'
import { whereUsable } from './services/usable.js'
import { holdingRecord } from './serializers.js'
import { canonicalType } from '../shared/powerups.js'

type Query = ModelQueryBuilderContract<LucidModel, LucidRow>

/** `usable: true` → can be used now; `false` → used up, deactivated or expired. */
function usableFilter(query: Query, value: unknown) {
  if (typeof value !== 'boolean') throw new ApiError(400, 'The usable filter must be true or false')
  const now = DateTime.now()
  if (value) whereUsable(query, now)
  else query.whereNot((q) => whereUsable(q, now))
}

function typeFilter(query: Query, value: unknown) {
  const type = canonicalType(value)
  if (!type) throw new ApiError(400, `Invalid powerup type: ${String(value).slice(0, 40)}`)
  query.where('type', type)
}

/** react-admin's ledger view, list only: every holding of the creator, used up and expired included. */
export const holdingsResource = defineResource({
  name: 'powerup-holdings',
  roles: ['CREATOR', 'MODERATOR'],
  model: () => import('./models/powerup_holding.js'),
  tenantColumn: 'creator_id',
  sortable: ['expiresAt', 'createdAt', 'type', 'count', 'playerId'],
  filters: {
    type: typeFilter,
    playerId: 'player_id',
    source: 'source',
    isActive: 'is_active',
    usable: usableFilter,
  },
  serialize: (row: PowerupHolding) => holdingRecord(row),
})
