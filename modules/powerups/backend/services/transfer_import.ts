import db from '@adonisjs/lucid/services/db'
import { parse as parseCsv, CsvError } from 'csv-parse/sync'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbNow, dbTimestamp, hasRealOffset } from '#core/database/time'
import { repeatedColumn } from '#core/shared/csv'
import { ApiError } from '#core/http/api_error'
import { upsertImportedPlayer, type ImportedPlayerResult } from '#modules/players/backend/public'
import { PLAYER_LIMITS, playerNameKey } from '../../../players/shared/players.js'
import { canonicalType, GRANT_COUNT, POWERUP_MESSAGES, type PowerupType } from '../../shared/powerups.js'
import { POWERUP_EVENTS } from '../../shared/events.js'
import {
  ALIAS_SEPARATOR,
  IMPORT_LIMITS,
  IMPORTED_COLUMNS,
  NEVER_EXPIRES,
  TRANSFER_COLUMNS,
  type ImportFormat,
  type ImportPlayerChange,
  type ImportResponse,
  type ImportRowError,
} from '../../shared/transfer.js'
import { grantPolicy } from './grant_policy.js'
import { emitPowerupsChanged, heldUnits, identityUserId } from './ledger_rows.js'
import { POWERUPS_ERRORS } from '../../shared/error_codes.js'
import type { ErrorCode, ErrorParams } from '#core/shared/error_codes'

/** A row as read from the file, with its line (CSV: the file's line; JSON: its position from 1). */
interface RawRow {
  line: number
  fields: Record<string, unknown>
}

/** A holding a row asks for; `expiresAt` undefined: the grant policy's default expiry. */
interface RowGrant {
  line: number
  type: PowerupType
  units: number
  expiresAt: DateTime | null | undefined
}

/** One player of the file: their rows' names, status and holdings. */
interface PlayerGroup {
  name: string
  lines: number[]
  aliases: string[]
  isActive?: { value: boolean; line: number }
  grants: RowGrant[]
}

const invalid = (message: string, code: ErrorCode, params?: ErrorParams) => new ApiError(422, message, code, params)

/** Undoes the export's spreadsheet defusing ('=x' was written as `'=x`: see csvField). */
const undefused = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text)

/**
 * The CSV header's columns, checked before any record is built from them: a name twice would let
 * the last cell win, and `__proto__` would not become a field at all.
 */
function checkedHeader(columns: string[]) {
  const twice = repeatedColumn(columns)
  if (twice !== undefined)
    throw invalid(`The column ${twice} appears twice in the header`, POWERUPS_ERRORS.import_repeated_column, {
      column: twice,
    })
  unknownColumns(columns)
  return columns
}

/** 422 naming the columns the import does not know. */
function unknownColumns(columns: string[]) {
  const known = new Set<string>(TRANSFER_COLUMNS)
  const unknown = [...new Set(columns)].filter((column) => !known.has(column))
  if (unknown.length) {
    throw invalid(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Columns: ${TRANSFER_COLUMNS.join(', ')}`,
      POWERUPS_ERRORS.import_unknown_columns,
      { columns: unknown.join(', '), known: TRANSFER_COLUMNS.join(', ') }
    )
  }
}

function csvRows(content: string): RawRow[] {
  try {
    const records = parseCsv(content, {
      bom: true,
      columns: (header: string[]) => checkedHeader(header.map((column) => column.trim())),
      skip_empty_lines: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[]
    return records.map(({ record: fields, info }) => ({ line: info.lines, fields }))
  } catch (error) {
    if (error instanceof CsvError) {
      throw invalid(
        `The CSV cannot be read${error.lines ? ` at line ${error.lines}` : ''}: ${error.message}`,
        POWERUPS_ERRORS.import_unreadable_csv,
        { line: Number(error.lines ?? 0), reason: error.message }
      )
    }
    throw error
  }
}

function jsonRows(content: string): RawRow[] {
  let document: unknown
  try {
    document = JSON.parse(content)
  } catch {
    throw invalid('The file is not valid JSON', POWERUPS_ERRORS.import_bad_json)
  }
  const rows = Array.isArray(document) ? document : (document as { rows?: unknown } | null)?.rows
  if (!Array.isArray(rows))
    throw invalid(
      'The JSON must be a list of rows or an object with a "rows" list',
      POWERUPS_ERRORS.import_bad_json_shape
    )
  return rows.map((fields, index) => ({
    line: index + 1,
    fields: fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {},
  }))
}

/** The file's rows; 413 past the size limits, 422 when it cannot be read or names unknown columns. */
function readRows(format: ImportFormat, content: string) {
  if (Buffer.byteLength(content, 'utf8') > IMPORT_LIMITS.bytes) {
    throw new ApiError(
      413,
      `The file is larger than ${IMPORT_LIMITS.bytes / 1000} KB: split it into smaller files`,
      POWERUPS_ERRORS.import_too_large,
      { kilobytes: IMPORT_LIMITS.bytes / 1000 }
    )
  }
  const rows = format === 'csv' ? csvRows(content) : jsonRows(content)
  if (!rows.length) throw invalid('The file has no rows to import', POWERUPS_ERRORS.import_empty)
  if (rows.length > IMPORT_LIMITS.rows) {
    throw new ApiError(
      413,
      `The file has ${rows.length} rows; at most ${IMPORT_LIMITS.rows} may be imported at once`,
      POWERUPS_ERRORS.import_too_many_rows,
      { rows: rows.length, max: IMPORT_LIMITS.rows }
    )
  }
  // A CSV's columns were checked with its header (checkedHeader); a JSON row names its own.
  if (format === 'json') unknownColumns(rows.flatMap((row) => Object.keys(row.fields)))
  return rows
}

/** A cell as text: CSV cells are text already; JSON may hold numbers and booleans. */
function text(value: unknown) {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? undefused(value.trim()) : String(value).trim()
}

function activeFlag(value: string) {
  if (value === '') return undefined
  if (/^true$/i.test(value)) return true
  if (/^false$/i.test(value)) return false
  throw new Error('isActive must be true or false')
}

function expiry(value: string, now: DateTime) {
  if (value === '') return undefined
  if (value.toLowerCase() === NEVER_EXPIRES) return null
  const at = DateTime.fromISO(value, { setZone: true })
  if (!at.isValid || !hasRealOffset(at)) {
    throw new Error(`expiresAt must be a date and time (ISO 8601), '${NEVER_EXPIRES}' or empty`)
  }
  if (at <= now) throw new Error(`expiresAt ${value} is in the past`)
  return at
}

/** A row's player and holding, or the reason it is invalid. */
function readRow(row: RawRow, now: DateTime) {
  const cell = Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, text(row.fields[column])]))
  const name = cell.player
  if (!playerNameKey(name)) throw new Error('player is required')
  if (name.length > PLAYER_LIMITS.nameMax) throw new Error(`player must be at most ${PLAYER_LIMITS.nameMax} characters`)
  const aliases = cell.aliases ? cell.aliases.split(ALIAS_SEPARATOR).map((alias) => undefused(alias.trim())) : []
  const isActive = activeFlag(cell.isActive)
  if (cell.type === '') {
    if (cell.units !== '' || cell.expiresAt !== '')
      throw new Error('type is required when units or expiresAt are given')
    return { name, aliases, isActive, grant: null }
  }
  const type = canonicalType(cell.type)
  if (!type) throw new Error(POWERUP_MESSAGES.invalidType(cell.type.slice(0, 40)))
  const units = Number(cell.units)
  if (cell.units === '' || !Number.isInteger(units) || units < GRANT_COUNT.min || units > GRANT_COUNT.max) {
    throw new Error(`units must be a whole number from ${GRANT_COUNT.min} to ${GRANT_COUNT.max}`)
  }
  return { name, aliases, isActive, grant: { line: row.line, type, units, expiresAt: expiry(cell.expiresAt, now) } }
}

/** The file's players by name key, and the rows refused on their own. */
function groupRows(rows: RawRow[], now: DateTime) {
  const groups = new Map<string, PlayerGroup>()
  const errors: ImportRowError[] = []
  for (const row of rows) {
    let read: ReturnType<typeof readRow>
    try {
      read = readRow(row, now)
    } catch (error) {
      errors.push({ line: row.line, message: (error as Error).message })
      continue
    }
    const key = playerNameKey(read.name)
    const group = groups.get(key) ?? { name: read.name, lines: [], aliases: [], grants: [] }
    groups.set(key, group)
    if (read.isActive !== undefined) {
      if (group.isActive && group.isActive.value !== read.isActive) {
        errors.push({ line: row.line, message: `isActive differs from line ${group.isActive.line} for ${group.name}` })
        continue
      }
      group.isActive ??= { value: read.isActive, line: row.line }
    }
    group.lines.push(row.line)
    group.aliases.push(...read.aliases)
    if (read.grant) group.grants.push(read.grant)
  }
  return { groups: [...groups.values()], errors }
}

const unitsByType = (grants: RowGrant[]) => {
  const units: Partial<Record<PowerupType, number>> = {}
  for (const grant of grants) units[grant.type] = (units[grant.type] ?? 0) + grant.units
  return units
}

/** Writes a player's holdings (one insert); the import's audit entry covers them. */
async function insertHoldings(
  acting: Acting,
  playerId: number,
  grants: RowGrant[],
  defaultExpiry: DateTime,
  trx: TransactionClientContract
) {
  if (!grants.length) return
  const now = dbTimestamp(dbNow(), trx)
  await trx.table('powerup_holdings').multiInsert(
    grants.map((grant) => ({
      created_at: now,
      updated_at: now,
      creator_id: acting.requireCreatorId(),
      player_id: playerId,
      type: grant.type,
      count: grant.units,
      original_count: grant.units,
      is_active: true,
      expires_at:
        grant.expiresAt === null
          ? null
          : dbTimestamp(grant.expiresAt === undefined ? defaultExpiry : grant.expiresAt, trx),
      granted_by: identityUserId(acting.identity),
      granted_by_name: acting.identity.name.slice(0, 120),
      source: acting.source,
    }))
  )
}

/** Ends the transaction without writing (a dry run, or a file with invalid rows) and carries what it found. */
class Rollback extends Error {
  constructor(readonly changes: ImportPlayerChange[]) {
    super('import rolled back')
  }
}

const CHANGE_ACTIONS: Record<ImportedPlayerResult['action'], ImportPlayerChange['action']> = {
  created: 'create',
  updated: 'update',
  unchanged: 'unchanged',
}

/**
 * Imports players and balances from an export's CSV or JSON text (issue 15 part 5), all or
 * nothing, in ONE transaction: each player is created or completed (aliases, status), then given
 * the file's holdings, within the per-player maximum. The dry run does the very same work and
 * rolls it back, so it answers exactly what an apply would do; any invalid row rolls the apply
 * back too and answers 422 with every row's line and reason. One audit entry for the import.
 */
export async function importBalances(
  acting: Acting,
  input: { format: ImportFormat; content: string; dryRun: boolean }
): Promise<Omit<ImportResponse, 'success'>> {
  const creatorId = acting.requireCreatorId()
  const rows = readRows(input.format, input.content)
  const now = dbNow()
  const { groups, errors } = groupRows(rows, now)
  const policy = await grantPolicy()
  const defaultExpiry = now.plus({ hours: policy.defaultExpiryHours })

  const changes = await db
    .transaction(async (trx) => {
      const done: ImportPlayerChange[] = []
      for (const group of groups) {
        let player: ImportedPlayerResult
        try {
          player = await upsertImportedPlayer(
            acting,
            { name: group.name, aliases: group.aliases, isActive: group.isActive?.value },
            trx
          )
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error
          errors.push({ line: group.lines[0], message: `${group.name}: ${error.message}` })
          continue
        }
        const units = group.grants.reduce((sum, grant) => sum + grant.units, 0)
        if (policy.maxPowerupsPerPlayer !== null && units > 0) {
          const held = player.action === 'created' ? 0 : await heldUnits(player.id, trx, now)
          if (held + units > policy.maxPowerupsPerPlayer) {
            errors.push({
              line: group.grants[0].line,
              message: `${player.name} would hold ${held + units} powerups; the maximum per player is ${policy.maxPowerupsPerPlayer}`,
            })
            continue
          }
        }
        await insertHoldings(acting, player.id, group.grants, defaultExpiry, trx)
        done.push({
          name: player.name,
          action: CHANGE_ACTIONS[player.action],
          holdings: group.grants.length,
          units: unitsByType(group.grants),
        })
      }
      if (errors.length || input.dryRun) throw new Rollback(done)
      await record(
        acting,
        POWERUP_EVENTS.POWERUPS_IMPORTED,
        { type: 'PLAYERS', id: null, name: `${done.length} player${done.length === 1 ? '' : 's'}` },
        { format: input.format, ...summarize(rows.length, done), source: acting.source },
        trx
      )
      trx.after('commit', () => emitPowerupsChanged({ creatorId, reason: 'granted' }))
      return done
    })
    .catch((error) => {
      if (error instanceof Rollback) return error.changes
      throw error
    })

  errors.sort((a, b) => a.line - b.line)
  const answer = {
    dryRun: input.dryRun,
    valid: errors.length === 0,
    summary: summarize(rows.length, changes),
    players: changes,
    errors,
  }
  if (!input.dryRun && errors.length) {
    throw new ApiError(
      422,
      `${errors.length} invalid row${errors.length === 1 ? '' : 's'}: nothing was imported`,
      POWERUPS_ERRORS.import_rows_invalid,
      { count: errors.length },
      answer
    )
  }
  return answer
}

function summarize(rows: number, changes: ImportPlayerChange[]) {
  const units: Partial<Record<PowerupType, number>> = {}
  for (const change of changes) {
    for (const [type, count] of Object.entries(change.units) as [PowerupType, number][]) {
      units[type] = (units[type] ?? 0) + count
    }
  }
  return {
    rows,
    playersCreated: changes.filter((change) => change.action === 'create').length,
    playersUpdated: changes.filter((change) => change.action === 'update').length,
    holdings: changes.reduce((sum, change) => sum + change.holdings, 0),
    units,
  }
}
