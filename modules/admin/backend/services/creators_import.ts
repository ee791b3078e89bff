import { randomInt } from 'node:crypto'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import { parse as parseCsv } from 'csv-parse/sync'
import { repeatedColumn } from '#core/shared/csv'
import type { UserActing } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { ApiError } from '#core/http/api_error'
import User from '#core/users/user'
import type { ImportedModerator, ModeratorAccounts } from '#core/back_office'
import { moderatorAccounts } from '../users/users_service.js'
import { importedCreatorValidator } from '../validators.js'
import { insertCreator } from './creators_service.js'
import { ADMIN_EVENTS } from '../../shared/events.js'
import {
  CREATORS_IMPORT_CSV_COLUMNS,
  CREATORS_IMPORT_LIMITS,
  type CreatorsImportFormat,
  type CreatorsImportResultDto,
  type ImportCredentialDto,
  type ImportedCreatorDto,
  type ImportProblemDto,
} from '../../shared/creators_import.js'
import { ADMIN_ERRORS } from '../../shared/error_codes.js'
import type { ErrorCode, ErrorParams } from '#core/shared/error_codes'

/** A row of the file as read: where it starts and its fields, not yet checked. */
interface SourceRow {
  line: number
  fields: unknown
}

/** A row every rule accepted: the creator's fields and their team. */
interface CheckedRow {
  line: number
  creator: { name: string; email: string; tiktokUsername: string }
  moderators: ImportedModerator[]
}

const fileError = (message: string, code: ErrorCode, params?: ErrorParams) => new ApiError(400, message, code, params)

/* ------------------------------------------------------------------------------ reading the file */

/** `@alice (Alice Smith)=grant_powerups+use_powerups`: TikTok username, optional name, permissions. */
const MODERATOR_ENTRY = /^(\S+?)\s*(?:\(([^)]*)\))?\s*=\s*(.*)$/

/** The CSV `moderators` cell: entries separated by `;` (blank: no moderators). */
function moderatorsOfCell(cell: string, line: number, problems: ImportProblemDto[]) {
  const entries = cell
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.flatMap((entry) => {
    const match = MODERATOR_ENTRY.exec(entry)
    if (!match) {
      const message = `Moderator "${entry}" must read @tiktok_name=permission+permission (a name in brackets may follow the TikTok name)`
      problems.push({ line, field: 'moderators', message })
      return []
    }
    const [, tiktokUsername, name, permissions] = match
    const permissionList = permissions
      .split('+')
      .map((permission) => permission.trim())
      .filter(Boolean)
    return [{ tiktokUsername, ...(name?.trim() ? { name: name.trim() } : {}), permissions: permissionList }]
  })
}

/** One row per creator; the header names the columns (any order, `moderators` may be left out). */
function rowsOfCsv(content: string, problems: ImportProblemDto[]): SourceRow[] {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    // One line break everywhere, so a record's line count is its line breaks.
    const options = { bom: true, skip_empty_lines: true, info: true as const }
    records = parseCsv(content.replace(/\r\n?/g, '\n'), options) as unknown as typeof records
  } catch (error) {
    throw fileError(`The CSV file cannot be read: ${(error as Error).message}`, ADMIN_ERRORS.import_unreadable_csv, {
      reason: (error as Error).message,
    })
  }
  const [header, ...body] = records
  const columns = (header?.record ?? []).map((column) => column.trim())
  const unknown = columns.filter((column) => !(CREATORS_IMPORT_CSV_COLUMNS as readonly string[]).includes(column))
  const known = `the columns are ${CREATORS_IMPORT_CSV_COLUMNS.join(', ')}`
  const names = { columns: unknown.join(', '), known: CREATORS_IMPORT_CSV_COLUMNS.join(', ') }
  if (unknown.length)
    throw fileError(
      `Unknown CSV column ${unknown.map((c) => `"${c}"`).join(', ')}: ${known}`,
      ADMIN_ERRORS.import_unknown_column,
      names
    )
  const twice = repeatedColumn(columns)
  if (twice !== undefined)
    throw fileError(`The CSV header names "${twice}" twice: ${known}`, ADMIN_ERRORS.import_repeated_column, {
      ...names,
      column: twice,
    })
  const missing = CREATORS_IMPORT_CSV_COLUMNS.filter((column) => column !== 'moderators' && !columns.includes(column))
  if (missing.length)
    throw fileError(`The CSV header lacks ${missing.join(', ')}: ${known}`, ADMIN_ERRORS.import_missing_columns, {
      ...names,
      columns: missing.join(', '),
    })
  return body.map(({ record, info }) => {
    // info.lines is the record's last line; a quoted cell may span several.
    const line = info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0)
    const cells = Object.fromEntries(columns.map((column, index) => [column, record[index]?.trim() ?? '']))
    const { moderators, ...creator } = cells
    return { line, fields: { ...creator, moderators: moderatorsOfCell(moderators ?? '', line, problems) } }
  })
}

/** The line each element of a top-level JSON array starts on (JSON.parse tells no positions). */
function elementLines(text: string) {
  const lines: number[] = []
  let line = 1
  let depth = 0
  let inString = false
  let escaped = false
  let expectingValue = false
  for (const char of text) {
    if (char === '\n') line++
    if (inString) {
      if (escaped) escaped = false
      else if (char === '\\') escaped = true
      else if (char === '"') inString = false
      continue
    }
    if (depth === 1 && expectingValue && !/[\s,\]]/.test(char)) {
      lines.push(line)
      expectingValue = false
    }
    if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      depth++
      if (depth === 1) expectingValue = true
    } else if (char === ']' || char === '}') depth--
    else if (char === ',' && depth === 1) expectingValue = true
  }
  return lines
}

/** A JSON array of creators: `[{ name, email, tiktokUsername, moderators: [...] }]`. */
function rowsOfJson(content: string, problems: ImportProblemDto[]): SourceRow[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch (error) {
    throw fileError(`The JSON file cannot be read: ${(error as Error).message}`, ADMIN_ERRORS.import_unreadable_json, {
      reason: (error as Error).message,
    })
  }
  if (!Array.isArray(parsed))
    throw fileError('The JSON file must hold an array of creators', ADMIN_ERRORS.import_not_array)
  const lines = elementLines(content)
  return parsed.flatMap((fields, index) => {
    const line = lines[index] ?? index + 1
    if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) return [{ line, fields }]
    problems.push({ line, message: 'Each creator must be an object with name, email and tiktokUsername' })
    return []
  })
}

/* ---------------------------------------------------------------------------- checking the rows */

/** Vine's messages for one row, their fields prefixed (`moderators[0].permissions`). */
function validationProblems(error: unknown, line: number, prefix = ''): ImportProblemDto[] {
  if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
  return (error.messages as { field: string; message: string }[]).map(({ field, message }) => ({
    line,
    field: `${prefix}${field}`,
    message,
  }))
}

/** Each value's first line, and a problem for every later line repeating it. */
function repeats<T>(items: { line: number; key: string; value: T }[], describe: (value: T, first: number) => string) {
  const first = new Map<string, number>()
  const problems: ImportProblemDto[] = []
  for (const { line, key, value } of items) {
    const seen = first.get(key)
    if (seen === undefined) first.set(key, line)
    else problems.push({ line, message: describe(value, seen) })
  }
  return problems
}

/** Rows whose `column` (compared lower-cased) already belongs to an account. */
async function taken(column: 'email' | 'username', values: { line: number; value: string }[]) {
  if (!values.length) return []
  const wanted = [...new Set(values.map(({ value }) => value.toLowerCase()))]
  const rows = await User.query()
    .whereRaw(`lower(${column}) in (${wanted.map(() => '?').join(', ')})`, wanted)
    .select(column)
  const existing = new Set(rows.map((user) => String(user[column]).toLowerCase()))
  return values.filter(({ value }) => existing.has(value.toLowerCase()))
}

async function checkRow(source: SourceRow, accounts: () => Promise<ModeratorAccounts>) {
  const problems: ImportProblemDto[] = []
  let row: CheckedRow | null = null
  try {
    const { moderators = [], ...creator } = await importedCreatorValidator.validate(source.fields)
    const team: ImportedModerator[] = []
    for (const [index, entry] of moderators.entries()) {
      try {
        team.push(await (await accounts()).checkImported(entry))
      } catch (error) {
        problems.push(...validationProblems(error, source.line, `moderators[${index}].`))
      }
    }
    const handles = team.map((moderator) => ({
      line: source.line,
      key: moderator.tiktokUsername.toLowerCase(),
      value: moderator.tiktokUsername,
    }))
    problems.push(...repeats(handles, (handle) => `Moderator @${handle} is listed twice for this creator`))
    row = { line: source.line, creator, moderators: team }
  } catch (error) {
    problems.push(...validationProblems(error, source.line))
  }
  return { row, problems }
}

/** Every rule over every row: each row's own, then the file's (repeats) and the database's (taken). */
async function checkRows(sources: SourceRow[], problems: ImportProblemDto[]) {
  let loaded: Promise<ModeratorAccounts> | null = null
  const accounts = () => (loaded ??= moderatorAccounts())
  const rows: CheckedRow[] = []
  for (const source of sources) {
    const checked = await checkRow(source, accounts)
    problems.push(...checked.problems)
    if (checked.row) rows.push(checked.row)
  }

  const emails = rows.map(({ line, creator }) => ({ line, key: creator.email, value: creator.email }))
  problems.push(
    ...repeats(emails, (email, first) => `Email ${email} appears twice in the file (first on line ${first})`)
  )
  for (const { line, value } of await taken('email', emails)) {
    problems.push({ line, field: 'email', message: `An account with the email ${value} already exists` })
  }

  const usernames = rows.flatMap(({ line, moderators }) =>
    moderators.flatMap(({ username }) => (username ? [{ line, key: username.toLowerCase(), value: username }] : []))
  )
  problems.push(
    ...repeats(
      usernames,
      (name, first) => `Moderator username ${name} appears twice in the file (first on line ${first})`
    )
  )
  for (const { line, value } of await taken('username', usernames)) {
    problems.push({ line, field: 'moderators', message: `An account with the username ${value} already exists` })
  }
  return rows
}

/* ---------------------------------------------------------------------------------- creating */

// No = + - @: a credentials CSV defuses a field starting with one (a spreadsheet formula) by a
// leading quote, which would hand the operator a password that does not sign in.
const PASSWORD_SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%?_~']
const PASSWORD_LENGTH = 20

/** 20 characters from crypto randomness, each set present (the strong rule holds), no look-alikes. */
export function generatePassword() {
  const all = PASSWORD_SETS.join('')
  const characters = PASSWORD_SETS.map((set) => set[randomInt(set.length)])
  while (characters.length < PASSWORD_LENGTH) characters.push(all[randomInt(all.length)])
  // Fisher–Yates, so the guaranteed characters are not always first.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[characters[i], characters[j]] = [characters[j], characters[i]]
  }
  return characters.join('')
}

const presentRow = (row: CheckedRow): ImportedCreatorDto => ({
  line: row.line,
  id: null,
  ...row.creator,
  moderators: row.moderators.map((moderator) => ({
    id: null,
    tiktokUsername: moderator.tiktokUsername,
    username: moderator.username ?? null,
    name: moderator.name ?? moderator.username ?? moderator.tiktokUsername,
    permissions: moderator.permissions,
  })),
})

/** A race past the checks (another import, the create form) ends on a unique index: nothing is kept. */
function raceAsConflict(error: unknown): never {
  const code = (error as { code?: string }).code
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
    throw new ApiError(
      409,
      'An email or username of the file was taken meanwhile; nothing was created. Check again.',
      ADMIN_ERRORS.import_taken_meanwhile
    )
  }
  throw error
}

/** Creates every row in one transaction with generated passwords: all rows or none, each audited. */
async function createRows(acting: UserActing, rows: CheckedRow[]) {
  const credentials: ImportCredentialDto[] = []
  const accounts = rows.some((row) => row.moderators.length) ? await moderatorAccounts() : null
  const created = await db
    .transaction(async (trx) => {
      const done: ImportedCreatorDto[] = []
      for (const row of rows) {
        const password = generatePassword()
        const creator = await insertCreator(acting, { ...row.creator, password }, trx)
        credentials.push({ role: 'CREATOR', creatorEmail: creator.email, login: creator.email, password })
        const presented = presentRow(row)
        for (const [index, moderator] of row.moderators.entries()) {
          const moderatorPassword = generatePassword()
          const added = await accounts!.addImported(acting, creator.id, moderator, moderatorPassword, trx)
          presented.moderators[index] = { ...presented.moderators[index], id: added.id, username: added.username }
          credentials.push({
            role: 'MODERATOR',
            creatorEmail: creator.email,
            login: added.username,
            password: moderatorPassword,
          })
        }
        done.push({ ...presented, id: creator.id })
      }
      const moderators = done.reduce((sum, creator) => sum + creator.moderators.length, 0)
      await record(
        acting,
        ADMIN_EVENTS.CREATORS_IMPORTED,
        { type: 'CREATORS', id: null, name: `${done.length} creators` },
        { creators: done.length, moderators, creatorIds: done.map((creator) => creator.id) },
        trx,
        { creatorId: null }
      )
      return done
    })
    .catch(raceAsConflict)
  for (const creator of created) await emitter.emit('powerdeck:creator_changed', { creatorId: creator.id! })
  return { created, credentials }
}

/**
 * POST /api/admin/creators/import: reads the file, checks every row (the create form's rules,
 * the moderators module's, repeats in the file, accounts already taken). A dry run answers the
 * plan and every problem; an apply with problems refuses (422, nothing created); a clean apply
 * creates everything in one transaction and answers each account's generated password once.
 */
export async function importCreators(
  acting: UserActing,
  input: { format: CreatorsImportFormat; content: string; dryRun?: boolean }
): Promise<CreatorsImportResultDto> {
  const problems: ImportProblemDto[] = []
  const sources = input.format === 'csv' ? rowsOfCsv(input.content, problems) : rowsOfJson(input.content, problems)
  if (!sources.length && !problems.length) throw fileError('The file has no creators', ADMIN_ERRORS.import_empty)
  if (sources.length > CREATORS_IMPORT_LIMITS.creators) {
    throw fileError(
      `A file may hold at most ${CREATORS_IMPORT_LIMITS.creators} creators; split it`,
      ADMIN_ERRORS.import_too_many,
      {
        max: CREATORS_IMPORT_LIMITS.creators,
      }
    )
  }
  const rows = await checkRows(sources, problems)
  problems.sort((a, b) => a.line - b.line)
  const dryRun = input.dryRun ?? false
  const plan = { dryRun, valid: !problems.length, errors: problems, credentials: [] }
  if (dryRun) return { ...plan, creators: rows.map(presentRow) }
  if (problems.length) {
    const count = new Set(problems.map((problem) => problem.line)).size
    throw new ApiError(
      422,
      `${count} ${count === 1 ? 'row is' : 'rows are'} invalid; nothing was created`,
      ADMIN_ERRORS.import_rows_invalid,
      { count },
      plan
    )
  }
  const { created, credentials } = await createRows(acting, rows)
  return { ...plan, creators: created, credentials }
}
