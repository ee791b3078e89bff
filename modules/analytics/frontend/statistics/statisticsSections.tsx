import { lazy, Suspense, type ComponentType } from 'react'
import Box from '@mui/material/Box'
import { useContributions } from '@shell'
import {
  CREATOR_STATISTICS_SECTIONS,
  type CreatorStatisticsSection,
  type CreatorStatisticsSectionProps,
} from './statisticsSectionsPoint'

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
