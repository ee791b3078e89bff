import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import type { GiftRow } from '#modules/live/backend/tests/helpers'

/** Rules' test surface: a gift rule created through the API (201), as its creator would. */
export async function addRule(client: ApiClient, token: string, body: Record<string, unknown>) {
  const response = await client.post('/api/rules').bearerToken(token).json(body)
  response.assertStatus(201)
  return response.body().rule as { id: number }
}

let sequence = 0

/** A stored-gift row of a Rose (1 diamond) from `sender` for `creatorId`'s gift batches (a fresh msgId unless given). */
export function rose(creatorId: number, sender: string, msgId = `rose-${Date.now()}-${sequence++}`): GiftRow {
  return {
    creator_id: creatorId,
    msg_id: msgId,
    gifter_username: sender,
    gifter_display_name: sender,
    gift_name: 'Rose',
    gift_count: 1,
    diamond_value: 1,
    received_at: dbTimestamp(DateTime.now()),
  }
}
