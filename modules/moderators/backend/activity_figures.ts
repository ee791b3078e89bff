import type { ActivityFigureSource } from '#core/activity_figures'
import { moderatorCounts } from './services/moderator_queries.js'

/** Moderators' figure for analytics: the creator's moderators now (active and pending, not deactivated). */
const moderatorFigures: ActivityFigureSource = {
  async current(creatorIds) {
    const counts = await moderatorCounts(creatorIds)
    return new Map(creatorIds.map((id) => [id, { totalModerators: counts.get(id) ?? 0 }]))
  },
}

export default moderatorFigures
