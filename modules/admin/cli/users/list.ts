import { Command, Option, action, formatDate, parsePositiveInt } from '../../../../cli/src/sdk.js'
import { ROLES, type Role } from '../../../../backend/core/shared/roles.js'
import type { UserAccountDto, UserCountsDto } from '../../shared/users.js'
import { statusLabel } from '../common.js'
import { parseRole, USERS_PATH } from './common.js'

interface ListOptions {
  search?: string
  role?: Role
  page: number
  limit: number
}

const COUNT_OF: Record<Role, keyof UserCountsDto> = { ADMIN: 'admins', CREATOR: 'creators', MODERATOR: 'moderators' }

export function listUsersCommand() {
  return new Command('list')
    .description('List every account (newest first, 25 per page) with the counts by role')
    .option('--search <text>', 'match name or email')
    .addOption(new Option('--role <role>', `only one role: ${ROLES.join(', ')}`).argParser(parseRole))
    .option('--page <n>', 'page number', parsePositiveInt, 1)
    .option('--limit <n>', 'accounts per page (1-100)', parsePositiveInt, 25)
    .action(
      action<ListOptions>(async (ctx) => {
        const { search, role, page, limit } = ctx.opts
        const start = (page - 1) * Math.min(limit, 100)
        const filter = { ...(search ? { q: search } : {}), ...(role ? { role } : {}) }
        const users = await ctx.api.get<UserAccountDto[]>(USERS_PATH, {
          query: {
            filter: JSON.stringify(filter),
            sort: JSON.stringify(['createdAt', 'DESC']),
            range: JSON.stringify([start, start + Math.min(limit, 100) - 1]),
          },
        })
        const { data: counts } = await ctx.api.get<{ data: UserCountsDto }>('/api/admin/users/summary', {
          query: { search },
        })
        ctx.out.result({ users, counts }, () => {
          ctx.out.table(
            users,
            [
              { header: 'id', value: (u) => u.id, align: 'right' },
              { header: 'name', value: (u) => u.name },
              { header: 'email', value: (u) => u.email },
              { header: 'role', value: (u) => u.role },
              { header: 'status', value: (u) => statusLabel(u, ctx.out.style) },
              { header: 'joined', value: (u) => formatDate(u.createdAt) },
            ],
            'No users found'
          )
          const shown = role ? counts[COUNT_OF[role]] : counts.total
          ctx.out.note(
            `Page ${page} of ${Math.max(1, Math.ceil(shown / limit))} · ${counts.total} users: ` +
              `${counts.creators} creators, ${counts.moderators} moderators, ${counts.admins} admins`
          )
        })
      })
    )
}
