/**
 * The analytics frontend's public surface (docs/architecture.md "Extension points"):
 * - `CREATOR_STATISTICS_SECTIONS` ('analytics.creatorStatisticsSections'): `{ id, order, component }`,
 *   a section of /admin/creators/:id/statistics under the four tiles; the component gets
 *   `{ creatorId, statistics }` (the CreatorStatisticsDto of the chosen period) and brings its own texts.
 */
export {
  CREATOR_STATISTICS_SECTIONS,
  type CreatorStatisticsSection,
  type CreatorStatisticsSectionProps,
} from './statistics/statisticsSectionsPoint'
export type { CreatorStatisticsDto } from '../shared/analytics'
