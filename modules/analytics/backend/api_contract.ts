import { defineApiContract } from '#core/api_contract/contract'
import { analyticsQueryValidator, statisticsQueryValidator } from './validators.js'

/** docs/api/analytics.md */
export default defineApiContract({
  tag: 'Analytics',
  description: 'Platform figures and one creator’s statistics (admins).',
  routes: {
    'analytics.index': {
      summary: 'Platform analytics',
      query: analyticsQueryValidator,
      responses: { 200: 'AnalyticsResponse' },
    },
    'analytics.statistics': {
      summary: 'A creator’s statistics',
      query: statisticsQueryValidator,
      responses: { 200: 'CreatorStatisticsResponse' },
    },
  },
})
