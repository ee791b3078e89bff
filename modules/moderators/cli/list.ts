import { Command, action, formatDate } from '../../../cli/src/sdk.js'
import type { ModeratorStatsDto } from '../shared/moderators.js'
import { fetchModerators } from './common.js'

export function listModeratorsCommand() {
  return new Command('list')
    .description('List your moderators with status, permissions and what they did')
    .option('--search <text>', 'match display name, username or TikTok username')
    .action(
      action<{ search?: string }>(async (ctx) => {
        const [all, { stats }] = await Promise.all([
          fetchModerators(ctx),
          ctx.api.get<{ stats: ModeratorStatsDto }>('/api/moderators/stats/overview'),
        ])
        const needle = ctx.opts.search?.trim().replace(/^@/, '').toLowerCase()
        const moderators = needle
          ? all.filter((m) =>
              [m.displayName, m.username ?? '', m.tiktokUsername].some((value) => value.toLowerCase().includes(needle))
            )
          : all
        ctx.out.result({ moderators, stats }, () => {
          ctx.out.table(
            moderators,
            [
              { header: 'id', value: (m) => m.id, align: 'right' },
              { header: 'name', value: (m) => m.displayName },
              { header: 'tiktok', value: (m) => `@${m.tiktokUsername}` },
              { header: 'username', value: (m) => m.username },
              { header: 'status', value: (m) => m.status },
              { header: 'permissions', value: (m) => m.permissions.join(',') },
              { header: 'granted', value: (m) => m.powerupsGranted, align: 'right' },
              { header: 'used', value: (m) => m.powerupsUsed, align: 'right' },
              { header: 'last active', value: (m) => formatDate(m.lastActive) },
            ],
            'No moderators found'
          )
          ctx.out.note(
            `Total ${stats.total} · active ${stats.active} · pending ${stats.pending} · inactive ${stats.inactive}`
          )
        })
      })
    )
}
