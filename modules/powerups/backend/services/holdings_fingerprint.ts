import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { whereUsable } from './usable.js'

/**
 * What the players list's `powerups` depend on, in three numbers: the usable holdings now,
 * their ids and their units. A grant adds a row, a use takes a unit, a deactivation or an
 * expiry drops a row from the usable ones: each changes them.
 */
export async function usableHoldingsFingerprint(creatorId: number, now: DateTime = DateTime.now()) {
  const row = await whereUsable(db.from('powerup_holdings').where('creator_id', creatorId), now)
    .select(
      db.raw('count(*) as total'),
      db.raw('coalesce(sum(id), 0) as ids'),
      db.raw('coalesce(sum(count), 0) as units')
    )
    .first()
  return [row?.total, row?.ids, row?.units].map(Number)
}
