import vine from '@vinejs/vine'
import { idNumber, withMessages } from '#core/http/validation'
import { ANALYTICS_RANGES, STATISTICS_PERIODS } from '../shared/analytics.js'

/** GET /api/analytics query. */
export const analyticsQueryValidator = withMessages(
  vine.compile(
    vine.object({
      dateRange: vine.enum(ANALYTICS_RANGES).optional(),
      creatorId: idNumber().optional(),
      search: vine.string().trim().maxLength(100).optional(),
    })
  ),
  {
    'dateRange.enum': `dateRange must be one of ${ANALYTICS_RANGES.join(', ')}`,
    'creatorId.number': 'creatorId must be a creator id',
    'creatorId.withoutDecimals': 'creatorId must be a creator id',
    'creatorId.min': 'creatorId must be a creator id',
    'creatorId.max': 'creatorId must be a creator id',
    'search.maxLength': 'search must be at most 100 characters',
  }
)

/** GET /api/admin/creators/:id/statistics query (the input guard answers 404 for an `:id` that is no id). */
export const statisticsQueryValidator = withMessages(
  vine.compile(vine.object({ period: vine.enum(STATISTICS_PERIODS).optional() })),
  {
    'period.enum': `period must be one of ${STATISTICS_PERIODS.join(', ')}`,
  }
)
