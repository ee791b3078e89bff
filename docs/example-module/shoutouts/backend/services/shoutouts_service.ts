import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { scopeToCreator } from '#core/acting/tenant'
import { record } from '#core/audit/recorder'
import { ApiError } from '#core/http/api_error'
import { push } from '#core/push/push_service'
import { settingValue } from '#core/settings/system_settings_service'
import { SHOUTOUT_SENT } from '../../shared/audit_events.js'
import { SHOUTOUT_TOPIC } from '../../shared/push.js'
import type { SendShoutoutInput, ShoutoutDto } from '../../shared/shoutouts.js'
import Shoutout from '../models/shoutout.js'
import { SHOUTOUT_SETTINGS } from '../settings.js'

export function serializeShoutout(row: Shoutout): ShoutoutDto {
  return { id: row.id, message: row.message, sentBy: row.sentBy, createdAt: row.createdAt.toISO()! }
}

/** The acting tenant's latest shoutouts. */
export async function listShoutouts(acting: Acting, limit = 20) {
  const rows = await scopeToCreator(Shoutout.query(), acting)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map(serializeShoutout)
}

/** Sends a shoutout for the acting tenant: the row and its audit entry commit together, then push. */
export async function sendShoutout(acting: Acting, input: SendShoutoutInput, trx?: TransactionClientContract) {
  const creatorId = acting.requireCreatorId()
  const maxLength = await settingValue(SHOUTOUT_SETTINGS.maxLength)
  if (input.message.length > maxLength) throw new ApiError(400, `A shoutout has at most ${maxLength} characters`)

  const shoutout = await (trx ?? db).transaction(async (client) => {
    const row = await Shoutout.create({ creatorId, message: input.message, sentBy: acting.identity.name }, { client })
    await record(
      acting,
      SHOUTOUT_SENT,
      { type: 'shoutout', id: row.id, name: row.message },
      { message: row.message },
      client
    )
    return serializeShoutout(row)
  })
  // Only after a commit: inside a caller's transaction, the caller publishes once it commits.
  if (!trx) push.publish(creatorId, SHOUTOUT_TOPIC, { shoutout })
  return shoutout
}
