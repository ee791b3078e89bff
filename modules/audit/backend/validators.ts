import vine from '@vinejs/vine'
import { idNumber, withMessages } from '#core/http/validation'
import { ACTOR_TYPES, AUDIT_CATEGORIES, AUDIT_PERIOD_DAYS, AUDIT_SEVERITIES } from '../shared/audit.js'
import { AUDIT_EXPORT_FORMATS } from '../shared/export.js'

const page = () => vine.number().withoutDecimals().min(1).max(1_000_000).optional()
const limit = () => vine.number().withoutDecimals().min(1).optional()
const upper = () => vine.string().trim().toUpperCase()

/** Filters of GET /api/audit/logs (spec 1 §7) and its export. */
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

const dateValue = () => vine.date({ formats: ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'iso8601'] }).optional()

/** GET /api/admin/audit-logs (spec 2 §7) plus the screen's search text. */
export const listSystemAuditLogsValidator = withMessages(
  vine.compile(
    vine.object({
      page: page(),
      limit: limit(),
      category: upper()
        .in([...AUDIT_CATEGORIES])
        .optional(),
      severity: upper()
        .in([...AUDIT_SEVERITIES])
        .optional(),
      actorType: upper()
        .in([...ACTOR_TYPES])
        .optional(),
      dateFrom: dateValue(),
      dateTo: dateValue(),
      search: vine.string().trim().maxLength(200).optional(),
    })
  ),
  {
    ...filterMessages,
    'category.in': `category must be one of ${AUDIT_CATEGORIES.join(', ')}`,
    'severity.in': `severity must be one of ${AUDIT_SEVERITIES.join(', ')}`,
    'dateFrom.date': 'dateFrom must be a date (YYYY-MM-DD or ISO 8601)',
    'dateTo.date': 'dateTo must be a date (YYYY-MM-DD or ISO 8601)',
  }
)
