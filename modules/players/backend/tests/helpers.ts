import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type { PlayerDto } from '../../shared/players.js'
import type { ModeratorPermission } from '../../../moderators/shared/moderators.js'

let sequence = 0

/** A player as the API sends it: the roster's fields, and what other modules add (untyped here). */
export type WirePlayer = PlayerDto & Record<string, any>

/** Test helpers for the players and powerups suites: calls through the real HTTP API. */
export async function addPlayer(client: ApiClient, token: string, name: string, aliases: string[] = []) {
  const response = await client.post('/api/players').bearerToken(token).json({ name, aliases })
  response.assertStatus(201)
  return response.body().player as WirePlayer
}

export async function listPlayers(client: ApiClient, token: string) {
  const response = await client.get('/api/players').bearerToken(token)
  response.assertStatus(200)
  return response.body().players as WirePlayer[]
}

export async function grant(client: ApiClient, token: string, body: Record<string, unknown>) {
  return client.post('/api/players/powerups/grant').bearerToken(token).json(body)
}

export async function use(client: ApiClient, token: string, playerId: string, powerupType: string) {
  return client.post('/api/players/powerups/use').bearerToken(token).json({ playerId, powerupType })
}

/** A token of `admin` impersonating the creator, through the admin API. */
export async function impersonate(client: ApiClient, adminToken: string, creatorId: number) {
  const response = await client.post(`/api/admin/creators/${creatorId}/impersonate`).bearerToken(adminToken).json({})
  response.assertStatus(200)
  return response.body().data.impersonationToken as string
}

export async function auditOf(eventType: string, creatorId: number) {
  return db.from('audit_logs').where('event_type', eventType).where('creator_id', creatorId).orderBy('id')
}

/** Rows of a table belonging to the creator: proof that a refused call changed nothing. */
export async function countRows(table: 'players' | 'powerup_holdings' | 'powerup_uses', creatorId: number) {
  const row = await db.from(table).where('creator_id', creatorId).count('* as total').first()
  return Number(row?.total ?? 0)
}

export { parseDetails } from '#tests/helpers/audit'

/**
 * A moderator of the creator, made and signed in through the moderators API (their
 * permissions are the real ones the players/powerups abilities ask).
 */
export async function apiModerator(
  client: ApiClient,
  creatorToken: string,
  permissions: ModeratorPermission[] = ['grant_powerups', 'use_powerups', 'manage_players']
) {
  const username = `ledgermod${Date.now().toString(36)}${(sequence++).toString(36)}`
  const password = 'Strong-pass!'
  const created = await client
    .post('/api/moderators')
    .bearerToken(creatorToken)
    .json({
      username,
      email: `${username}@test.local`,
      tiktokUsername: `tt_${username}`,
      password,
      displayName: username,
      permissions,
    })
  created.assertStatus(201)
  const signedIn = await client.post('/api/auth/signin').json({ loginType: 'moderator', username, password })
  signedIn.assertStatus(200)
  return {
    id: signedIn.body().user.id as number,
    name: signedIn.body().user.name as string,
    token: signedIn.body().token as string,
  }
}

/** react-admin's list query (sort, range, filter as JSON). */
export const raQuery = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]))

/** Players rows at chosen times, for other modules' figures tests. */
export { PlayerFactory } from '../database/factories/player_factory.js'
