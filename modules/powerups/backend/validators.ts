import vine from '@vinejs/vine'
import { idNumber, withMessages } from '#core/http/validation'
import { CLIENT_SOURCES } from '#core/shared/acting'
import { bulkPlayerIds, BULK_PLAYER_IDS_MESSAGES } from '#modules/players/backend/public'
import { canonicalType, EXPIRY_DAYS, GRANT_COUNT, POWERUP_MESSAGES } from '../shared/powerups.js'
import { REVERT_REASON_MAX, UNDO_MESSAGES, UNDO_WINDOW_MINUTES } from '../shared/undo.js'
import { IMPORT_FORMATS } from '../shared/transfer.js'
import { HISTORY_EXPORT_MESSAGES } from '../shared/history_export.js'

/** Any accepted spelling of a type, given back canonical. */
const knownType = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !canonicalType(value)) {
    field.report(POWERUP_MESSAGES.invalidType(value), 'powerupType', field)
  }
})
const powerupType = () =>
  vine
    .string()
    .trim()
    .maxLength(40)
    .use(knownType())
    .transform((value) => canonicalType(value)!)
const playerName = () => vine.string().trim().minLength(1).maxLength(200)
const source = () => vine.enum(CLIENT_SOURCES).optional()

const typeMessages = {
  'powerupType.required': 'powerupType is required',
  'powerupType.string': 'powerupType must be text',
  'powerupType.maxLength': 'Invalid powerup type',
  'source.enum': `source must be one of ${CLIENT_SOURCES.join(', ')}`,
}

/** A grant's units and lifetime, as one grant or a bulk grant sends them. */
const grantAmount = () => ({
  count: vine.number({ strict: true }).withoutDecimals().range([GRANT_COUNT.min, GRANT_COUNT.max]).optional(),
  expiresInDays: vine.number({ strict: true }).withoutDecimals().range([EXPIRY_DAYS.min, EXPIRY_DAYS.max]).optional(),
})
const grantAmountMessages = {
  'count.number': POWERUP_MESSAGES.invalidCount,
  'count.withoutDecimals': POWERUP_MESSAGES.invalidCount,
  'count.range': POWERUP_MESSAGES.invalidCount,
  'expiresInDays.number': POWERUP_MESSAGES.invalidExpiry,
  'expiresInDays.withoutDecimals': POWERUP_MESSAGES.invalidExpiry,
  'expiresInDays.range': POWERUP_MESSAGES.invalidExpiry,
}

/** POST /api/players/powerups/grant; `grantedBy` is ignored (the signed-in actor is recorded). */
export const grantPowerupValidator = withMessages(
  vine.compile(
    vine.object({ playerName: playerName(), powerupType: powerupType(), ...grantAmount(), source: source() })
  ),
  {
    ...typeMessages,
    ...grantAmountMessages,
    'playerName.required': 'Player name is required',
    'playerName.minLength': 'Player name is required',
    'playerName.string': 'Player name must be text',
    'playerName.maxLength': 'Player name is too long',
  }
)

/** POST /api/players/powerups/bulk-grant */
export const bulkGrantValidator = withMessages(
  vine.compile(
    vine.object({ playerIds: bulkPlayerIds(), powerupType: powerupType(), ...grantAmount(), source: source() })
  ),
  { ...typeMessages, ...grantAmountMessages, ...BULK_PLAYER_IDS_MESSAGES }
)

/** POST /api/players/powerups/bulk-expire: without powerupType, every type. */
export const bulkExpireValidator = withMessages(
  vine.compile(vine.object({ playerIds: bulkPlayerIds(), powerupType: powerupType().optional(), source: source() })),
  { ...typeMessages, ...BULK_PLAYER_IDS_MESSAGES }
)

/** POST /api/players/import: the file's text (its size is checked by the import: 413). */
export const importValidator = withMessages(
  vine.compile(
    vine.object({
      format: vine.enum(IMPORT_FORMATS),
      content: vine.string(),
      dryRun: vine.boolean({ strict: true }).optional(),
      source: source(),
    })
  ),
  {
    'format.required': `format is required: ${IMPORT_FORMATS.join(' or ')}`,
    'format.enum': `format must be ${IMPORT_FORMATS.join(' or ')}`,
    'content.required': "content is required: the file's text",
    'content.string': "content must be the file's text",
    'dryRun.boolean': 'dryRun must be true or false',
    'source.enum': typeMessages['source.enum'],
  }
)

/**
 * POST /api/players/powerups/use: `playerId` is the player's name (docs/api/powerups.md). powerupId,
 * powerupIndex and usedBy are ignored: the first-expiring unit is used, by the signed-in actor.
 */
export const usePowerupValidator = withMessages(
  vine.compile(vine.object({ playerId: playerName(), powerupType: powerupType(), source: source() })),
  {
    ...typeMessages,
    'playerId.required': 'playerId (the player name) is required',
    'playerId.minLength': 'playerId (the player name) is required',
    'playerId.string': "playerId must be the player's name",
    'playerId.maxLength': 'Player name is too long',
  }
)

/** POST …/undo and …/remove: an optional reason, kept in the audit entry. */
export const revertValidator = withMessages(
  vine.compile(vine.object({ reason: vine.string().trim().maxLength(REVERT_REASON_MAX).optional() })),
  { 'reason.string': 'Reason must be text', 'reason.maxLength': UNDO_MESSAGES.reasonTooLong }
)

/** PUT /api/powerups/settings: the creator's undo window. */
export const powerupSettingsValidator = withMessages(
  vine.compile(
    vine.object({
      undoWindowMinutes: vine
        .number({ strict: true })
        .withoutDecimals()
        .range([UNDO_WINDOW_MINUTES.min, UNDO_WINDOW_MINUTES.max]),
    })
  ),
  {
    'undoWindowMinutes.required': UNDO_MESSAGES.invalidWindow,
    'undoWindowMinutes.number': UNDO_MESSAGES.invalidWindow,
    'undoWindowMinutes.withoutDecimals': UNDO_MESSAGES.invalidWindow,
    'undoWindowMinutes.range': UNDO_MESSAGES.invalidWindow,
  }
)

/** GET /api/powerups/history/export: the file's format; the dates are read by the service (422 when not ISO 8601). */
export const exportHistoryValidator = withMessages(
  vine.compile(
    vine.object({
      format: vine.enum(IMPORT_FORMATS).optional(),
      from: vine.string().optional(),
      to: vine.string().optional(),
      playerId: idNumber().optional(),
    })
  ),
  {
    'format.enum': `format must be one of ${IMPORT_FORMATS.join(', ')}`,
    'from.string': HISTORY_EXPORT_MESSAGES.badDate('from'),
    'to.string': HISTORY_EXPORT_MESSAGES.badDate('to'),
    'playerId.number': 'playerId must be a player id',
    'playerId.withoutDecimals': 'playerId must be a player id',
    'playerId.min': 'playerId must be a player id',
    'playerId.max': 'playerId must be a player id',
  }
)
