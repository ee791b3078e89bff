import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { extensionPoint } from './shared/extensions.js'
import { storedTimestamp } from './database/days.js'

/*
| The activity figures contract: the figures every module reports for the analytics (per creator and
| UTC day) and the extension point they contribute their source to. In the kernel, so contributing
| modules depend on the kernel only, not on the analytics module that reads them.
*/

/**
 * Figures that add up day by day: a period's value is the sum of its days. Days are UTC days.
 * - gifts: gifts received (a streak of 5 counts 5); diamonds: their diamond total
 * - grants / uses: powerup units granted / used
 * - newPlayers: players added; chatMessages: chat messages received
 * - liveSessions: live sessions started; liveMinutes: minutes live (a session spanning midnight splits)
 * - moderatorActions: audit entries written by the creator's moderators
 * - creatorLogins / moderatorLogins: sign-ins
 * - systemErrors / liveKioskErrors / apiErrors / tiktokErrors: errors recorded by category
 * - matches / matchWins: TikTok matches started (won) that day; matchUses: powerups used during a match
 */
export const ADDITIVE_FIGURES = [
  'gifts',
  'diamonds',
  'grants',
  'uses',
  'newPlayers',
  'chatMessages',
  'liveSessions',
  'liveMinutes',
  'moderatorActions',
  'creatorLogins',
  'moderatorLogins',
  'systemErrors',
  'liveKioskErrors',
  'apiErrors',
  'tiktokErrors',
  'matches',
  'matchWins',
  'matchUses',
] as const
export type AdditiveFigure = (typeof ADDITIVE_FIGURES)[number]

/**
 * Figures that count distinct people: a period's value is not the sum of its days, so a source
 * answers them for a day (stored in the rollup for trends) and for any period (`distinct`).
 * - activePlayers: players who received or used a powerup
 * - chatters: distinct chat senders; activeModerators: moderators who acted
 */
export const DISTINCT_FIGURES = ['activePlayers', 'chatters', 'activeModerators'] as const
export type DistinctFigure = (typeof DISTINCT_FIGURES)[number]

/** Figures of now, not of a period: roster sizes, held units, whether the creator is live (1/0). */
export const CURRENT_FIGURES = ['totalPlayers', 'totalModerators', 'activePowerups', 'isLive'] as const
export type CurrentFigure = (typeof CURRENT_FIGURES)[number]

export type DayFigure = AdditiveFigure | DistinctFigure

/** A creator's figures on one UTC day ('YYYY-MM-DD'); a missing figure is 0. */
export interface CreatorDayFigures {
  creatorId: number
  day: string
  figures: Partial<Record<DayFigure, number>>
}

/** One gifter's gifts to a creator on one UTC day, for Top Gifters. */
export interface GifterDayFigures {
  creatorId: number
  day: string
  gifter: string
  diamonds: number
  gifts: number
}

/** Powerup units of one type granted and used for a creator on one UTC day, for Powerup Usage by type. */
export interface PowerupTypeDayFigures {
  creatorId: number
  day: string
  type: string
  granted: number
  used: number
}

/** Half-open time range [from, to) of whole UTC days, optionally for some creators only. */
export interface FigureRange {
  from: Date
  to: Date
  creatorIds?: number[]
}

/**
 * The figures their module adds to the rollups as it stores them (addRecordedGifts with each gift
 * batch, addRecordedChat with each chat flush): never recomputed from the activity outbox, only by
 * a rebuild, so a live room costs what it sends, not a day's recount a second.
 */
export const RECORDED_FIGURES: readonly DayFigure[] = ['gifts', 'diamonds', 'chatMessages', 'chatters']

/**
 * A module's part of the platform's figures, computed exactly from its own tables. The analytics
 * module rolls `daily` and `powerupTypes` up per creator and day again for a day the module wrote
 * an activity fact for (`recordActivity(trx, …)` from #core/activity, in the change's transaction),
 * and everything all over by
 * `node ace analytics:rebuild`. Gifts and chat (RECORDED_FIGURES) are not recomputed per day: the
 * module that stores them adds them to the rollups in the same transaction, so keeping a busy day
 * current costs what changed, not the day; `recordedDaily` and `gifters` compute them for a rebuild.
 */
export interface ActivityFigureSource {
  daily?(range: FigureRange): Promise<CreatorDayFigures[]>
  /** RECORDED_FIGURES from the module's tables, for a rebuild, read with its transaction `client`. */
  recordedDaily?(range: FigureRange, client: QueryClientContract): Promise<CreatorDayFigures[]>
  /** Gifts per gifter from the module's tables, for a rebuild (Top Gifters), read with `client`. */
  gifters?(range: FigureRange, client: QueryClientContract): Promise<GifterDayFigures[]>
  /** Units granted and used per powerup type (the powerups module's source). */
  powerupTypes?(range: FigureRange): Promise<PowerupTypeDayFigures[]>
  /** Distinct counts of one creator over [from, to). */
  distinct?(creatorId: number, from: Date, to: Date): Promise<Partial<Record<DistinctFigure, number>>>
  current?(creatorIds: number[]): Promise<Map<number, Partial<Record<CurrentFigure, number>>>>
}

type Lazy<T> = () => Promise<{ default: T }>

/**
 * A module contributes its figures in its manifest
 * (`contributes: [contribute(ACTIVITY_FIGURES, () => import('./activity_figures.js'))]`).
 */
export const ACTIVITY_FIGURES = extensionPoint<Lazy<ActivityFigureSource>>('core.activityFigures')

/**
 * Limits a source's query to a figure range: `column` (a timestamp) in [from, to) as stored,
 * and the range's creators if it names some.
 */
export function whereInRange<Q extends DatabaseQueryBuilderContract>(query: Q, column: string, range: FigureRange): Q {
  query.where(column, '>=', storedTimestamp(range.from)).where(column, '<', storedTimestamp(range.to))
  if (range.creatorIds) query.whereIn('creator_id', range.creatorIds)
  return query
}

/** Rows of `creator_id, day, total` (one query per figure) merged into a source's daily figures. */
export function collectDayFigures(
  parts: [DayFigure, Array<{ creator_id: unknown; day: unknown; total: unknown }>][]
): CreatorDayFigures[] {
  const byKey = new Map<string, CreatorDayFigures>()
  for (const [figure, rows] of parts) {
    for (const row of rows) {
      const creatorId = Number(row.creator_id)
      const day = String(row.day)
      const key = `${creatorId}:${day}`
      let entry = byKey.get(key)
      if (!entry) byKey.set(key, (entry = { creatorId, day, figures: {} }))
      entry.figures[figure] = Number(row.total)
    }
  }
  return [...byKey.values()]
}
