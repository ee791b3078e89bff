import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbNow, dbTimestamp } from '#core/database/time'
import { POWERUP_EVENTS } from '../../shared/events.js'
import { UNDO_WINDOW_MINUTES, type PowerupCreatorSettingsDto } from '../../shared/undo.js'
import { lockAccount } from '#core/users/account_lock'

/** The creator's undo window in minutes (the default until they save one). */
export async function undoWindowMinutes(creatorId: number, client: QueryClientContract = db.connection()) {
  const row = await client.from('powerup_creator_settings').where('creator_id', creatorId).first()
  return Number(row?.undo_window_minutes ?? UNDO_WINDOW_MINUTES.default)
}

/** The acting creator's ledger settings (Settings › Powerups). */
export async function powerupCreatorSettings(acting: Acting): Promise<PowerupCreatorSettingsDto> {
  return { undoWindowMinutes: await undoWindowMinutes(acting.requireCreatorId()) }
}

/** Saves the creator's ledger settings; a change is audited with its before and after. */
export async function updatePowerupCreatorSettings(
  acting: Acting,
  update: PowerupCreatorSettingsDto
): Promise<PowerupCreatorSettingsDto> {
  const creatorId = acting.requireCreatorId()
  return db.transaction(async (trx) => {
    // One save at a time per creator: each entry's "before" is what the save before it wrote.
    await lockAccount(creatorId, trx)
    const before = await undoWindowMinutes(creatorId, trx)
    if (before === update.undoWindowMinutes) return { undoWindowMinutes: before }
    await trx
      .knexQuery()
      .table('powerup_creator_settings')
      .insert({
        creator_id: creatorId,
        undo_window_minutes: update.undoWindowMinutes,
        updated_at: dbTimestamp(dbNow(), trx),
      })
      .onConflict('creator_id')
      .merge()
    await record(
      acting,
      POWERUP_EVENTS.POWERUP_SETTINGS_UPDATED,
      { type: 'USER', id: creatorId, name: (acting.creator ?? acting.user)?.name ?? acting.identity.name },
      { changes: { undoWindowMinutes: { before, after: update.undoWindowMinutes } } },
      trx
    )
    return { undoWindowMinutes: update.undoWindowMinutes }
  })
}
