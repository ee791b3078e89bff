import type { AdminDto } from '../../shared/types.js'
import { ADMINS, fetchAccount, updateCommand } from '../common.js'

export function updateAdminCommand() {
  return updateCommand({
    description: "Change an admin's name, email or password (what is not given stays)",
    idHelp: 'admin id',
    options: [
      ['--name <name>', 'new display name'],
      ['--email <email>', 'new sign-in email'],
    ],
    passwordHelp: 'a new password, 6+ characters',
    update: async (ctx, id, { name, email }, password) => {
      // The call takes name and email together (docs/api/admin.md), so unchanged ones are read first.
      const current = await fetchAccount<AdminDto>(ctx, ADMINS, id)
      const { data } = await ctx.api.patch<{ data: { admin: AdminDto } }>(`${ADMINS.basePath}/${id}`, {
        name: name ?? current.name,
        email: email ?? current.email,
        ...(password !== undefined ? { password } : {}),
      })
      ctx.out.result(data, () => ctx.out.success(`Updated admin ${ADMINS.describe(data.admin)}`))
    },
  })
}
