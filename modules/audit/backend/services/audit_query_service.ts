import { DateTime, IANAZone } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { Infer } from '@vinejs/vine/types'
import type { UserActing } from '#core/acting/acting'
import AuditLog from '#core/audit/audit_entry'
import { dbTimestamp } from '#core/database/time'
import { storedTimestamp } from '#core/database/days'
import { declaredAuditEvents } from '#core/audit/catalogue'
import { ApiError } from '#core/http/api_error'
import { pageQuery, pagination } from '#core/http/validation'
import {
  DEFAULT_AUDIT_PERIOD_DAYS,
  LOGINS_TODAY_EVENT,
  type AuditEntryDto,
  type AuditStatsDto,
  type SystemAuditEntryDto,
} from '../../shared/audit.js'
import type {
  exportAuditLogsValidator,
  listAuditLogsValidator,
  listSystemAuditLogsValidator,
  SystemAuditFilters,
} from '../validators.js'
import { AUDIT_ERRORS } from '../../shared/error_codes.js'

type AuditQuery = ModelQueryBuilderContract<typeof AuditLog, AuditLog>
type AuditFilters = Infer<typeof exportAuditLogsValidator>

/** Entries an export reads per database round trip: its memory stays bounded whatever the total. */
export const EXPORT_CHUNK = 1000

const isPostgres = () => db.connection().dialect.name === 'postgres'

/** Entries whose real actor is an admin: written by one, or by one impersonating the creator. */
const writtenByAdmin = (entry: AuditLog) => entry.actorType === 'ADMIN' || 'impersonatedBy' in entry.metadata

/** Metadata keys that would locate an admin's client. */
const CLIENT_METADATA_KEYS = new Set(['ip', 'ipAddress', 'userAgent'])

/**
 * Whether `viewer` may see where an entry's actor acted from (IP address, user agent): an admin
 * (not impersonating) always; a creator for their tenant's entries but an admin's; a moderator
 * only for their own actions (not the creator's home address, nor the other moderators').
 */
function seesClient(entry: AuditLog, viewer: UserActing) {
  if (viewer.isAdmin) return true
  if (writtenByAdmin(entry)) return false
  return viewer.role !== 'MODERATOR' || (entry.actorType === 'MODERATOR' && entry.actorId === viewer.user.id)
}

/** An entry as `viewer` may read it: without its client (seesClient) when they may not see it. */
export function serializeAuditEntry(entry: AuditLog, viewer: UserActing): AuditEntryDto {
  const hideClient = !seesClient(entry, viewer)
  return {
    id: entry.id,
    eventType: entry.eventType,
    category: entry.category,
    severity: entry.severity,
    actorType: entry.actorType,
    actorId: entry.actorId,
    actorName: entry.actorName,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName: entry.targetName,
    creatorId: entry.creatorId,
    details: entry.details,
    metadata: hideClient
      ? Object.fromEntries(Object.entries(entry.metadata).filter(([key]) => !CLIENT_METADATA_KEYS.has(key)))
      : entry.metadata,
    ipAddress: hideClient ? null : entry.ipAddress,
    userAgent: hideClient ? null : entry.userAgent,
    createdAt: entry.createdAt.toISO()!,
  }
}

/**
 * The entries `acting` may read: an admin (not impersonating) everything; a creator, or an
 * admin acting as one, the tenant's entries (their own and their moderators'); a moderator
 * their own account's entries and their creator's powerup activity.
 */
export function scopedAuditQuery(acting: UserActing): AuditQuery {
  const query = AuditLog.query()
  if (acting.role === 'ADMIN' && acting.creatorId === null) return query
  const tenant = acting.requireCreatorId()
  query.where('creator_id', tenant)
  if (acting.role === 'MODERATOR') {
    const self = acting.user.id
    query.where((own) =>
      own
        .where((q) => q.where('actor_type', 'MODERATOR').where('actor_id', self))
        .orWhere((q) => q.whereIn('target_type', ['MODERATOR', 'USER']).where('target_id', self))
        .orWhere('event_type', 'like', '%POWERUP%')
    )
  }
  return query
}

/** Columns the audit page's search reads. */
const SEARCH_COLUMNS = ['actor_name', 'target_name', 'event_type', 'details']

/**
 * Entries whose columns contain `search` (any case), or whose event's declared label does
 * ('powerup granted' finds POWERUP_GRANTED), when `labels` are searched too.
 */
function applySearch(query: AuditQuery, search: string | undefined, columns = SEARCH_COLUMNS, labels = false) {
  if (!search) return
  const lower = search.toLowerCase()
  const needle = `%${lower.replace(/[%_\\]/g, (c) => `\\${c}`)}%`
  const labelled = labels
    ? Object.entries(declaredAuditEvents())
        .filter(([, declaration]) => declaration.label?.toLowerCase().includes(lower))
        .map(([eventType]) => eventType)
    : []
  query.where((q) => {
    for (const column of columns) q.orWhereRaw(`lower(${column}) like ? escape '\\'`, [needle])
    if (labelled.length) q.orWhereIn('event_type', labelled)
  })
}

function applyFilters(query: AuditQuery, filters: AuditFilters) {
  if (filters.eventType) query.where('event_type', filters.eventType)
  if (filters.actorType) query.where('actor_type', filters.actorType)
  if (filters.actorId) query.where('actor_id', filters.actorId)
  const days = filters.days ?? DEFAULT_AUDIT_PERIOD_DAYS
  query.where('created_at', '>=', dbTimestamp(DateTime.now().minus({ days })))
  applySearch(query, filters.search)
  return query
}

const newestFirst = (query: AuditQuery) => query.orderBy('created_at', 'desc').orderBy('id', 'desc')

async function page(query: AuditQuery, input: { page?: number; limit?: number }) {
  const { page: current, limit, offset } = pageQuery(input)
  const totalCount = Number((await query.clone().count('* as total').first())?.$extras.total ?? 0)
  const rows = await newestFirst(query).offset(offset).limit(limit)
  return { rows, pagination: { ...pagination(current, limit, totalCount), hasMore: offset + rows.length < totalCount } }
}

/** GET /api/audit/logs */
export async function listAuditLogs(acting: UserActing, filters: Infer<typeof listAuditLogsValidator>) {
  const { rows, pagination: paging } = await page(applyFilters(scopedAuditQuery(acting), filters), filters)
  return { logs: rows.map((row) => serializeAuditEntry(row, acting)), pagination: paging }
}

const countOf = async (query: AuditQuery) => Number((await query.count('* as total').first())?.$extras.total ?? 0)

/** Where an entry sits in newest-first order, exactly as stored (text, so no precision is lost). */
const exportPosition = () =>
  db.raw(isPostgres() ? 'created_at::text as export_position' : 'created_at as export_position')

/**
 * Every filtered entry of an export, newest first, from the newest one at the start: `total`
 * counts them, `chunks()` reads them EXPORT_CHUNK at a time by keyset (created_at, id), so
 * entries written meanwhile neither shift nor join the export.
 */
async function exportOf<T>(query: AuditQuery, serialize: (entry: AuditLog) => T) {
  const filtered = newestFirst(query)
  const newest = await filtered.clone().select('id', exportPosition()).first()
  // The plain created_at bound lets the created_at indexes find the chunk; the pair settles ties.
  const upTo = (bounded: AuditQuery, position: AuditLog, inclusive: boolean) =>
    bounded
      .where('created_at', '<=', position.$extras.export_position)
      .whereRaw(`(created_at, id) ${inclusive ? '<=' : '<'} (?, ?)`, [position.$extras.export_position, position.id])
  const total = newest ? await countOf(upTo(filtered.clone().clearOrder(), newest, true)) : 0

  async function* chunks() {
    let after = newest
    let inclusive = true
    while (after) {
      const rows = await upTo(filtered.clone().select('*', exportPosition()), after, inclusive).limit(EXPORT_CHUNK)
      if (rows.length) yield rows.map(serialize)
      after = rows.length === EXPORT_CHUNK ? rows[rows.length - 1] : null
      inclusive = false
    }
  }
  return { total, chunks }
}

/** GET /api/audit/logs/export: the entries `acting` may read, filtered like the list. */
export function auditLogsForExport(acting: UserActing, filters: AuditFilters) {
  return exportOf(applyFilters(scopedAuditQuery(acting), filters), (row) => serializeAuditEntry(row, acting))
}

/** Midnight of today in `timeZone` (an IANA name, default UTC), in the zone timestamps are stored in. */
function startOfToday(timeZone = 'UTC') {
  if (!IANAZone.isValidZone(timeZone))
    throw new ApiError(400, 'timeZone must be an IANA time zone such as Europe/Paris', AUDIT_ERRORS.bad_time_zone)
  return DateTime.now().setZone(timeZone).startOf('day').toLocal()
}

/**
 * GET /api/audit/logs/stats: the audit page's cards over the period `acting` may read.
 * 'Logins Today' counts exactly the list's entries of that type dated today in the viewer's
 * time zone: same scope, same event type, the viewer's midnight (failed sign-ins write nothing).
 */
export async function auditStats(
  acting: UserActing,
  input: { days?: number; timeZone?: string } = {}
): Promise<AuditStatsDto> {
  const today = startOfToday(input.timeZone)
  const period = () => applyFilters(scopedAuditQuery(acting), { days: input.days ?? DEFAULT_AUDIT_PERIOD_DAYS })
  const [totalEntries, powerupActions, moderatorActions, loginsToday] = await Promise.all([
    countOf(period()),
    countOf(period().where('event_type', 'like', '%POWERUP%')),
    countOf(period().whereIn('event_type', ['MODERATOR_PROMOTED', 'MODERATOR_DEMOTED'])),
    countOf(
      scopedAuditQuery(acting).where('event_type', LOGINS_TODAY_EVENT).where('created_at', '>=', dbTimestamp(today))
    ),
  ])
  return { totalEntries, loginsToday, powerupActions, moderatorActions }
}

/** Columns the system audit log's search reads: actor, target, action and IP (labels too). */
const SYSTEM_SEARCH_COLUMNS = ['actor_name', 'target_name', 'event_type', 'ip_address']

/**
 * The system audit log filtered (docs/api/audit.md): `dateFrom` and `dateTo` are inclusive, a date-only
 * `dateTo` covers that whole UTC day. A `dateFrom` after `dateTo` answers 400.
 */
function systemAuditQuery(filters: SystemAuditFilters): AuditQuery {
  const { dateFrom, dateTo } = filters
  const end = dateTo && (dateTo.dateOnly ? dateTo.at.plus({ days: 1 }) : dateTo.at)
  if (dateFrom && end && (dateTo!.dateOnly ? dateFrom.at >= end : dateFrom.at > end)) {
    throw new ApiError(400, 'dateFrom must not be after dateTo', AUDIT_ERRORS.dates_reversed)
  }
  const query = AuditLog.query()
  if (filters.category) query.where('category', filters.category)
  if (filters.severity) query.where('severity', filters.severity)
  if (filters.actorType) query.where('actor_type', filters.actorType)
  if (dateFrom) query.where('created_at', '>=', storedTimestamp(dateFrom.at.toJSDate()))
  if (dateTo && end) query.where('created_at', dateTo.dateOnly ? '<' : '<=', storedTimestamp(end.toJSDate()))
  applySearch(query, filters.search, SYSTEM_SEARCH_COLUMNS, true)
  return query
}

const systemEntry =
  (acting: UserActing) =>
  (row: AuditLog): SystemAuditEntryDto => ({ ...serializeAuditEntry(row, acting), action: row.eventType })

/** GET /api/admin/audit-logs: the system audit log of spec 2 (admins only). */
export async function listSystemAuditLogs(acting: UserActing, filters: Infer<typeof listSystemAuditLogsValidator>) {
  const { rows, pagination: paging } = await page(systemAuditQuery(filters), filters)
  return { auditLogs: rows.map(systemEntry(acting)), pagination: paging }
}

/** GET /api/admin/audit-logs/export: every entry the list's filters select, streamed. */
export function systemAuditLogsForExport(acting: UserActing, filters: SystemAuditFilters) {
  return exportOf(systemAuditQuery(filters), systemEntry(acting))
}

export interface ActorActivity {
  /** Entries that are not sign-in or sign-out. */
  actions: number
  /** Distinct players the actor granted or used powerups for. */
  players: number
}

/**
 * What each given actor of a creator did, from the trail (entries written by hand, kiosk or chat
 * command), optionally since a moment. The units they granted and used are the ledger's figures
 * (powerups' userLedgerActivity), where undone grants and uses are accounted for.
 */
export async function actorActivity(input: {
  creatorId: number
  actorType: string
  actorIds: number[]
  since?: DateTime
}): Promise<Map<number, ActorActivity>> {
  const result = new Map<number, ActorActivity>()
  if (!input.actorIds.length) return result
  const query = db
    .from('audit_logs')
    .where('creator_id', input.creatorId)
    .where('actor_type', input.actorType)
    .whereIn('actor_id', input.actorIds)
    .select('actor_id')
    .select(db.raw(`sum(case when category = 'AUTHENTICATION' then 0 else 1 end) as actions`))
    .select(
      db.raw(
        `count(distinct case when event_type like '%POWERUP%' and target_type = 'PLAYER' then target_id end) as players`
      )
    )
    .groupBy('actor_id')
  if (input.since) query.where('created_at', '>=', dbTimestamp(input.since))
  for (const row of await query) {
    result.set(Number(row.actor_id), {
      actions: Number(row.actions ?? 0),
      players: Number(row.players ?? 0),
    })
  }
  return result
}
