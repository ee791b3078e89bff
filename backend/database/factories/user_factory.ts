import factory from '@adonisjs/lucid/factories'
import User from '#core/users/user'

/** The password every factory-made account signs in with. */
export const FACTORY_PASSWORD = 'Secret-pass1!'

let sequence = 0
/** Unique across the suite's parallel files: time plus a counter, short enough for usernames. */
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`

/** One factory per role; `.merge({...})` overrides any field (a moderator needs its `creatorId`). */
export const AdminFactory = factory
  .define(User, () => {
    const id = unique()
    return {
      email: `admin-${id}@test.local`,
      name: `Admin ${id}`,
      role: 'ADMIN' as const,
      password: FACTORY_PASSWORD,
      isActive: true,
    }
  })
  .build()

export const CreatorFactory = factory
  .define(User, () => {
    const id = unique()
    return {
      email: `creator-${id}@test.local`,
      name: `Creator ${id}`,
      role: 'CREATOR' as const,
      password: FACTORY_PASSWORD,
      tiktokUsername: `creator_${id}`,
      isActive: true,
    }
  })
  .build()

export const ModeratorFactory = factory
  .define(User, () => {
    const id = unique()
    return {
      email: `mod-${id}@test.local`,
      username: `mod-${id}`,
      name: `Moderator ${id}`,
      role: 'MODERATOR' as const,
      password: FACTORY_PASSWORD,
      tiktokUsername: `mod_${id}`,
      isActive: true,
    }
  })
  .build()
