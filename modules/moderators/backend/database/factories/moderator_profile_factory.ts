import factory from '@adonisjs/lucid/factories'
import type User from '#core/users/user'
import ModeratorProfile, { tiktokHandleKey } from '../../models/moderator_profile.js'
import { declaredPermissions } from '#core/module_loader'

/** An ACTIVE profile with every permission; `.merge({...})` overrides any field. */
export const ModeratorProfileFactory = factory
  .define(ModeratorProfile, () => ({
    playerId: null,
    displayName: 'Moderator',
    tiktokHandle: null,
    permissions: declaredPermissions().map((permission) => permission.id),
    status: 'ACTIVE' as const,
  }))
  .build()

/**
 * The profile of a MODERATOR account (its id, creator, name and TikTok handle), with overrides
 * (the factory's `merge` replaces, so every override goes through here).
 */
export function profileFor(moderator: User, overrides: Partial<ModeratorProfile> = {}) {
  return ModeratorProfileFactory.merge({
    userId: moderator.id,
    creatorId: moderator.creatorId!,
    displayName: moderator.name,
    tiktokHandle: tiktokHandleKey(moderator.tiktokUsername),
    ...overrides,
  })
}
