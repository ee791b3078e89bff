import type { AnalyticsDto, AnalyticsRange } from '../../shared/analytics'
import { analyticsCsv } from '../../shared/csv'
import { compactDate } from '../statistics/format'

export const ANALYTICS_EXPORT_FORMATS = ['csv', 'json'] as const
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number]

/** analytics_{range}_{yyyyMMdd}.{csv|json}, dated in the display time zone like the statistics export. */
export function analyticsExportFileName(range: AnalyticsRange, format: AnalyticsExportFormat, at: Date): string {
  return `analytics_${range}_${compactDate(at)}.${format}`
}

/** The export's file content: the CSV of `powerdeck analytics --csv`, or the data object as the server sent it. */
export function analyticsExportContent(data: AnalyticsDto, format: AnalyticsExportFormat): string {
  return format === 'csv' ? analyticsCsv(data) : JSON.stringify(data, null, 2)
}
