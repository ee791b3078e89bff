import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { contributionsTo } from '#core/module_loader'
import type User from '#core/users/user'
import { MODERATOR_ACCOUNTS } from '#core/back_office'
import type { UserAccountDto } from '../../shared/users.js'

/** The columns the users list and its cards search (name or email). */
export const USER_SEARCH_COLUMNS = ['name', 'email']

/** The users resource's row (docs/api/admin.md: 'Sample user', with what editing an account needs). */
export const presentUser = (user: User): UserAccountDto => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  isActive: user.isActive,
  createdAt: user.createdAt.toISO()!,
  lastLogin: user.lastLoginAt?.toISO() ?? null,
  tiktokUsername: user.role === 'ADMIN' ? null : user.tiktokUsername,
  username: user.role === 'MODERATOR' ? user.username : null,
  creatorId: user.role === 'MODERATOR' ? user.creatorId : null,
})

/**
 * Every current account: removed or demoted moderators (rows their module marks, declared as
 * data in its contribution) are left out of the users list and its counts.
 */
export function currentAccounts<Query extends ModelQueryBuilderContract<LucidModel, LucidRow>>(query: Query): Query {
  for (const { retired } of contributionsTo(MODERATOR_ACCOUNTS)) {
    query.whereNotIn('id', (rows) => rows.from(retired.table).where(retired.where).select(retired.userColumn))
  }
  return query
}
