import vine from '@vinejs/vine'
import { idNumber, plainNumber, withMessages } from '#core/http/validation'
import { BULK_PLAYERS_MAX, PLAYER_LIMITS, PLAYER_MESSAGES } from '../shared/players.js'
import { CLIENT_SOURCES } from '#core/shared/acting'
import { PLAYER_PAGE } from './services/player_list.js'
import { TIKTOK_IDENTITY_MESSAGES, TIKTOK_ID_LIMITS } from './services/tiktok_identity.js'

/** A name people can read: no control characters (line breaks, bells), and not only invisible ones. */
const readableName = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (/\p{Cc}/u.test(value)) field.report(PLAYER_MESSAGES.controlCharacters, 'readable', field)
  else if (value !== '' && !/[^\p{Cf}\p{Z}\s]/u.test(value))
    field.report(PLAYER_MESSAGES.invisibleName, 'readable', field)
})
// The stored key is unlimited text, so a name that case folding lengthens ('İ' → 'i̇') still fits.
const playerName = () => vine.string().trim().maxLength(PLAYER_LIMITS.nameMax).use(readableName())
const aliases = () => vine.array(playerName()).maxLength(PLAYER_LIMITS.aliasesMax)
const source = () => vine.enum(CLIENT_SOURCES).optional()
const changes = () => ({
  // Null is a name sent empty (the body parser turns "" into null): refused as empty, not ignored.
  name: playerName().nullable().optional(),
  aliases: aliases().optional(),
  isActive: vine.boolean({ strict: true }).optional(),
})

const messages = {
  'name.required': PLAYER_MESSAGES.emptyName,
  'name.string': 'Player name must be text',
  'name.maxLength': PLAYER_MESSAGES.nameTooLong,
  'aliases.array': 'Aliases must be a list of names',
  'aliases.maxLength': PLAYER_MESSAGES.tooManyAliases,
  'aliases.*.string': 'Each alias must be text',
  'aliases.*.maxLength': PLAYER_MESSAGES.aliasTooLong,
  'isActive.boolean': 'isActive must be true or false',
  'source.enum': `source must be one of ${CLIENT_SOURCES.join(', ')}`,
}

/** An admin names the creator whose roster they work on (`creatorId`); nobody else may. */
const creatorId = () => idNumber().optional()
const creatorIdMessages = Object.fromEntries(
  ['number', 'withoutDecimals', 'min', 'max'].map((rule) => [`creatorId.${rule}`, 'creatorId must be a creator id'])
)

/** POST /api/players and the players resource's create. */
export const createPlayerValidator = withMessages(
  vine.compile(
    vine.object({ name: playerName(), aliases: aliases().optional(), source: source(), creatorId: creatorId() })
  ),
  { ...messages, ...creatorIdMessages }
)

/** PUT /api/players: `updates` holds the fields to change. */
export const updatePlayerValidator = withMessages(
  vine.compile(
    vine.object({
      playerId: idNumber(),
      updates: vine.object(changes()),
      source: source(),
    })
  ),
  {
    ...Object.fromEntries(Object.entries(messages).map(([key, text]) => [`updates.${key}`, text])),
    'playerId.required': 'playerId is required',
    'playerId.number': 'playerId must be a player id',
    'playerId.withoutDecimals': 'playerId must be a player id',
    'playerId.min': 'playerId must be a player id',
    'playerId.max': 'playerId must be a player id',
    'updates.required': 'updates is required',
    'updates.object': 'updates must be an object',
  }
)

const playerIdMessages = (field: string) =>
  Object.fromEntries(
    ['required', 'number', 'withoutDecimals', 'min', 'max'].map((rule) => [
      `${field}.${rule}`,
      `${field} must be a player id`,
    ])
  )

/** PUT /api/players/tiktok: a TikTok user id (digits) to link, or null to unlink. */
export const linkTikTokValidator = withMessages(
  vine.compile(
    vine.object({
      playerId: idNumber(),
      tiktokUserId: vine.string().trim().regex(/^\d+$/).maxLength(TIKTOK_ID_LIMITS.userIdMax).nullable(),
      tiktokSecUid: vine.string().trim().maxLength(TIKTOK_ID_LIMITS.secUidMax).nullable().optional(),
      source: source(),
    })
  ),
  {
    ...playerIdMessages('playerId'),
    'tiktokUserId.required': 'tiktokUserId is required (null unlinks)',
    'tiktokUserId.string': TIKTOK_IDENTITY_MESSAGES.userIdInvalid,
    'tiktokUserId.regex': TIKTOK_IDENTITY_MESSAGES.userIdInvalid,
    'tiktokUserId.maxLength': TIKTOK_IDENTITY_MESSAGES.userIdInvalid,
    'tiktokSecUid.string': 'tiktokSecUid must be text',
    'tiktokSecUid.maxLength': TIKTOK_IDENTITY_MESSAGES.secUidInvalid,
  }
)

/** POST /api/players/merge */
export const mergePlayersValidator = withMessages(
  vine.compile(vine.object({ intoPlayerId: idNumber(), fromPlayerId: idNumber(), source: source() })),
  { ...playerIdMessages('intoPlayerId'), ...playerIdMessages('fromPlayerId') }
)

/** DELETE /api/players/delete */
export const deletePlayerValidator = withMessages(
  vine.compile(vine.object({ playerName: vine.string().trim().minLength(1).maxLength(200), source: source() })),
  {
    'playerName.required': 'Player name is required',
    'playerName.minLength': 'Player name is required',
    'playerName.string': 'Player name must be text',
    'playerName.maxLength': 'Player name is too long',
  }
)

/** GET /api/players: optional search and paging (the spec's call sends none and gets every player). */
export const listPlayersValidator = withMessages(
  vine.compile(
    vine.object({
      search: vine.string().trim().maxLength(PLAYER_LIMITS.nameMax).optional(),
      page: plainNumber().withoutDecimals().min(1).max(1_000_000).optional(),
      limit: plainNumber().withoutDecimals().min(1).max(PLAYER_PAGE.maxLimit).optional(),
      creatorId: creatorId(),
    })
  ),
  {
    ...creatorIdMessages,
    'search.string': 'search must be text',
    'search.maxLength': `search must be at most ${PLAYER_LIMITS.nameMax} characters`,
    ...Object.fromEntries(
      ['number', 'withoutDecimals', 'min', 'max'].flatMap((rule) => [
        [`page.${rule}`, 'page must be a whole number from 1'],
        [`limit.${rule}`, `limit must be a whole number from 1 to ${PLAYER_PAGE.maxLimit}`],
      ])
    ),
  }
)

/** The players a bulk action names: 1 to BULK_PLAYERS_MAX ids (powerups' bulk calls use it too). */
export const bulkPlayerIds = () => vine.array(idNumber()).minLength(1).maxLength(BULK_PLAYERS_MAX)
export const BULK_PLAYER_IDS_MESSAGES = {
  'playerIds.required': 'playerIds is required: the players to act on',
  'playerIds.array': 'playerIds must be a list of player ids',
  'playerIds.array.minLength': 'Select at least one player',
  'playerIds.array.maxLength': `At most ${BULK_PLAYERS_MAX} players at once`,
  ...Object.fromEntries(
    ['number', 'withoutDecimals', 'min', 'max'].map((rule) => [`playerIds.*.${rule}`, 'playerIds must be player ids'])
  ),
}

/** POST /api/players/bulk-delete */
export const bulkDeletePlayersValidator = withMessages(
  vine.compile(vine.object({ playerIds: bulkPlayerIds(), source: source() })),
  BULK_PLAYER_IDS_MESSAGES
)
