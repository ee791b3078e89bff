import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import LiveSetting from '../models/live_setting.js'
import type { LiveDriverName } from '../../shared/live.js'
import { defaultDriverName } from './live_drivers.js'

/** The creator's live settings row, created with the defaults when first needed. */
export async function settingsFor(creatorId: number, client?: TransactionClientContract) {
  const existing = await LiveSetting.query({ client }).where('creator_id', creatorId).first()
  if (existing) return existing
  return LiveSetting.firstOrCreate({ creatorId }, { driver: null }, { client })
}

/** Read-only: the row if the creator has one. */
export function findSettings(creatorId: number) {
  return LiveSetting.query().where('creator_id', creatorId).first()
}

/**
 * The creator's overlay key, null without an overlay: one column, no model (read for every push,
 * never cached, so a new or revoked overlay link takes effect at once).
 */
export async function overlayKeyOf(creatorId: number): Promise<string | null> {
  const row = await db.from('live_settings').where('creator_id', creatorId).select('overlay_key').first()
  return row?.overlay_key ?? null
}

export async function driverNameFor(creatorId: number): Promise<LiveDriverName> {
  return (await findSettings(creatorId))?.driver ?? defaultDriverName()
}

/** Pins a creator to a driver (demo creators and rehearsals use the simulator). */
export async function setDriver(creatorId: number, driver: LiveDriverName | null) {
  const settings = await settingsFor(creatorId)
  settings.driver = driver
  await settings.save()
}
