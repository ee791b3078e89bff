import modules from '#config/modules'
import User from '#core/users/user'
import type { CreatorSummary } from '#core/modules'

const EMPTY: CreatorSummary = { players: 0, powerups: 0, moderators: 0, totalGifts: 0, lastActivity: null }

/** Merges what each module knows about the given creators (players, powerups, gifts…). */
export async function creatorSummaries(creatorIds: number[]) {
  const merged = new Map<number, CreatorSummary>(creatorIds.map((id) => [id, { ...EMPTY }]))
  if (!creatorIds.length) return merged
  for (const module of modules) {
    if (!module.creatorSummary) continue
    const provide = (await module.creatorSummary()).default
    for (const [id, part] of await provide(creatorIds)) {
      const current = merged.get(id)
      if (!current) continue
      const lastActivity =
        part.lastActivity && (!current.lastActivity || part.lastActivity > current.lastActivity)
          ? part.lastActivity
          : current.lastActivity
      merged.set(id, { ...current, ...part, lastActivity })
    }
  }
  return merged
}

/** Creators asked of the modules at once when adding up every creator's figures. */
const TOTALS_CHUNK = 500

/**
 * The Creator Management cards, over every creator whatever page the list shows: how many,
 * active, inactive, and their usable powerups added up.
 */
export async function creatorTotals() {
  const creators = await User.query().where('role', 'CREATOR').select('id', 'is_active')
  let powerups = 0
  for (let i = 0; i < creators.length; i += TOTALS_CHUNK) {
    const summaries = await creatorSummaries(creators.slice(i, i + TOTALS_CHUNK).map((creator) => creator.id))
    for (const summary of summaries.values()) powerups += summary.powerups
  }
  const active = creators.filter((creator) => creator.isActive).length
  return { total: creators.length, active, inactive: creators.length - active, powerups }
}
