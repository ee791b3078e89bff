import { open, readFile, rm, type FileHandle } from 'node:fs/promises'
import { extname } from 'node:path'
import {
  ApiRequestError,
  CliError,
  Command,
  Option,
  UsageError,
  action,
  type CommandContext,
} from '../../../../cli/src/sdk.js'
import { csvField } from '../../../../backend/core/shared/csv.js'
import {
  CREATORS_IMPORT_FORMATS,
  type CreatorsImportFormat,
  type CreatorsImportResultDto,
  type ImportCredentialDto,
  type ImportProblemDto,
} from '../../shared/creators_import.js'
import { CREATORS } from '../common.js'

interface ImportOptions {
  dryRun?: boolean
  format?: CreatorsImportFormat
  credentials?: string
  showPasswords?: boolean
}

const CREDENTIAL_COLUMNS = ['role', 'creatorEmail', 'login', 'password'] as const

/** The generated passwords as CSV: one account a line (creators sign in with their email, moderators their username). */
export const credentialsCsv = (credentials: ImportCredentialDto[]) =>
  [CREDENTIAL_COLUMNS.join(','), ...credentials.map((c) => CREDENTIAL_COLUMNS.map((k) => csvField(c[k])).join(','))]
    .map((line) => `${line}\n`)
    .join('')

function formatOf(file: string, format: CreatorsImportFormat | undefined) {
  if (format) return format
  const extension = extname(file).slice(1).toLowerCase()
  if ((CREATORS_IMPORT_FORMATS as readonly string[]).includes(extension)) return extension as CreatorsImportFormat
  throw new UsageError(`Cannot tell the format of ${file}: name it .csv or .json, or pass --format csv|json`)
}

/**
 * The credentials file is created before the import (only the operator may read it: 0600), so an
 * existing file is refused before anything is created and the passwords always have a place to go.
 */
async function createCredentialsFile(path: string) {
  try {
    return await open(path, 'wx', 0o600)
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    if (code === 'EEXIST') throw new CliError(`${path} already exists: the credentials file is never overwritten`)
    throw new CliError(`Cannot create ${path}: ${message}`)
  }
}

/** Every invalid row on stderr (with --json one JSON object a line). */
/**
 * Writes the passwords to the credentials file. The accounts exist by now: if the file cannot be
 * written, the passwords go to stderr (never stdout) rather than being lost, and the run fails.
 */
async function keepCredentials(
  ctx: CommandContext<ImportOptions>,
  handle: FileHandle,
  path: string,
  result: CreatorsImportResultDto
) {
  const file = credentialsCsv(result.credentials)
  try {
    await handle.writeFile(file)
  } catch (error) {
    ctx.io.stderr.write(file)
    throw new CliError(
      `Created ${counted(result)} but could not write ${path} (${(error as Error).message}): their passwords are above, on stderr`
    )
  } finally {
    await handle.close()
  }
}

function printProblems(ctx: CommandContext<ImportOptions>, problems: ImportProblemDto[]) {
  for (const problem of problems) {
    const { line, field, message } = problem
    const text = ctx.out.jsonMode ? JSON.stringify(problem) : `Line ${line}${field ? ` (${field})` : ''}: ${message}`
    ctx.io.stderr.write(`${text}\n`)
  }
}

function printCreators(ctx: CommandContext<ImportOptions>, result: CreatorsImportResultDto) {
  ctx.out.table(result.creators, [
    { header: 'line', value: (creator) => creator.line, align: 'right' },
    ...(result.dryRun ? [] : [{ header: 'id', value: (creator: { id: number | null }) => creator.id }]),
    { header: 'name', value: (creator) => creator.name },
    { header: 'email', value: (creator) => creator.email },
    { header: 'tiktok', value: (creator) => `@${creator.tiktokUsername}` },
    {
      header: 'moderators',
      value: (creator) => creator.moderators.map((m) => `@${m.tiktokUsername} (${m.permissions.join('+')})`).join(', '),
    },
  ])
}

const counted = (result: CreatorsImportResultDto) => {
  const moderators = result.creators.reduce((sum, creator) => sum + creator.moderators.length, 0)
  return `${result.creators.length} creator${result.creators.length === 1 ? '' : 's'} and ${moderators} moderator${moderators === 1 ? '' : 's'}`
}

/** `powerdeck creators import <file> [--dry-run]`: many creators (and their moderators) at once. */
export function importCreatorsCommand() {
  return new Command('import')
    .description('Create many creators with their moderators from a CSV or JSON file: all or nothing')
    .argument('<file>', 'the CSV or JSON file (docs/operators.md shows both shapes)')
    .option('--dry-run', 'check the file and show what would be created, create nothing')
    .addOption(
      new Option('--format <format>', 'file format (default: from the extension)').choices(CREATORS_IMPORT_FORMATS)
    )
    .option('--credentials <file>', 'write the generated passwords to this new file (mode 0600, never overwritten)')
    .option('--show-passwords', 'print the generated passwords (with --json: include them in the output)')
    .action(
      action<ImportOptions>(async (ctx) => {
        const [file] = ctx.args as string[]
        const { dryRun = false, credentials, showPasswords } = ctx.opts
        const format = formatOf(file, ctx.opts.format)
        if (!dryRun && !credentials && !showPasswords) {
          throw new UsageError('Pass --credentials FILE to keep the generated passwords (or --show-passwords)')
        }
        const content = await readFile(file, 'utf8').catch((error: Error) => {
          throw new CliError(`Cannot read ${file}: ${error.message}`)
        })
        const handle = dryRun || !credentials ? null : await createCredentialsFile(credentials)
        let result: CreatorsImportResultDto
        try {
          const answer = await ctx.api.post<{ data: CreatorsImportResultDto }>(`${CREATORS.basePath}/import`, {
            format,
            content,
            dryRun,
          })
          result = answer.data
        } catch (error) {
          // Nothing was created: the empty credentials file goes too.
          if (handle) {
            await handle.close()
            await rm(credentials!, { force: true })
          }
          const refused = error instanceof ApiRequestError && error.status === 422
          if (refused) printProblems(ctx, (error.body as { errors?: ImportProblemDto[] }).errors ?? [])
          throw error
        }
        if (handle) await keepCredentials(ctx, handle, credentials!, result)

        const shown = showPasswords ? result : { ...result, credentials: result.credentials.map(withoutPassword) }
        ctx.out.result(shown, () => {
          printCreators(ctx, result)
          if (result.dryRun) {
            if (result.valid) ctx.out.success(`Dry run: would create ${counted(result)}; nothing was created`)
          } else {
            ctx.out.success(`Created ${counted(result)}`)
            if (credentials) ctx.out.note(`Passwords written to ${credentials} (readable by you only)`)
            if (showPasswords) ctx.io.stdout.write(credentialsCsv(result.credentials))
          }
        })
        if (!result.valid) {
          printProblems(ctx, result.errors)
          const lines = new Set(result.errors.map((problem) => problem.line)).size
          throw new CliError(`Dry run: ${lines} ${lines === 1 ? 'row is' : 'rows are'} invalid`)
        }
      })
    )
}

const withoutPassword = ({ password: _password, ...credential }: ImportCredentialDto) => credential
