import { lazy, Suspense, type ComponentType } from 'react'
import Box from '@mui/material/Box'
import { extensionPoint, useContributions } from '@shell'
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

const loaded = new Map<CreatorStatisticsSection['component'], ComponentType<CreatorStatisticsSectionProps>>()
const componentOf = (section: CreatorStatisticsSection) => {
  let component = loaded.get(section.component)
  if (!component) loaded.set(section.component, (component = lazy(section.component)))
  return component
}

/** The contributed sections (CREATOR_STATISTICS_SECTIONS), in order. */
export function CreatorStatisticsSections(props: CreatorStatisticsSectionProps) {
  const sections = [...useContributions(CREATOR_STATISTICS_SECTIONS)].sort((a, b) => a.order - b.order)
  if (!sections.length) return null
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      {sections.map((section) => {
        const Section = componentOf(section)
        return (
          <Suspense key={section.id} fallback={null}>
            <Section {...props} />
          </Suspense>
        )
      })}
    </Box>
  )
}
