import { Command, Option, UsageError, action, openOutput } from '../../../cli/src/sdk.js'
import type { LedgerPlayersResponse } from '../shared/powerups.js'
import {
  IMPORT_FORMATS,
  transferCsvHeader,
  transferCsvLine,
  transferRows,
  transferText,
  type ImportFormat,
} from '../shared/transfer.js'

/**
 * `powerdeck powerups export`: balances, one row per holding with its units left and expiry (and
 * who granted it when), in the columns `powerdeck players import` reads back (shared/transfer.ts).
 */
export function exportPowerupsCommand() {
  return new Command('export')
    .description('Export every player with their active powerups (one row per holding) as CSV or JSON')
    .addOption(
      new Option('--format <format>', 'file format (default: csv; json with --json and no --output)').choices(
        IMPORT_FORMATS
      )
    )
    .option('--output <file>', 'write to this file instead of stdout')
    .action(
      action<{ format?: ImportFormat; output?: string }>(async (ctx) => {
        const { output } = ctx.opts
        const format = ctx.opts.format ?? (ctx.json && !output ? 'json' : 'csv')
        if (ctx.json && !output && format === 'csv')
          throw new UsageError('--json prints JSON: drop --format csv, or add --output FILE for CSV')
        const { players } = await ctx.api.get<LedgerPlayersResponse>('/api/players')
        const rows = transferRows(players)
        const target = await openOutput(ctx, output)
        try {
          if (format === 'json') await target.write(transferText('json', rows))
          else {
            await target.write(transferCsvHeader())
            for (const row of rows) await target.write(transferCsvLine(row))
          }
        } finally {
          await target.close()
        }
        if (output) {
          ctx.out.result({ file: output, format, players: players.length, rows: rows.length }, () =>
            ctx.out.success(`Exported ${players.length} players (${rows.length} rows) to ${output}`)
          )
        }
      })
    )
}
