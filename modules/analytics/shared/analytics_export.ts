import { csvField } from '../../../backend/core/shared/csv.js'
import type { AnalyticsDto, AnalyticsRange } from './analytics.js'

export const ANALYTICS_EXPORT_FORMATS = ['csv', 'json'] as const
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number]

const pad = (value: number) => String(value).padStart(2, '0')

/** analytics_{range}_{yyyyMMdd}.{csv|json}, dated on the exporting device's calendar. */
export function analyticsExportFileName(range: AnalyticsRange, format: AnalyticsExportFormat, at: Date): string {
  return `analytics_${range}_${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}.${format}`
}

/** A growth rate as exported: the percent, or empty when there is no previous period to compare with. */
const growthCell = (rate: number | null) => (rate === null ? '' : rate)

type Section = { title: string; header: string[]; rows: unknown[][] }

/**
 * The analytics answer as CSV: one titled section each for the overview, the creators, the
 * powerups by type, the top gifters and the trends, separated by an empty line. Every field goes
 * through the kernel's formula-safe `csvField`.
 */
export function analyticsCsv(data: AnalyticsDto): string {
  const { overview } = data
  const sections: Section[] = [
    {
      title: 'Overview',
      header: ['Metric', 'Value'],
      rows: [
        ['Date Range', data.range],
        ['From', data.from],
        ['To', data.to],
        ['Total Creators', overview.totalCreators],
        ['Active Creators', overview.activeCreators],
        ['Moderators', overview.totalModerators],
        ['Players', overview.totalPlayers],
        ['Powerups Granted', overview.totalPowerups],
        ['Gifts', overview.totalGifts],
        ['Revenue (diamonds)', overview.revenue],
        ['Growth Rate (%)', growthCell(overview.growthRate)],
      ],
    },
    {
      title: 'Creators',
      header: [
        'ID',
        'Name',
        'Email',
        'TikTok Username',
        'Active',
        'Players',
        'Moderators',
        'Powerups',
        'Gifts',
        'Revenue (diamonds)',
        'Growth Rate (%)',
        'Last Activity',
      ],
      rows: data.creators.map((creator) => [
        creator.id,
        creator.name,
        creator.email,
        creator.tiktokUsername,
        creator.isActive ? 'yes' : 'no',
        creator.totalPlayers,
        creator.totalModerators,
        creator.totalPowerups,
        creator.totalGifts,
        creator.revenue,
        growthCell(creator.growthRate),
        creator.lastActivity,
      ]),
    },
    {
      title: 'Powerups by Type',
      header: ['Type', 'Granted', 'Used', 'Utilization (%)'],
      rows: [
        ...data.powerups.byType.map((usage) => [usage.type, usage.granted, usage.used, usage.utilization]),
        ['Total', data.powerups.totalGranted, data.powerups.totalUsed, ''],
      ],
    },
    {
      title: 'Top Gifters',
      header: ['Username', 'Total Value (diamonds)', 'Gift Count'],
      rows: data.gifts.topGifters.map((gifter) => [gifter.username, gifter.totalValue, gifter.giftCount]),
    },
    {
      title: 'Trends',
      header: ['Date', 'Creators', 'Moderators', 'Players', 'Powerups', 'Gifts'],
      rows: data.trends.map((point) => [
        point.date,
        point.creators,
        point.moderators,
        point.players,
        point.powerups,
        point.gifts,
      ]),
    },
  ]
  const line = (cells: unknown[]) => cells.map(csvField).join(',')
  return sections
    .map((section) => [line([section.title]), line(section.header), ...section.rows.map(line)].join('\r\n'))
    .join('\r\n\r\n')
    .concat('\r\n')
}

/** The export's file content: JSON is the analytics data object as the server sent it. */
export function analyticsExportContent(data: AnalyticsDto, format: AnalyticsExportFormat): string {
  return format === 'csv' ? analyticsCsv(data) : JSON.stringify(data, null, 2)
}
