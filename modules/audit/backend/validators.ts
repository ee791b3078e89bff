import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { hasRealOffset } from '#core/database/time'
import { idNumber, plainNumber, withMessages } from '#core/http/validation'
import { ACTOR_TYPES, AUDIT_CATEGORIES, AUDIT_PERIOD_DAYS, AUDIT_SEVERITIES } from '../shared/audit.js'
import { AUDIT_EXPORT_FORMATS } from '../shared/export.js'

const page = () => plainNumber().withoutDecimals().min(1).max(1_000_000).optional()
const limit = (max = Number.MAX_SAFE_INTEGER) => plainNumber().withoutDecimals().min(1).max(max).optional()
const upper = () => vine.string().trim().toUpperCase()

/** Filters of GET /api/audit/logs (docs/api/audit.md) and its export. */
const auditFilters = {
  eventType: upper().maxLength(64).optional(),
  actorType: upper()
    .in([...ACTOR_TYPES])
    .optional(),
  days: vine
    .number()
    .in([...AUDIT_PERIOD_DAYS])
    .optional(),
  search: vine.string().trim().maxLength(200).optional(),
  actorId: idNumber().optional(),
}

const filterMessages = {
  'actorId.number': 'actorId must be a positive whole number',
  'actorId.min': 'actorId must be a positive whole number',
  'actorId.max': 'actorId must be a positive whole number',
  'actorId.withoutDecimals': 'actorId must be a positive whole number',
  'actorType.in': `actorType must be one of ${ACTOR_TYPES.join(', ')}`,
  'days.in': `days must be one of ${AUDIT_PERIOD_DAYS.join(', ')}`,
  'days.number': `days must be one of ${AUDIT_PERIOD_DAYS.join(', ')}`,
  'page.number': 'page must be a positive whole number',
  'page.min': 'page must be a positive whole number',
  'page.withoutDecimals': 'page must be a positive whole number',
  'limit.number': 'limit must be a positive whole number',
  'limit.min': 'limit must be a positive whole number',
  'limit.withoutDecimals': 'limit must be a positive whole number',
}

export const listAuditLogsValidator = withMessages(
  vine.compile(vine.object({ page: page(), limit: limit(), ...auditFilters })),
  filterMessages
)

/** GET /api/audit/logs/stats: the audit page's cards for a period, 'today' in the viewer's time zone. */
export const auditStatsValidator = withMessages(
  vine.compile(vine.object({ days: auditFilters.days, timeZone: vine.string().trim().maxLength(64).optional() })),
  filterMessages
)

export const exportAuditLogsValidator = withMessages(
  vine.compile(
    vine.object({
      format: vine.enum(AUDIT_EXPORT_FORMATS).optional(),
      ...auditFilters,
    })
  ),
  { ...filterMessages, 'format.enum': 'format must be csv or json' }
)

/** A moment of a date filter: a date-only value is that whole UTC day, any other is an ISO 8601 or SQL time (UTC unless it names a zone). */
export interface DateBound {
  at: DateTime
  dateOnly: boolean
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

function parseDateBound(value: string): DateBound | null {
  const options = { zone: 'utc', setZone: true }
  const at = DateTime.fromISO(value, options)
  const parsed = at.isValid ? at : DateTime.fromSQL(value, options)
  return parsed.isValid && hasRealOffset(parsed) ? { at: parsed, dateOnly: DATE_ONLY.test(value) } : null
}

const isDate = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !parseDateBound(value)) field.report('', 'date', field)
})

const dateBound = () =>
  vine
    .string()
    .trim()
    .maxLength(40)
    .use(isDate())
    .transform((value) => parseDateBound(value)!)
    .optional()

/** The most entries one page of the system audit log holds. */
export const SYSTEM_AUDIT_MAX_LIMIT = 100

/** Filters of GET /api/admin/audit-logs and its export (docs/api/audit.md, plus the screen's search text). */
const systemAuditFilters = {
  category: upper()
    .in([...AUDIT_CATEGORIES])
    .optional(),
  severity: upper()
    .in([...AUDIT_SEVERITIES])
    .optional(),
  actorType: upper()
    .in([...ACTOR_TYPES])
    .optional(),
  dateFrom: dateBound(),
  dateTo: dateBound(),
  search: vine.string().trim().maxLength(200).optional(),
}

const limitMessage = `limit must be a whole number from 1 to ${SYSTEM_AUDIT_MAX_LIMIT}`
const systemAuditMessages = {
  ...filterMessages,
  'limit.number': limitMessage,
  'limit.min': limitMessage,
  'limit.max': limitMessage,
  'limit.withoutDecimals': limitMessage,
  'category.in': `category must be one of ${AUDIT_CATEGORIES.join(', ')}`,
  'severity.in': `severity must be one of ${AUDIT_SEVERITIES.join(', ')}`,
  'dateFrom.date': 'dateFrom must be a date (YYYY-MM-DD or ISO 8601)',
  'dateTo.date': 'dateTo must be a date (YYYY-MM-DD or ISO 8601)',
  'dateFrom.maxLength': 'dateFrom must be a date (YYYY-MM-DD or ISO 8601)',
  'dateTo.maxLength': 'dateTo must be a date (YYYY-MM-DD or ISO 8601)',
  'format.enum': 'format must be csv or json',
}

/** GET /api/admin/audit-logs */
export const listSystemAuditLogsValidator = withMessages(
  vine.compile(vine.object({ page: page(), limit: limit(SYSTEM_AUDIT_MAX_LIMIT), ...systemAuditFilters })),
  systemAuditMessages
)

/** GET /api/admin/audit-logs/export: the same filters, every entry. */
export const exportSystemAuditLogsValidator = withMessages(
  vine.compile(vine.object({ format: vine.enum(AUDIT_EXPORT_FORMATS).optional(), ...systemAuditFilters })),
  systemAuditMessages
)

export type SystemAuditFilters = Omit<Infer<typeof exportSystemAuditLogsValidator>, 'format'>
