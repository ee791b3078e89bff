import vine from '@vinejs/vine'
import { plainNumber } from '#core/http/validation'

/** GET /api/live/matches: page, perPage (1–100), and for an admin the creator. */
export const listMatchesValidator = vine.compile(
  vine.object({
    page: plainNumber().withoutDecimals().min(1).max(1_000_000).optional(),
    perPage: plainNumber().withoutDecimals().min(1).max(100).optional(),
    creatorId: plainNumber().withoutDecimals().min(1).optional(),
  })
)

/** GET /api/live/matches/:id/export: csv (default) or json. */
export const exportMatchValidator = vine.compile(
  vine.object({ format: vine.enum(['csv', 'json'] as const).optional() })
)

/** A match id in the path. */
export const matchIdValidator = vine.compile(
  vine.object({ id: plainNumber().withoutDecimals().min(1).max(2_147_483_647) })
)
