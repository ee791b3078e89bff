import { Command, Option, action, formatDate, parsePositiveInt } from '../../../../cli/src/sdk.js'
import { CREATOR_SORT_FIELDS, CREATOR_STATUSES, type CreatorDto, type Pagination } from '../../shared/types.js'
import { statusLabel } from '../common.js'

interface ListOptions {
  search?: string
  status?: (typeof CREATOR_STATUSES)[number]
  sort?: (typeof CREATOR_SORT_FIELDS)[number]
  order?: 'asc' | 'desc'
  page?: number
  limit?: number
}

export function listCreatorsCommand() {
  return new Command('list')
    .description('List creators (newest first, 10 per page)')
    .option('--search <text>', 'match name, email or TikTok username')
    .addOption(new Option('--status <status>', 'filter by status').choices(CREATOR_STATUSES).default('all'))
    .addOption(new Option('--sort <field>', 'sort by').choices(CREATOR_SORT_FIELDS).default('createdAt'))
    .addOption(new Option('--order <order>', 'sort order').choices(['asc', 'desc']).default('desc'))
    .option('--page <n>', 'page number', parsePositiveInt, 1)
    .option('--limit <n>', 'creators per page (1-100)', parsePositiveInt, 10)
    .action(
      action<ListOptions>(async (ctx) => {
        const { search, status, sort, order, page, limit } = ctx.opts
        const { data } = await ctx.api.get<{ data: { creators: CreatorDto[]; pagination: Pagination } }>(
          '/api/admin/creators',
          { query: { search, status, sortBy: sort, sortOrder: order, page, limit } }
        )
        ctx.out.result(data, () => {
          ctx.out.table(
            data.creators,
            [
              { header: 'id', value: (c) => c.id, align: 'right' },
              { header: 'name', value: (c) => c.name },
              { header: 'email', value: (c) => c.email },
              { header: 'tiktok', value: (c) => (c.tiktokUsername ? `@${c.tiktokUsername}` : null) },
              { header: 'status', value: (c) => statusLabel(c, ctx.out.style) },
              { header: 'players', value: (c) => c._count.players, align: 'right' },
              { header: 'powerups', value: (c) => c._count.powerups, align: 'right' },
              { header: 'mods', value: (c) => c._count.moderators, align: 'right' },
              { header: 'last login', value: (c) => (c.lastLoginAt ? formatDate(c.lastLoginAt) : 'Never') },
            ],
            search || status !== 'all'
              ? 'No creators match'
              : 'No creators yet: add one with `powerdeck creators create`'
          )
          const { page: current, totalPages, totalCount } = data.pagination
          ctx.out.note(`Page ${current} of ${totalPages} · ${totalCount} creator${totalCount === 1 ? '' : 's'}`)
        })
      })
    )
}
