import db from '@adonisjs/lucid/services/db'
import type { ActivityFigureSource, CreatorDayFigures, FigureRange } from '#core/activity_figures'
import { storedTimestamp, utcDaySql } from '#core/database/days'

/** Per creator and UTC day: matches started, won, and powerups used during a match (not undone). */
const matchFigures: ActivityFigureSource = {
  async daily(range: FigureRange): Promise<CreatorDayFigures[]> {
    const started = utcDaySql('started_at')
    const matches = db
      .from('matches')
      .where('started_at', '>=', storedTimestamp(range.from))
      .where('started_at', '<', storedTimestamp(range.to))
      .select('creator_id', db.raw(`${started} as day`))
      .count('* as matches')
      .select(db.raw(`sum(case when result = 'win' then 1 else 0 end) as wins`))
      .groupByRaw(`creator_id, ${started}`)
    const usedDay = utcDaySql('u.used_at')
    const uses = db
      .from('match_uses as mu')
      .join('powerup_uses as u', 'u.id', 'mu.use_id')
      .whereNull('u.undone_at')
      .where('u.used_at', '>=', storedTimestamp(range.from))
      .where('u.used_at', '<', storedTimestamp(range.to))
      .select('mu.creator_id', db.raw(`${usedDay} as day`))
      .count('* as uses')
      .groupByRaw(`mu.creator_id, ${usedDay}`)
    if (range.creatorIds) {
      matches.whereIn('creator_id', range.creatorIds)
      uses.whereIn('mu.creator_id', range.creatorIds)
    }
    const rows = new Map<string, CreatorDayFigures>()
    const row = (creatorId: number, day: string) => {
      const key = `${creatorId}:${day}`
      if (!rows.has(key)) rows.set(key, { creatorId, day, figures: {} })
      return rows.get(key)!
    }
    for (const match of await matches) {
      const figures = row(Number(match.creator_id), String(match.day)).figures
      figures.matches = Number(match.matches)
      figures.matchWins = Number(match.wins ?? 0)
    }
    for (const use of await uses) row(Number(use.creator_id), String(use.day)).figures.matchUses = Number(use.uses)
    return [...rows.values()]
  },
}

export default matchFigures
