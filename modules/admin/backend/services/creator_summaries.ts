import { contributionsTo } from '#core/module_loader'
import { CREATOR_SUMMARY, type CreatorSummary } from '#core/back_office'

const EMPTY: CreatorSummary = { players: 0, powerups: 0, moderators: 0, totalGifts: 0, lastActivity: null }

/** Merges what each module knows about the given creators (players, powerups, gifts…). */
export async function creatorSummaries(creatorIds: number[]) {
  const merged = new Map<number, CreatorSummary>(creatorIds.map((id) => [id, { ...EMPTY }]))
  if (!creatorIds.length) return merged
  for (const load of contributionsTo(CREATOR_SUMMARY)) {
    const provide = (await load()).default
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
