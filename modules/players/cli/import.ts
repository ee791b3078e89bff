import { readFile } from 'node:fs/promises'
import { ApiRequestError, CliError, Command, Option, action } from '../../../cli/src/sdk.js'
import {
  IMPORT_FORMATS,
  importChangeLabel,
  importFormatOf,
  type ImportFormat,
  type ImportResponse,
} from '../shared/import.js'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
const unitsText = (units: Record<string, number>) =>
  Object.entries(units)
    .map(([type, count]) => `${type} ×${count}`)
    .join(', ')

/**
 * `powerdeck players import <file>`: players and balances from the CSV or JSON that
 * `powerdeck powerups export` writes; all or nothing; --dry-run shows what would change.
 */
export function importPlayersCommand() {
  return new Command('import')
    .description('Import players and their powerups from a CSV or JSON export (all or nothing)')
    .argument('<file>', 'the file: the columns `powerdeck powerups export` writes')
    .option('--dry-run', 'show what would change and every invalid row; change nothing')
    .addOption(
      new Option('--format <format>', 'file format (default: from the name: .json, else csv)').choices(IMPORT_FORMATS)
    )
    .action(
      action<{ dryRun?: boolean; format?: ImportFormat }>(async (ctx) => {
        const [file] = ctx.args as [string]
        const content = await readFile(file, 'utf8').catch((error: Error) => {
          throw new CliError(`Cannot read ${file}: ${error.message}`)
        })
        const dryRun = Boolean(ctx.opts.dryRun)
        let answer: ImportResponse
        try {
          answer = await ctx.api.post<ImportResponse>('/api/players/import', {
            format: ctx.opts.format ?? importFormatOf(file),
            content,
            dryRun,
            source: 'cli',
          })
        } catch (error) {
          // A refused apply (422) names every invalid row: show them, then fail.
          const rows = error instanceof ApiRequestError ? (error.body as Partial<ImportResponse>)?.errors : undefined
          if (rows && !ctx.json) for (const row of rows) ctx.out.warn(`line ${row.line}: ${row.message}`)
          throw error
        }
        const { summary, players, errors } = answer
        ctx.out.result({ dryRun, valid: answer.valid, summary, players, errors }, () => {
          ctx.out.table(
            players.filter((player) => player.action !== 'unchanged' || player.holdings > 0),
            [
              { header: 'player', value: (p) => p.name },
              { header: 'change', value: importChangeLabel },
              { header: 'powerups', value: (p) => unitsText(p.units) },
            ],
            'No changes'
          )
          const counts = `${plural(summary.playersCreated, 'new player')}, ${plural(summary.playersUpdated, 'updated player')}, ${plural(summary.holdings, 'holding')}`
          if (!dryRun) ctx.out.success(`Imported ${counts} from ${plural(summary.rows, 'row')}`)
          else if (answer.valid) ctx.out.note(`Dry run: would import ${counts}. Nothing was changed.`)
        })
        if (errors.length) {
          if (!ctx.json) for (const row of errors) ctx.out.warn(`line ${row.line}: ${row.message}`)
          throw new CliError(
            `${plural(errors.length, 'invalid row')}: an import would change nothing. Fix ${errors.length === 1 ? 'it' : 'them'} and retry.`
          )
        }
      })
    )
}
