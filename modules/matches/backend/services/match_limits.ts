import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbTimestamp } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { settingValue } from '#core/settings/system_settings_service'
import { POWERUP_TYPES } from '#modules/powerups/shared/powerups'
import type { MatchLimits } from '../../shared/matches.js'
import { MATCH_EVENTS } from '../../shared/audit_events.js'
import { MATCHES_ERRORS } from '../../shared/error_codes.js'
import { MATCH_SETTINGS, parseMatchLimits } from '../settings.js'

let parsedDefault: { text: string; limits: MatchLimits } | null = null

/** The system default `matches.matchLimits`, for creators who set none. */
export async function defaultMatchLimits(): Promise<MatchLimits> {
  const text = await settingValue(MATCH_SETTINGS.matchLimits)
  if (parsedDefault?.text !== text) {
    const limits = parseMatchLimits(text)
    parsedDefault = { text, limits: typeof limits === 'string' ? {} : limits }
  }
  return parsedDefault.limits
}

/**
 * The limits in force for a creator: their own (`live_settings.match_limits`, migration 1402) or,
 * when they set none, the system default. `custom` says which.
 */
export async function creatorMatchLimits(
  creatorId: number,
  client: QueryClientContract = db.connection()
): Promise<{ limits: MatchLimits; custom: boolean }> {
  const row = await client.from('live_settings').where('creator_id', creatorId).select('match_limits').first()
  const own = row?.match_limits ? parseMatchLimits(row.match_limits) : null
  if (own && typeof own !== 'string') return { limits: own, custom: true }
  return { limits: await defaultMatchLimits(), custom: false }
}

/** Only the types that have a limit (null: none). */
const compact = (limits: MatchLimits): MatchLimits =>
  Object.fromEntries(Object.entries(limits).filter(([, limit]) => limit !== null && limit !== undefined))

/**
 * PUT /api/live/matches/limits: the acting creator's own limits, or null for the system default;
 * audited with the limits before and after. A type we do not know is a 400 and changes nothing.
 */
export async function saveCreatorMatchLimits(acting: Acting, limits: Record<string, number | null> | null) {
  const creatorId = acting.requireCreatorId()
  const unknown = Object.keys(limits ?? {}).find((type) => !(POWERUP_TYPES as readonly string[]).includes(type))
  if (unknown !== undefined) {
    throw new ApiError(400, `Unknown powerup type in match limits: ${unknown}`, MATCHES_ERRORS.unknown_type, {
      type: unknown,
    })
  }
  const next = limits === null ? null : compact(limits as MatchLimits)
  await db.transaction(async (trx) => {
    await trx
      .knexQuery()
      .table('live_settings')
      .insert({ creator_id: creatorId, created_at: dbTimestamp(DateTime.now(), trx) })
      .onConflict('creator_id')
      .ignore()
    const locked = trx.from('live_settings').where('creator_id', creatorId).select('match_limits')
    if (trx.dialect.name === 'postgres') locked.forUpdate()
    const before = (await locked.first())?.match_limits ?? null
    const text = next === null ? null : JSON.stringify(next)
    if (before === text) return
    await trx
      .from('live_settings')
      .where('creator_id', creatorId)
      .update({ match_limits: text, updated_at: dbTimestamp(DateTime.now(), trx) })
    await record(
      acting,
      MATCH_EVENTS.MATCH_LIMITS_UPDATED,
      { type: 'MATCH_LIMITS', name: 'Match Limits' },
      { before: before === null ? null : JSON.parse(before), after: next },
      trx
    )
  })
  return creatorMatchLimits(creatorId)
}
