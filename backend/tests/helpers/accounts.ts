import User from '#core/users/user'
import { issueToken } from '#core/auth/tokens'

let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`

export const TEST_PASSWORD = 'Secret-pass1!'

/** Accounts for tests: each returns the user and a ready bearer token. */
export async function makeAdmin(overrides: Partial<User> = {}) {
  const id = unique()
  const user = await User.create({
    email: `admin-${id}@test.local`,
    name: `Admin ${id}`,
    role: 'ADMIN',
    password: TEST_PASSWORD,
    isActive: true,
    ...overrides,
  })
  return { user, token: await issueToken(user) }
}

export async function makeCreator(overrides: Partial<User> = {}) {
  const id = unique()
  const user = await User.create({
    email: `creator-${id}@test.local`,
    name: `Creator ${id}`,
    role: 'CREATOR',
    password: TEST_PASSWORD,
    tiktokUsername: `creator_${id}`,
    isActive: true,
    ...overrides,
  })
  return { user, token: await issueToken(user) }
}

export async function makeModerator(creator: User, overrides: Partial<User> = {}) {
  const id = unique()
  const user = await User.create({
    email: `mod-${id}@test.local`,
    username: `mod-${id}`,
    name: `Moderator ${id}`,
    role: 'MODERATOR',
    password: TEST_PASSWORD,
    tiktokUsername: `mod_${id}`,
    creatorId: creator.id,
    isActive: true,
    ...overrides,
  })
  return { user, token: await issueToken(user) }
}
