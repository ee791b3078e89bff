import { csvField } from '../../../backend/core/shared/csv.js'
import type { AnalyticsDto } from './analytics.js'

type Row = readonly unknown[]

/** One titled table of the export: its title line, header, rows, then a blank line. */
function section(title: string, header: Row, rows: Row[]): Row[] {
  return [[title], header, ...rows, []]
}

/**
 * GET /api/analytics' data as one CSV document (RFC 4180, formula-safe): the sections Overview,
 * Creators, Powerups by type, Top gifters and Trends, each a title line, a header and its rows.
 */
export function analyticsCsv(data: AnalyticsDto): string {
  const { overview, creators, powerups, gifts, trends } = data
  const rows: Row[] = [
    ['Range', data.range, data.from, data.to],
    [],
    ...section(
      'Overview',
      ['metric', 'value'],
      Object.entries(overview).map(([metric, value]) => [metric, value])
    ),
    ...section(
      'Creators',
      [
        'id',
        'name',
        'email',
        'tiktokUsername',
        'isActive',
        'totalPlayers',
        'totalModerators',
        'totalPowerups',
        'totalGifts',
        'revenue',
        'lastActivity',
        'growthRate',
      ],
      creators.map((row) => [
        row.id,
        row.name,
        row.email,
        row.tiktokUsername,
        row.isActive,
        row.totalPlayers,
        row.totalModerators,
        row.totalPowerups,
        row.totalGifts,
        row.revenue,
        row.lastActivity,
        row.growthRate,
      ])
    ),
    ...section(
      'Powerups by type',
      ['type', 'granted', 'used', 'utilization'],
      powerups.byType.map((row) => [row.type, row.granted, row.used, row.utilization])
    ),
    ...section(
      'Top gifters',
      ['username', 'totalValue', 'giftCount'],
      gifts.topGifters.map((row) => [row.username, row.totalValue, row.giftCount])
    ),
    ...section(
      'Trends',
      ['date', 'creators', 'moderators', 'players', 'powerups', 'gifts'],
      trends.map((point) => [point.date, point.creators, point.moderators, point.players, point.powerups, point.gifts])
    ),
  ]
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n')
}
