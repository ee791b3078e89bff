import type { ApiClient } from '@japa/api-client'
import type User from '#core/users/user'
import { makeAdmin } from '#tests/helpers/accounts'
import { declaredPermissions } from '#core/module_loader'

/** Meets the password rule: 8+, upper, lower, special. */
export const MODERATOR_PASSWORD = 'Strong-pass!'

let sequence = 0

/** A moderator's sign-in attempt. */
export function moderatorSignIn(client: ApiClient, username: string, password = MODERATOR_PASSWORD) {
  return client.post('/api/auth/signin').json({ loginType: 'moderator', username, password })
}

/** A moderator of the creator with every permission, made through the API (not signed in). */
export async function newModerator(client: ApiClient, creatorToken: string) {
  const username = `mod${Date.now().toString(36)}${(sequence++).toString(36)}`
  const created = await client
    .post('/api/moderators')
    .bearerToken(creatorToken)
    .json({
      username,
      email: `${username}@test.local`,
      tiktokUsername: `tt_${username}`,
      password: MODERATOR_PASSWORD,
      displayName: username,
      permissions: declaredPermissions().map((permission) => permission.id),
    })
  created.assertStatus(201)
  return created.body().moderator as { id: number; username: string }
}

/** A moderator of the creator with every permission, made and signed in through the API. */
export async function signedInModerator(client: ApiClient, creatorToken: string) {
  const moderator = await newModerator(client, creatorToken)
  const signedIn = await moderatorSignIn(client, moderator.username)
  signedIn.assertStatus(200)
  return { moderator, token: signedIn.body().token as string }
}

/** An admin's impersonation token for the creator. */
export async function impersonate(client: ApiClient, creator: User) {
  const { token } = await makeAdmin()
  const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(token).json({})
  started.assertStatus(200)
  return started.body().data.impersonationToken as string
}

/** Trail entries at chosen times, for other modules' figures tests. */
export { AuditEntryFactory } from '../database/factories/audit_entry_factory.js'
