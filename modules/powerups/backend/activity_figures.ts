import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { utcDaySql } from '#core/database/days'
import { collectDayFigures, whereInRange, type ActivityFigureSource, type FigureRange } from '#core/activity_figures'
import { STANDING_UNITS, whereGrantStands, whereUseStands } from './services/standing.js'
import { whereUsable } from './services/usable.js'
import { activePlayerIdsOf } from '#modules/players/backend/public'

const grantDay = () => utcDaySql('created_at')
const useDay = () => utcDaySql('used_at')

/** Grants (units) and uses of the range that stand, per creator, day and type. */
function ledgerByDay(range: FigureRange, group: string[]) {
  const columns = ['creator_id', ...group]
  return Promise.all([
    whereInRange(whereGrantStands(db.from('powerup_holdings')), 'created_at', range)
      .select(...columns, db.raw(`${grantDay()} as day`), db.raw(`sum(${STANDING_UNITS}) as total`))
      .groupByRaw(`${columns.join(', ')}, ${grantDay()}`),
    whereInRange(whereUseStands(db.from('powerup_uses')), 'used_at', range)
      .select(...columns, db.raw(`${useDay()} as day`), db.raw('count(*) as total'))
      .groupByRaw(`${columns.join(', ')}, ${useDay()}`),
  ])
}

/** Players who received or used a powerup in the range (what stands), one row per creator, day and player. */
const activePlayersTable = (range: FigureRange) => (query: DatabaseQueryBuilderContract) =>
  whereInRange(whereGrantStands(query.from('powerup_holdings')), 'created_at', range)
    .select('creator_id', 'player_id', db.raw(`${grantDay()} as day`))
    .union((used) =>
      whereInRange(whereUseStands(used.from('powerup_uses')), 'used_at', range).select(
        'creator_id',
        'player_id',
        db.raw(`${useDay()} as day`)
      )
    )
    .as('active')

/**
 * The ledger's figures for analytics: units granted (starter packs included) and uses per day,
 * players who received or used a powerup, units per type (undone grants and uses as in
 * ./services/standing.ts), and the usable units held now.
 */
const powerupFigures: ActivityFigureSource = {
  async daily(range) {
    const [[grants, uses], active] = await Promise.all([
      ledgerByDay(range, []),
      db
        .from(activePlayersTable(range))
        .select('creator_id', 'day', db.raw('count(distinct player_id) as total'))
        .groupBy('creator_id', 'day'),
    ])
    return collectDayFigures([
      ['grants', grants],
      ['uses', uses],
      ['activePlayers', active],
    ])
  },

  async powerupTypes(range) {
    const [grants, uses] = await ledgerByDay(range, ['type'])
    const byKey = new Map<string, { creatorId: number; day: string; type: string; granted: number; used: number }>()
    const entry = (row: { creator_id: unknown; day: unknown; type: string }) => {
      const key = `${row.creator_id}:${row.day}:${row.type}`
      let found = byKey.get(key)
      if (!found) {
        found = { creatorId: Number(row.creator_id), day: String(row.day), type: row.type, granted: 0, used: 0 }
        byKey.set(key, found)
      }
      return found
    }
    for (const row of grants) entry(row).granted = Number(row.total)
    for (const row of uses) entry(row).used = Number(row.total)
    return [...byKey.values()]
  },

  async distinct(creatorId, from, to) {
    const row = await db
      .from(activePlayersTable({ from, to, creatorIds: [creatorId] }))
      .select(db.raw('count(distinct player_id) as total'))
      .first()
    return { activePlayers: Number(row?.total ?? 0) }
  },

  async current(creatorIds) {
    // Active players' units, as the creator's My Active Powerups counts them.
    const rows = await whereUsable(db.from('powerup_holdings').whereIn('creator_id', creatorIds), DateTime.now())
      .whereIn('player_id', activePlayerIdsOf(creatorIds))
      .select('creator_id', db.raw('sum(count) as total'))
      .groupBy('creator_id')
    return new Map(rows.map((row) => [Number(row.creator_id), { activePowerups: Number(row.total) }]))
  },
}

export default powerupFigures
