import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ActingContract, ActingOrigin } from '../shared/acting.js'
import type { AuditCategory, AuditSeverity } from '../shared/audit.js'
import { AUDIT_RECORDED, type RecordedEntry } from '../events.js'
import { recordActivity } from '../activity.js'
import { declaredAuditEvent } from './catalogue.js'
import AuditEntry from './audit_entry.js'

/** What an entry is about. */
export interface AuditTarget {
  type: string
  id?: number | null
  name?: string | null
}

/** Less common parts of an entry. */
export interface RecordOptions {
  metadata?: Record<string, unknown>
  /** The tenant the entry belongs to, when not the acting one (null: a system-wide entry). */
  creatorId?: number | null
  /** Overrides of the declared category and severity, for entries that weigh differently. */
  category?: AuditCategory
  severity?: AuditSeverity
}

/** audit_logs column sizes: what comes from the request is clipped to fit, never refused. */
const COLUMN_SIZES = { ipAddress: 64, userAgent: 500, name: 200 }

function clip(value: string | null | undefined, size: number) {
  return value ? value.slice(0, size) : null
}

/**
 * Where a request came from, as the trail stores it. The IP and user agent are whatever the
 * caller (or a trusted proxy) sent, of any length: a long header must not fail the write.
 */
export function auditOrigin(origin: ActingOrigin) {
  return {
    ipAddress: clip(origin.ip, COLUMN_SIZES.ipAddress),
    userAgent: clip(origin.userAgent, COLUMN_SIZES.userAgent),
  }
}

/** The event's declaration; an undeclared event is a bug: it throws outside production. */
function declaration(event: string) {
  const declared = declaredAuditEvent(event)
  if (declared) return declared
  const message = `Audit event ${event} is not declared in any module's auditEvents`
  if (!app.inProduction) throw new Error(message)
  logger.error(message)
  return null
}

/** The entry's attributes (the model's), as every way of recording writes them. */
function entryAttributes(
  acting: ActingContract,
  event: string,
  target: AuditTarget | null,
  details: Record<string, unknown>,
  options: RecordOptions
) {
  const declared = declaration(event)
  const { identity, impersonation } = acting
  const metadata = {
    ...options.metadata,
    ...(impersonation ? { impersonatedBy: impersonation.adminEmail, impersonationId: impersonation.id } : {}),
  }
  return {
    eventType: event,
    category: options.category ?? declared?.category ?? 'DATA_CHANGE',
    severity: options.severity ?? declared?.severity ?? 'LOW',
    actorType: identity.type,
    actorId: identity.id,
    actorName: clip(identity.name, COLUMN_SIZES.name) ?? '',
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    targetName: clip(target?.name, COLUMN_SIZES.name),
    creatorId: options.creatorId !== undefined ? options.creatorId : acting.creatorId,
    details,
    metadata,
    ...auditOrigin(acting.origin),
  }
}

/**
 * Listeners hear `audit:recorded` once the entry is committed (at once without a transaction). An
 * entry of a creator's tenant is activity of the creator's day (moderator actions, sign-ins): its
 * fact goes to the activity outbox in the entry's transaction (a statement without one writes it
 * itself: `factWritten`, see recordEachInStatement).
 */
async function announce(entry: RecordedEntry, trx?: TransactionClientContract, factWritten = false) {
  if (trx && entry.creatorId && !factWritten)
    await recordActivity(trx, [{ creatorId: entry.creatorId, at: entry.createdAt.toJSDate() }])
  // A listener's failure must not fail a change that is already committed.
  const emit = () =>
    emitter.emit(AUDIT_RECORDED, entry).catch((error) => logger.error({ err: error }, 'audit:recorded listener failed'))
  if (trx) trx.after('commit', emit)
  else await emit()
}

/**
 * The one way anything records what happened: `acting` did `event` to `target`. Inside the
 * caller's transaction (`trx`) the entry and the change commit together; listeners hear
 * `audit:recorded` once the entry is committed (never for a rolled-back one). An admin
 * impersonating a creator is named in the entry's metadata.
 */
export async function record(
  acting: ActingContract,
  event: string,
  target: AuditTarget | null = null,
  details: Record<string, unknown> = {},
  trx?: TransactionClientContract,
  options: RecordOptions = {}
): Promise<AuditEntry> {
  const attributes = entryAttributes(acting, event, target, details, options)
  // A tenant's entry and its activity fact commit together (see announce).
  if (!trx && attributes.creatorId) return db.transaction((own) => written(attributes, own))
  return written(attributes, trx)
}

async function written(attributes: ReturnType<typeof entryAttributes>, trx?: TransactionClientContract) {
  const entry = await AuditEntry.create(attributes, { client: trx })
  await announce(entry, trx)
  return entry
}

/** An entry written by the change's own statement (see recordInStatement). */
export interface StatementEntry {
  /** `insert into audit_logs (…) select … from <source> returning id`, for a `with` part of the statement. */
  sql: string
  bindings: unknown[]
  /**
   * Once the statement has run: announces the entry with the id it returned, as record() does,
   * with what the statement took from its source: the `fromSource` details' values and the
   * target (`targetFromSource`), as the caller read them from the statement's answer.
   */
  recorded(id: number, fromStatement?: { details?: Record<string, unknown>; target?: AuditTarget }): Promise<void>
}

/** The columns of a statement's part that hold an entry's target, when the caller does not know it yet. */
export interface TargetColumns {
  type: string
  id: string
  name: string
}

/**
 * record() for a change written as one PostgreSQL statement (data-modifying `with` parts): the
 * entry is inserted by that statement from the row of its part `source`, so the change and its
 * entry take one round trip and commit together. `fromSource` names numeric details taken from
 * that row (e.g. `{ holdingId: 'id' }`, the new holding's id), written after `details`;
 * `targetFromSource` names the row's columns of the target's id and name (with its type), for a
 * statement that finds its target itself. The stored entry is the one record() would write.
 */
export function recordInStatement(
  acting: ActingContract,
  event: string,
  target: AuditTarget | null,
  details: Record<string, unknown>,
  trx: TransactionClientContract | undefined,
  {
    source,
    fromSource = {},
    targetFromSource,
    ...options
  }: RecordOptions & { source: string; fromSource?: Record<string, string>; targetFromSource?: TargetColumns }
): StatementEntry {
  const entryTarget = targetFromSource ? { type: targetFromSource.type } : target
  const attributes = { ...entryAttributes(acting, event, entryTarget, details, options), createdAt: DateTime.now() }
  const keys = Object.entries(fromSource)
  const dateTimeFormat = (trx ?? db.connection()).dialect.dateTimeFormat
  const columns: string[] = []
  const values: string[] = []
  const bindings: unknown[] = []
  for (const [attribute, value] of Object.entries(attributes)) {
    columns.push(AuditEntry.$keys.attributesToColumns.get(attribute)!)
    if (targetFromSource && attribute === 'targetId') {
      values.push(`"${source}"."${targetFromSource.id}"`)
    } else if (targetFromSource && attribute === 'targetName') {
      values.push(`substr("${source}"."${targetFromSource.name}", 1, ${COLUMN_SIZES.name})`)
    } else if (attribute === 'details' && keys.length) {
      // The JSON text of `details`, then each `fromSource` key and its column's value.
      values.push(`${keys.map(([, column]) => `? || "${source}"."${column}"`).join(' || ')} || '}'`)
      bindings.push(
        detailsBefore(value as Record<string, unknown>, keys),
        ...keys.slice(1).map((key) => `,${sourcedKey(key)}`)
      )
    } else {
      values.push('?')
      bindings.push(
        attribute === 'details' || attribute === 'metadata'
          ? JSON.stringify(value)
          : value instanceof DateTime
            ? value.toFormat(dateTimeFormat)
            : value
      )
    }
  }
  return {
    sql: `insert into audit_logs (${columns.join(', ')}) select ${values.join(', ')} from "${source}" returning id`,
    bindings,
    recorded: (id, fromStatement = {}) => announceWritten(attributes, id, fromStatement, trx),
  }
}

/**
 * The text of `details` in JSON without its closing brace, then the first `fromSource` key: the
 * statement appends that key's value, each further key (sourcedKey) and value, then `}`.
 */
function detailsBefore(details: Record<string, unknown>, keys: [string, string][]) {
  if (!keys.length) return JSON.stringify(details)
  const known = JSON.stringify(details).slice(0, -1)
  return `${known}${known === '{' ? '' : ','}${sourcedKey(keys[0])}`
}

const sourcedKey = ([key]: [string, string]) => `${JSON.stringify(key)}:`

/** Announces an entry a statement wrote (its id, and what it took from its source), as record() does. */
async function announceWritten(
  attributes: ReturnType<typeof entryAttributes> & { createdAt: DateTime },
  id: number,
  { details: sourced, target: found }: { details?: Record<string, unknown>; target?: AuditTarget },
  trx: TransactionClientContract | undefined,
  factWritten = false
) {
  await announce(
    {
      ...attributes,
      id,
      details: sourced ? { ...attributes.details, ...sourced } : attributes.details,
      ...(found ? { targetId: found.id ?? null, targetName: clip(found.name, COLUMN_SIZES.name) } : {}),
    },
    trx,
    factWritten
  )
}

/** One entry of recordEachInStatement: what record() takes, the target being the statement's. */
export interface EachEntry {
  acting: ActingContract
  event: string
  details: Record<string, unknown>
  options?: RecordOptions
}

/**
 * recordInStatement for a statement that changes several rows, each with its own entry (a batch
 * of grants; `entries` holds one at least): `entries[i]` is written from the row of the part
 * `source` whose column `position` is i + 1, its target taken from that row (`targetFromSource`),
 * its `fromSource` details as recordInStatement's. The entries' values are one JSON binding, so
 * the SQL text is the same for any number of entries. The part returns `id` and `target_id`: the
 * source rows' targets must differ, so that the caller can tell whose entry each id is. It returns
 * `creator_id` too: the statement writes the entries' activity facts itself, from that part
 * (activityInStatement of core/activity), so that they commit with it even without a transaction.
 */
export function recordEachInStatement(
  entries: EachEntry[],
  trx: TransactionClientContract | undefined,
  {
    source,
    position,
    fromSource = {},
    targetFromSource,
  }: { source: string; position: string; fromSource?: Record<string, string>; targetFromSource: TargetColumns }
) {
  const keys = Object.entries(fromSource)
  const createdAt = DateTime.now()
  const all = entries.map(({ acting, event, details, options = {} }) => ({
    ...entryAttributes(acting, event, { type: targetFromSource.type }, details, options),
    createdAt,
  }))
  const column = (attribute: string) => AuditEntry.$keys.attributesToColumns.get(attribute)!
  // Each entry's columns as JSON (details: the text before the first fromSource value).
  const row = (attributes: (typeof all)[number]) =>
    Object.fromEntries(
      Object.entries(attributes).map(([attribute, value]) => [
        column(attribute),
        attribute === 'details'
          ? detailsBefore(value as Record<string, unknown>, keys)
          : attribute === 'metadata'
            ? JSON.stringify(value)
            : value instanceof DateTime
              ? value.toISO()
              : value,
      ])
    )
  const written = Object.keys(all[0])
  const values = written.map((attribute) => {
    if (attribute === 'targetId') return `"${source}"."${targetFromSource.id}"`
    if (attribute === 'targetName') return `substr("${source}"."${targetFromSource.name}", 1, ${COLUMN_SIZES.name})`
    if (attribute === 'details' && keys.length) {
      const sourced = keys.map(([, sourceColumn], i) => `${i ? '? || ' : ''}"${source}"."${sourceColumn}"`)
      return `e.details || ${sourced.join(' || ')} || '}'`
    }
    return `e.${column(attribute)}`
  })
  return {
    sql: `insert into audit_logs (${written.map(column).join(', ')})
      select ${values.join(', ')} from "${source}"
      join rows from (json_populate_recordset(null::audit_logs, ?::json)) with ordinality as e on e.ordinality = "${source}"."${position}"
      returning id, target_id, creator_id`,
    bindings: [...keys.slice(1).map((key) => `,${sourcedKey(key)}`), JSON.stringify(all.map(row))],
    /** As StatementEntry's recorded(), for `entries[index]`. */
    recorded: (index: number, id: number, fromStatement: { details?: Record<string, unknown>; target?: AuditTarget }) =>
      announceWritten(all[index], id, fromStatement, trx, true),
  }
}
