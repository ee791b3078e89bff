import db from '@adonisjs/lucid/services/db'
import { utcDaySql } from '#core/database/days'
import { collectDayFigures, whereInRange, type ActivityFigureSource } from '#core/activity_figures'

/** Players' figures for analytics: players added per day and the roster size now. */
const playerFigures: ActivityFigureSource = {
  async daily(range) {
    const day = utcDaySql('created_at')
    const added = await whereInRange(db.from('players'), 'created_at', range)
      .select('creator_id', db.raw(`${day} as day`), db.raw('count(*) as total'))
      .groupByRaw(`creator_id, ${day}`)
    return collectDayFigures([['newPlayers', added]])
  },

  async current(creatorIds) {
    const rows = await db
      .from('players')
      .whereIn('creator_id', creatorIds)
      .select('creator_id', db.raw('count(*) as total'))
      .groupBy('creator_id')
    return new Map(rows.map((row) => [Number(row.creator_id), { totalPlayers: Number(row.total) }]))
  },
}

export default playerFigures
