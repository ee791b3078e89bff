import { useQuery, keepPreviousData } from '@tanstack/react-query'
import { api, ApiError, downloadFile, type Toast, type Translate } from '@shell'
import type { CreatorStatisticsResponse, StatisticsPeriod } from '../../shared/analytics'
import { compactDate } from './format'

/** What a non-admin is told on the way to /dashboard (docs/api/analytics.md): message keys. */
export const ACCESS_DENIED: Toast = {
  title: 'analytics.accessDenied.title',
  description: 'analytics.accessDenied.description',
  variant: 'error',
}

/** The answer as read: `data` may be absent (the empty state). */
export type StatisticsAnswer = Omit<CreatorStatisticsResponse, 'data'> & { data?: CreatorStatisticsResponse['data'] }

export const statisticsKeys = {
  creator: (creatorId: string, period: StatisticsPeriod) => ['analytics', 'creator-statistics', creatorId, period],
}

/** GET /api/admin/creators/{id}/statistics (docs/api/analytics.md); a failure carries the body's `error`. */
export function useCreatorStatistics(creatorId: string, period: StatisticsPeriod) {
  return useQuery({
    queryKey: statisticsKeys.creator(creatorId, period),
    queryFn: () =>
      api.get<StatisticsAnswer>(`/api/admin/creators/${encodeURIComponent(creatorId)}/statistics`, {
        query: { period },
      }),
    retry: false,
    placeholderData: keepPreviousData,
  })
}

/** The server's error text, else 'Failed to fetch creator statistics', else 'An unexpected error occurred.' (docs/api/analytics.md) */
export function statisticsFailure(error: unknown, translate: Translate): string {
  if (error instanceof ApiError)
    return error.serverMessage ? error.message : translate('analytics.statistics.fetchFailed')
  return translate('analytics.statistics.unexpected')
}

/** creator_statistics_{name, spaces as underscores}_{period}_{yyyyMMdd}.json (docs/api/analytics.md). */
export function exportFileName(creatorName: string, period: StatisticsPeriod, now: Date = new Date()) {
  return `creator_statistics_${creatorName.replace(/\s/g, '_')}_${period}_${compactDate(now)}.json`
}

/** Downloads the creator and the statistics shown as a JSON file, on the device (no server call). */
export function exportStatistics(answer: Required<StatisticsAnswer>, now: Date = new Date()) {
  const name = exportFileName(answer.creator.name, answer.data.period, now)
  const content = JSON.stringify({ creator: answer.creator, statistics: answer.data }, null, 2)
  downloadFile(name, content, 'application/json')
  return name
}
