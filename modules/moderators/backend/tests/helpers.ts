import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/user'
import { makeAdmin } from '#tests/helpers/accounts'
import ModeratorProfile from '../models/moderator_profile.js'
import { declaredPermissions } from '#core/module_loader'
import type { ModeratorPermission } from '../../shared/moderators.js'

/** Meets the four checks: 8+, upper, lower, special. */
export const STRONG_PASSWORD = 'Strong-pass!'

let sequence = 0
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

/** The create dialog's payload for a fresh moderator. */
export function moderatorPayload(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('mod')
  return {
    username,
    email: `${username}@test.local`,
    tiktokUsername: `tt_${username}`,
    password: STRONG_PASSWORD,
    displayName: username,
    permissions: ['grant_powerups', 'use_powerups'],
    ...overrides,
  }
}

/** Adds a player of the creator through the players API (a player to promote or demote to). */
export async function addPlayer(client: ApiClient, token: string, name: string) {
  const response = await client.post('/api/players').bearerToken(token).json({ name })
  response.assertStatus(201)
  return response.body().player as { id: number; name: string }
}

/** Creates a moderator through the API and answers its DTO. */
export async function createModerator(client: ApiClient, token: string, overrides: Record<string, unknown> = {}) {
  const payload = moderatorPayload(overrides)
  const response = await client.post('/api/moderators').bearerToken(token).json(payload)
  response.assertStatus(201)
  return { moderator: response.body().moderator, payload }
}

/** Sets a moderator's permissions directly (matrix tests). */
export async function setPermissions(userId: number, permissions: ModeratorPermission[]) {
  await ModeratorProfile.query()
    .where('user_id', userId)
    .update({ permissions: JSON.stringify(permissions) })
}

/** Every permission the enabled modules declare, in module order. */
export const ALL_PERMISSIONS = declaredPermissions().map((permission) => permission.id)

export async function signIn(client: ApiClient, identifier: string, password: string) {
  return client.post('/api/auth/signin').json({ loginType: 'moderator', username: identifier, password })
}

/** An admin's impersonation token for the creator. */
export async function impersonate(client: ApiClient, creator: User) {
  const { token } = await makeAdmin()
  const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(token).json({})
  started.assertStatus(200)
  return started.body().data.impersonationToken as string
}

/** A snapshot of everything a moderator call may change, to prove a refused call changed nothing. */
export async function moderatorState(creatorId: number) {
  const profiles = await db.from('moderator_profiles').where('creator_id', creatorId).orderBy('user_id')
  const users = await db
    .from('users')
    .where('creator_id', creatorId)
    .orderBy('id')
    .select('id', 'name', 'username', 'email', 'tiktok_username', 'is_active', 'password')
  const audit = await db
    .from('audit_logs')
    .where('creator_id', creatorId)
    .whereLike('event_type', 'MODERATOR_%')
    .count('* as n')
  return JSON.stringify({ profiles, users, audit })
}

/** A moderator account's profile, for other modules' tests. */
export { profileFor } from '../database/factories/moderator_profile_factory.js'
