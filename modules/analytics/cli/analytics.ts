import { Command, Option, UsageError, action, formatDate, parseId } from '../../../cli/src/sdk.js'
import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  type AnalyticsDto,
  type AnalyticsRange,
  type GrowthRate,
} from '../shared/analytics.js'
import { analyticsCsv } from '../shared/csv.js'

interface AnalyticsOptions {
  range: AnalyticsRange
  creator?: string
  search?: string
  csv?: boolean
}

/** `+12.5%`, `-3%`, or `-` when there was nothing before. */
export const growthText = (rate: GrowthRate) => (rate === null ? '-' : `${rate > 0 ? '+' : ''}${rate}%`)

/** `powerdeck analytics`: the platform's figures (admins), as GET /api/analytics answers them. */
export function analyticsCommand() {
  return new Command('analytics')
    .description('Show the platform analytics (admins): overview, creators, powerups by type, top gifters')
    .addOption(
      new Option('--range <range>', 'the last 7, 30, 90 or 365 UTC days')
        .choices(ANALYTICS_RANGES)
        .default(DEFAULT_ANALYTICS_RANGE)
    )
    .option('--creator <id>', 'only this creator', parseId)
    .option('--search <text>', 'only creators whose name, email or TikTok username contains it')
    .option('--csv', 'print CSV (sections: overview, creators, powerups by type, top gifters, trends)')
    .action(
      action<AnalyticsOptions>(async (ctx) => {
        const { range, creator, search, csv } = ctx.opts
        if (csv && ctx.json) throw new UsageError('Choose one of --json and --csv')
        const { data } = await ctx.api.get<{ data: AnalyticsDto }>('/api/analytics', {
          query: { dateRange: range, creatorId: creator, search },
        })
        if (csv) {
          ctx.io.stdout.write(`${analyticsCsv(data)}\r\n`)
          return
        }
        ctx.out.result(data, () => {
          const { overview } = data
          ctx.out.line(ctx.out.style.bold(`Analytics, ${data.from} to ${data.to} (UTC days)`))
          ctx.out.record([
            ['Creators', `${overview.totalCreators} (${overview.activeCreators} active)`],
            ['Moderators', overview.totalModerators],
            ['Players', overview.totalPlayers],
            ['Powerups granted', overview.totalPowerups],
            ['Gifts', overview.totalGifts],
            ['Revenue (diamonds)', `${overview.revenue} (${growthText(overview.growthRate)} vs previous period)`],
          ])
          ctx.out.line()
          ctx.out.table(
            data.creators,
            [
              { header: 'id', value: (row) => row.id, align: 'right' },
              { header: 'name', value: (row) => row.name },
              { header: 'tiktok', value: (row) => (row.tiktokUsername ? `@${row.tiktokUsername}` : null) },
              { header: 'players', value: (row) => row.totalPlayers, align: 'right' },
              { header: 'mods', value: (row) => row.totalModerators, align: 'right' },
              { header: 'powerups', value: (row) => row.totalPowerups, align: 'right' },
              { header: 'gifts', value: (row) => row.totalGifts, align: 'right' },
              { header: 'revenue', value: (row) => row.revenue, align: 'right' },
              { header: 'growth', value: (row) => growthText(row.growthRate), align: 'right' },
              { header: 'last activity', value: (row) => formatDate(row.lastActivity) },
            ],
            'No creators match'
          )
          ctx.out.line()
          ctx.out.table(data.powerups.byType, [
            { header: 'powerup', value: (row) => row.type },
            { header: 'granted', value: (row) => row.granted, align: 'right' },
            { header: 'used', value: (row) => row.used, align: 'right' },
            { header: 'utilization', value: (row) => `${row.utilization}%`, align: 'right' },
          ])
          ctx.out.line()
          ctx.out.table(
            data.gifts.topGifters,
            [
              { header: 'top gifter', value: (row) => row.username },
              { header: 'diamonds', value: (row) => row.totalValue, align: 'right' },
              { header: 'gifts', value: (row) => row.giftCount, align: 'right' },
            ],
            'No gifts in this range'
          )
        })
      })
    )
}
