import type User from '#core/users/user'
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
