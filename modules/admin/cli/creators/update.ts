import type { CreatorDto } from '../../shared/types.js'
import { CREATORS, fetchAccount, updateCommand } from '../common.js'

export function updateCreatorCommand() {
  return updateCommand({
    description: "Change a creator's name, email, TikTok username or password (what is not given stays)",
    idHelp: 'creator id',
    options: [
      ['--name <name>', 'new display name'],
      ['--email <email>', 'new sign-in email'],
      ['--tiktok <username>', 'new TikTok username, with or without @'],
    ],
    passwordHelp: 'a new password, 6+ characters',
    update: async (ctx, id, { name, email, tiktok }, password) => {
      // The call takes the whole profile (docs/api/admin.md), so unchanged fields are read first.
      const current = await fetchAccount<CreatorDto>(ctx, CREATORS, id)
      const { data } = await ctx.api.patch<{ data: { creator: CreatorDto } }>(`${CREATORS.basePath}/${id}`, {
        name: name ?? current.name,
        email: email ?? current.email,
        tiktokUsername: tiktok ?? current.tiktokUsername ?? '',
        ...(password !== undefined ? { password } : {}),
      })
      ctx.out.result(data, () => ctx.out.success(`Updated creator ${CREATORS.describe(data.creator)}`))
    },
  })
}
