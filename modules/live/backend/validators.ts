import vine from '@vinejs/vine'
import { plainNumber, withMessages } from '#core/http/validation'
import { normalizeTiktokHandle, tiktokHandlePattern } from '#core/shared/rules'
import { LIVE_DRIVERS, LIVE_MESSAGES, RECENT_GIFTS_LIMIT } from '../shared/live.js'

/** POST /api/tiktok-optimized/connect: the handle, with or without @ (docs/api/live.md). */
export const connectValidator = withMessages(
  vine.compile(
    vine.object({
      tiktokUsername: vine
        .string()
        .trim()
        .minLength(1)
        .regex(tiktokHandlePattern('live'))
        .transform(normalizeTiktokHandle),
    })
  ),
  {
    'tiktokUsername.required': LIVE_MESSAGES.usernameRequired,
    'tiktokUsername.string': LIVE_MESSAGES.usernameRequired,
    'tiktokUsername.minLength': LIVE_MESSAGES.usernameRequired,
    'tiktokUsername.regex': LIVE_MESSAGES.usernameInvalid,
  }
)

/** `?limit=` of the recent gifts feed: 1–100, default 20. */
export const recentFeedValidator = vine.compile(
  vine.object({
    limit: plainNumber().withoutDecimals().min(1).max(RECENT_GIFTS_LIMIT.max).optional(),
  })
)

const msgId = () => vine.string().trim().minLength(1).maxLength(64)
const handle = () => vine.string().trim().maxLength(64).optional()
const nickname = () => vine.string().trim().maxLength(120).optional()
/** TikTok's int64 ids (a streak's groupId, a sender's userId) travel as digits. */
const tiktokId = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{1,20}$/)
    .optional()

/** One live event shaped as the drivers hand them in. */
const liveEvent = () =>
  vine
    .union([
      vine.union.if(
        (value) => vine.helpers.isObject(value) && value.type === 'gift',
        vine.object({
          type: vine.literal('gift'),
          msgId: msgId(),
          uniqueId: handle(),
          nickname: nickname(),
          giftName: vine.string().trim().maxLength(120).optional(),
          giftType: plainNumber().withoutDecimals().min(0).max(1000),
          diamondCount: plainNumber().withoutDecimals().min(0).max(1_000_000),
          repeatCount: plainNumber().withoutDecimals().min(1).max(100_000),
          repeatEnd: vine.boolean({ strict: true }),
          groupId: tiktokId(),
          userId: tiktokId(),
        })
      ),
      vine.union.if(
        (value) => vine.helpers.isObject(value) && value.type === 'chat',
        vine.object({
          type: vine.literal('chat'),
          msgId: msgId(),
          uniqueId: handle(),
          nickname: nickname(),
          comment: vine.string().maxLength(500),
          userId: tiktokId(),
        })
      ),
      vine.union.if(
        (value) => vine.helpers.isObject(value) && value.type === 'battleItem',
        vine.object({
          type: vine.literal('battleItem'),
          msgId: msgId(),
          action: vine.enum(['award', 'use'] as const),
          // A BATTLE_CARDS name, or any other name TikTok may use (counted as an unknown card).
          card: vine.string().trim().minLength(1).maxLength(64),
          users: vine
            .array(
              vine.object({
                userId: vine
                  .string()
                  .trim()
                  .regex(/^\d{1,20}$/),
                uniqueId: vine.string().trim().maxLength(64),
                nickname: nickname(),
              })
            )
            .minLength(1)
            .maxLength(20),
          opponent: vine.boolean({ strict: true }).optional(),
        })
      ),
      vine.union.if(
        (value) => vine.helpers.isObject(value) && value.type === 'matchStart',
        vine.object({
          type: vine.literal('matchStart'),
          matchId: msgId(),
          opponent: vine
            .object({ uniqueId: vine.string().trim().maxLength(64), nickname: vine.string().trim().maxLength(120) })
            .nullable()
            .optional(),
          durationSeconds: vine.number({ strict: true }).withoutDecimals().min(1).max(86_400).nullable().optional(),
        })
      ),
      vine.union.if(
        (value) => vine.helpers.isObject(value) && value.type === 'matchScore',
        vine.object({
          type: vine.literal('matchScore'),
          matchId: msgId(),
          ours: vine.number({ strict: true }).withoutDecimals().min(0).max(Number.MAX_SAFE_INTEGER),
          theirs: vine.number({ strict: true }).withoutDecimals().min(0).max(Number.MAX_SAFE_INTEGER),
        })
      ),
      vine.union.if(
        (value) => vine.helpers.isObject(value) && value.type === 'matchEnd',
        vine.object({ type: vine.literal('matchEnd'), matchId: msgId() })
      ),
      vine.union.if(
        (value) => vine.helpers.isObject(value) && value.type === 'streamEnd',
        vine.object({ type: vine.literal('streamEnd') })
      ),
      vine.union.if(
        (value) => vine.helpers.isObject(value) && value.type === 'goLive',
        vine.object({ type: vine.literal('goLive') })
      ),
    ])
    .otherwise((_, field) => {
      field.report(
        'Event type must be gift, chat, battleItem, matchStart, matchScore, matchEnd, streamEnd or goLive',
        'eventType',
        field
      )
    })

/** POST /api/live/simulator/events: one event. */
export const simulatorEventValidator = vine.compile(liveEvent())

/** The most events one request may carry (a rehearsal sends a second's worth at once). */
export const SIMULATOR_BATCH_MAX = 200

/** POST /api/live/simulator/events with `{ events: [...] }`: several, handled in order. */
export const simulatorBatchValidator = vine.compile(
  vine.object({ events: vine.array(liveEvent()).minLength(1).maxLength(SIMULATOR_BATCH_MAX) })
)

/** PUT /api/live/driver: rehearse on the simulator, or go live on TikTok. */
export const driverValidator = vine.compile(vine.object({ driver: vine.enum(LIVE_DRIVERS) }))
