import vine from '@vinejs/vine'
import { plainNumber } from '#core/http/validation'
import { MATCH_LIMIT_MAX } from './settings.js'

/** GET /api/live/matches: page, perPage (1–100), and for an admin the creator. */
export const listMatchesValidator = vine.compile(
  vine.object({
    page: plainNumber().withoutDecimals().min(1).max(1_000_000).optional(),
    perPage: plainNumber().withoutDecimals().min(1).max(100).optional(),
    creatorId: plainNumber().withoutDecimals().min(1).optional(),
  })
)

/** GET /api/live/matches/:id: for an admin, the creator whose match it is. */
export const showMatchValidator = vine.compile(
  vine.object({ creatorId: plainNumber().withoutDecimals().min(1).optional() })
)

/** GET /api/live/matches/:id/export: csv (default) or json; for an admin, the creator. */
export const exportMatchValidator = vine.compile(
  vine.object({
    format: vine.enum(['csv', 'json'] as const).optional(),
    creatorId: plainNumber().withoutDecimals().min(1).optional(),
  })
)

/** A match id in the path. */
export const matchIdValidator = vine.compile(
  vine.object({ id: plainNumber().withoutDecimals().min(1).max(2_147_483_647) })
)

/** PUT /api/live/matches/limits: per type a whole number of uses per match (null: none), or null for the default. */
export const saveMatchLimitsValidator = vine.compile(
  vine.object({
    limits: vine.record(plainNumber().withoutDecimals().min(0).max(MATCH_LIMIT_MAX).nullable()).nullable(),
  })
)
