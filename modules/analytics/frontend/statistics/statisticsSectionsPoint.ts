import type { ComponentType } from 'react'
import { extensionPoint } from '@shell'
import type { CreatorStatisticsDto } from '../../shared/analytics'

/** What a contributed section gets: the creator's statistics over the chosen period. */
export interface CreatorStatisticsSectionProps {
  creatorId: number
  statistics: CreatorStatisticsDto
}

/**
 * A section of the creator statistics page, under the four tiles (the matches module's Matches card):
 * it shows figures of the answer (`statistics`), with its own texts.
 */
export interface CreatorStatisticsSection {
  id: string
  /** Position among the sections, ascending. */
  order: number
  component: () => Promise<{ default: ComponentType<CreatorStatisticsSectionProps> }>
}

export const CREATOR_STATISTICS_SECTIONS = extensionPoint<CreatorStatisticsSection>(
  'analytics.creatorStatisticsSections'
)
