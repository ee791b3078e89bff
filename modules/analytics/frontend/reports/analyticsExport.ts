import type { AnalyticsDto, AnalyticsRange } from '../../shared/analytics'
import { analyticsCsv } from '../../shared/csv'

export const ANALYTICS_EXPORT_FORMATS = ['csv', 'json'] as const
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number]

const pad = (value: number) => String(value).padStart(2, '0')

/** analytics_{range}_{yyyyMMdd}.{csv|json}, dated on the exporting device's calendar. */
export function analyticsExportFileName(range: AnalyticsRange, format: AnalyticsExportFormat, at: Date): string {
  return `analytics_${range}_${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}.${format}`
}

/** The export's file content: the CSV of `powerdeck analytics --csv`, or the data object as the server sent it. */
export function analyticsExportContent(data: AnalyticsDto, format: AnalyticsExportFormat): string {
  return format === 'csv' ? analyticsCsv(data) : JSON.stringify(data, null, 2)
}
