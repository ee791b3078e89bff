import { Command, Option, action, formatDate, parseId } from '../../../../cli/src/sdk.js'
import {
  DEFAULT_STATISTICS_PERIOD,
  STATISTICS_PERIOD_LABELS,
  STATISTICS_PERIODS,
  type CreatorStatisticsResponse,
  type StatisticsPeriod,
} from '../../../analytics/shared/analytics.js'

const growthText = (rate: number | null) => (rate === null ? '-' : `${rate > 0 ? '+' : ''}${rate}%`)

/** `powerdeck creators stats <id>`: a creator's statistics (GET /api/admin/creators/:id/statistics). */
export function creatorStatsCommand() {
  return new Command('stats')
    .description("Show a creator's statistics over a period (UTC days)")
    .argument('<id>', 'creator id', parseId)
    .addOption(
      new Option('--period <period>', 'day, week (7 days), month (30), year (365) or all')
        .choices(STATISTICS_PERIODS)
        .default(DEFAULT_STATISTICS_PERIOD)
    )
    .action(
      action<{ period: StatisticsPeriod }>(async (ctx) => {
        const [id] = ctx.args
        const answer = await ctx.api.get<CreatorStatisticsResponse>(`/api/admin/creators/${id}/statistics`, {
          query: { period: ctx.opts.period },
        })
        const { data, creator } = answer
        ctx.out.result({ creator, data }, () => {
          const { summary } = data
          const handle = creator.tiktokUsername ? ` @${creator.tiktokUsername}` : ''
          ctx.out.line(ctx.out.style.bold(`${creator.name}'s Statistics`) + ` (${creator.email}${handle})`)
          ctx.out.note(`${STATISTICS_PERIOD_LABELS[data.period]}: ${data.from} to ${data.to} (UTC days)`)
          ctx.out.record([
            ['Status', summary.isCurrentlyLive ? 'Live Now' : 'Offline'],
            ['Health', `${summary.healthScore}%`],
            ['Total value (diamonds)', `${summary.totalValue} (${growthText(summary.growthRate)} vs previous period)`],
            ['Players', summary.totalPlayers],
            ['Live hours', `${summary.totalHours.toFixed(1)}h`],
            ['Moderators', summary.totalModerators],
            [
              'Live sessions',
              `${data.liveAnalytics.totalSessions}, ${data.liveAnalytics.averageDuration.toFixed(1)}h on average`,
            ],
            [
              'Gifts',
              `${data.giftAnalytics.totalGifts}, ${data.giftAnalytics.averageValue.toFixed(1)} diamonds on average`,
            ],
            [
              'Powerups',
              `${data.powerupAnalytics.totalGranted} granted, ${data.powerupAnalytics.totalUsed} used, ${data.powerupAnalytics.activePowerups} active now`,
            ],
            ['Players active / new', `${data.playerAnalytics.activePlayers} / ${data.playerAnalytics.newPlayers}`],
            [
              'Moderators active',
              `${data.moderatorAnalytics.activeModerators}, ${data.moderatorAnalytics.totalActions} actions`,
            ],
            ['Chat', `${data.chatAnalytics.totalMessages} messages from ${data.chatAnalytics.uniqueUsers} users`],
            [
              'Logins',
              `${data.securityAnalytics.totalLogins} (creator ${data.securityAnalytics.creatorLogins}, moderators ${data.securityAnalytics.moderatorLogins})`,
            ],
            [
              'Errors',
              `${data.errorAnalytics.totalErrors} (system ${data.errorAnalytics.systemErrors}, kiosk ${data.errorAnalytics.liveKioskErrors}, API ${data.errorAnalytics.apiErrors}, TikTok ${data.errorAnalytics.tiktokErrors})`,
            ],
            ['Last activity', formatDate(summary.lastActivity)],
          ])
        })
      })
    )
}
