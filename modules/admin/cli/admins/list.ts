import { Command, action, formatDate } from '../../../../cli/src/sdk.js'
import type { AdminDto } from '../../shared/types.js'
import { statusLabel } from '../common.js'

export function listAdminsCommand() {
  return new Command('list')
    .description('List admins')
    .option('--search <text>', 'match name, email or role')
    .action(
      action<{ search?: string }>(async (ctx) => {
        const { data } = await ctx.api.get<{ data: { admins: AdminDto[] } }>('/api/admin/management')
        const needle = ctx.opts.search?.trim().toLowerCase()
        const admins = needle
          ? data.admins.filter((admin) =>
              [admin.name, admin.email, admin.role].some((field) => field.toLowerCase().includes(needle))
            )
          : data.admins
        ctx.out.result({ admins }, () => {
          ctx.out.table(
            admins,
            [
              { header: 'id', value: (a) => a.id, align: 'right' },
              { header: 'name', value: (a) => a.name },
              { header: 'email', value: (a) => a.email },
              { header: 'status', value: (a) => statusLabel(a, ctx.out.style) },
              { header: 'created', value: (a) => formatDate(a.createdAt) },
              { header: 'last login', value: (a) => (a.lastLoginAt ? formatDate(a.lastLoginAt) : 'Never') },
            ],
            'No admins match'
          )
          ctx.out.note(`${admins.length} admin${admins.length === 1 ? '' : 's'}`)
        })
      })
    )
}
