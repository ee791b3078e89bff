import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { issueToken } from '#core/auth/tokens'
import { AdminFactory, CreatorFactory, FACTORY_PASSWORD, ModeratorFactory } from '#database/factories/user_factory'

export const TEST_PASSWORD = FACTORY_PASSWORD

/** Accounts for tests (from the user factories): each returns the user and a ready bearer token. */
export async function makeAdmin(overrides: Partial<User> = {}) {
  const user = await AdminFactory.merge(overrides).create()
  return { user, token: await issueToken(user) }
}

export async function makeCreator(overrides: Partial<User> = {}) {
  const user = await CreatorFactory.merge(overrides).create()
  return { user, token: await issueToken(user) }
}

export async function makeModerator(creator: User, overrides: Partial<User> = {}) {
  const user = await ModeratorFactory.merge({ creatorId: creator.id, ...overrides }).create()
  return { user, token: await issueToken(user) }
}

/**
 * Creators outside any test transaction, for races that need committed rows (parallel requests
 * each run their own transaction): `teardown` removes them (their rows cascade) with their audit
 * entries.
 */
export function committedCreators() {
  const created: number[] = []
  return {
    async make() {
      const account = await makeCreator()
      created.push(account.user.id)
      return account
    },
    async teardown() {
      await db.from('audit_logs').whereIn('creator_id', created).delete()
      await User.query().whereIn('id', created).delete()
      created.length = 0
    },
  }
}
