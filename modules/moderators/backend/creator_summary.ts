import type { CreatorSummaryProvider } from '#core/back_office'
import { moderatorCounts } from './services/moderator_queries.js'

/** Current moderators per creator, for the admin's creator list. */
const moderatorsSummary: CreatorSummaryProvider = async (creatorIds) => {
  const counts = await moderatorCounts(creatorIds)
  return new Map(creatorIds.map((id) => [id, { moderators: counts.get(id) ?? 0 }]))
}

export default moderatorsSummary
