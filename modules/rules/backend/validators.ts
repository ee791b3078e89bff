import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { plainNumber, withMessages } from '#core/http/validation'
import { RULE_LIMITS } from '../shared/rules.js'

const L = RULE_LIMITS
const whole = (range: { min: number; max: number }) => plainNumber().withoutDecimals().min(range.min).max(range.max)

/** One message for every way a whole-number field can be wrong, naming the field as the rule form labels it. */
const wholeMessages = (field: string, label: string, range: { min: number; max: number }) =>
  Object.fromEntries(
    ['number', 'withoutDecimals', 'min', 'max'].map((rule) => [
      `${field}.${rule}`,
      `${label} must be a whole number from ${range.min} to ${range.max}`,
    ])
  )

const messages = {
  ...wholeMessages('minDiamonds', 'The minimum diamonds', L.minDiamonds),
  ...wholeMessages('count', 'The count', L.count),
  ...wholeMessages('expiresInDays', 'The expiry in days', L.expiresInDays),
  ...wholeMessages('cooldownSeconds', 'The cooldown in seconds', L.cooldownSeconds),
  ...wholeMessages('perStreamCap', 'The per-stream cap', L.perStreamCap),
  ...wholeMessages('stock', 'The stock', L.stock),
  'giftName.maxLength': `The gift name has at most ${L.giftNameMax} characters`,
  'powerupType.required': 'Powerup Type Required',
  'enabled.boolean': 'enabled must be true or false',
  'handle.maxLength': `A handle has at most ${L.handleMax} characters`,
  'handle.regex': 'A handle has letters, digits, dots and underscores only',
  'userId.regex': 'A TikTok user id is digits only',
  'userId.maxLength': `A user id has at most ${L.userIdMax} digits`,
}

/** The fields of a rule; null clears an optional one (the trigger is checked as a pair by the service). */
const ruleFields = {
  giftName: vine.string().trim().maxLength(L.giftNameMax).nullable().optional(),
  minDiamonds: whole(L.minDiamonds).nullable().optional(),
  count: whole(L.count).optional(),
  expiresInDays: whole(L.expiresInDays).nullable().optional(),
  cooldownSeconds: whole(L.cooldownSeconds).optional(),
  perStreamCap: whole(L.perStreamCap).nullable().optional(),
  stock: whole(L.stock).nullable().optional(),
  enabled: vine.boolean({ strict: true }).optional(),
}

/** POST /api/rules */
export const createRuleValidator = withMessages(
  vine.compile(vine.object({ ...ruleFields, powerupType: vine.string().trim().maxLength(40) })),
  messages
)

/** A field left out stays; a field sent blank (the body parser makes it null) clears it. */
const sent = (field: FieldContext) => vine.helpers.isObject(field.parent) && String(field.name) in field.parent

/** PUT /api/rules/:id: any of the fields. */
export const updateRuleValidator = withMessages(
  vine.compile(
    vine.object({ ...ruleFields, powerupType: vine.string().trim().maxLength(40).optional().requiredWhen(sent) })
  ),
  messages
)

/** POST /api/rules/exclusions: a TikTok handle or a TikTok user id. */
export const addExclusionValidator = withMessages(
  vine.compile(
    vine.object({
      handle: vine
        .string()
        .trim()
        .maxLength(L.handleMax + 1)
        .regex(/^@?[\w.]+$/)
        .optional(),
      userId: vine.string().trim().maxLength(L.userIdMax).regex(/^\d+$/).optional(),
    })
  ),
  messages
)
