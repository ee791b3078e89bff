import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { FeedCache, forgetNowAndAtCommit } from '#core/database/change_feed'
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
 * Each creator's overlay key (null: no overlay) as this process read it, kept while the change feed
 * follows live_settings (migration 0606), so a push does not read it again; a new or revoked overlay
 * link drops it in every process when it commits.
 */
const overlayKeysRead = new FeedCache<number, string | null>({
  tables: ['live_settings'],
  max: 10_000,
  changed: (change, kept) => {
    if (change.column === 'creator_id') kept.drop(Number(change.value))
  },
})

/** Settings saved or deleted through the model drop this process's copy at once and at commit. */
function forgetOverlayKey(settings: LiveSetting) {
  forgetNowAndAtCommit(() => overlayKeysRead.drop(settings.creatorId), settings.$trx)
}
LiveSetting.after('save', forgetOverlayKey)
LiveSetting.after('delete', forgetOverlayKey)

/** The creator's overlay key, null without an overlay (read for every push: one column, no model). */
export async function overlayKeyOf(creatorId: number): Promise<string | null> {
  const key = await overlayKeysRead.get(creatorId, async () => {
    const row = await db.from('live_settings').where('creator_id', creatorId).select('overlay_key').first()
    return row?.overlay_key ?? null
  })
  return key ?? null
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
