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

/** GET /api/admin/creators/:id/statistics: the creator id and the period. */
export const statisticsQueryValidator = withMessages(
  vine.compile(
    vine.object({
      id: idNumber(),
      period: vine.enum(STATISTICS_PERIODS).optional(),
    })
  ),
  {
    'id.number': 'Creator not found',
    'id.withoutDecimals': 'Creator not found',
    'id.min': 'Creator not found',
    'id.max': 'Creator not found',
    'period.enum': `period must be one of ${STATISTICS_PERIODS.join(', ')}`,
  }
)
