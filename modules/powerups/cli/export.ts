import { CliError, Command, Option, UsageError, action, openOutput, type CommandContext } from '../../../cli/src/sdk.js'
import { playerAnswersTo } from '../../players/shared/players.js'
import type { LedgerPlayersResponse } from '../shared/powerups.js'
import {
  IMPORT_FORMATS,
  transferCsvHeader,
  transferCsvLine,
  transferRows,
  transferText,
  type ImportFormat,
} from '../shared/transfer.js'

interface ExportOptions {
  format?: ImportFormat
  output?: string
  history?: boolean
  from?: string
  to?: string
  player?: string
}

/** How long a history export may take to arrive in full. */
const HISTORY_TIMEOUT_MS = 10 * 60_000

/**
 * `powerdeck powerups export`: balances, one row per holding with its units left and expiry (and
 * who granted it when), in the columns `powerdeck players import` reads back (shared/transfer.ts);
 * with `--history`, every grant and use (shared/history_export.ts) as the server streams them.
 */
export function exportPowerupsCommand() {
  return new Command('export')
    .description(
      'Export every player with their active powerups (one row per holding), or with --history every grant and use, as CSV or JSON'
    )
    .addOption(
      new Option('--format <format>', 'file format (default: csv; json with --json and no --output)').choices(
        IMPORT_FORMATS
      )
    )
    .option('--output <file>', 'write to this file instead of stdout')
    .option('--history', 'every grant and use (oldest first) instead of the balances')
    .option('--from <date>', 'with --history: from this ISO date or time (UTC unless it names a zone)')
    .option('--to <date>', 'with --history: up to this ISO date or time (a date covers its whole day)')
    .option('--player <name>', "with --history: only this player's grants and uses (name or alias)")
    .action(
      action<ExportOptions>(async (ctx) => {
        const { output } = ctx.opts
        const format = ctx.opts.format ?? (ctx.json && !output ? 'json' : 'csv')
        if (ctx.json && !output && format === 'csv')
          throw new UsageError('--json prints JSON: drop --format csv, or add --output FILE for CSV')
        if (ctx.opts.history) return exportHistory(ctx, format)
        if (ctx.opts.from || ctx.opts.to || ctx.opts.player)
          throw new UsageError('--from, --to and --player go with --history')
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

/** The id of the creator's player answering to `name`, else 'Player not found'. */
async function playerIdOf(ctx: CommandContext<ExportOptions>, name: string) {
  const { players } = await ctx.api.get<LedgerPlayersResponse>('/api/players')
  const found = players.find((candidate) => playerAnswersTo(candidate, name))
  if (!found) throw new CliError('Player not found')
  return found.id
}

/** The server's history file, written as it arrives (never held whole in memory). */
async function exportHistory(ctx: CommandContext<ExportOptions>, format: ImportFormat) {
  const { output, from, to, player } = ctx.opts
  const playerId = player === undefined ? undefined : await playerIdOf(ctx, player)
  const response = await ctx.api.download('/api/powerups/history/export', {
    query: { format, from, to, playerId },
    timeoutMs: HISTORY_TIMEOUT_MS,
  })
  const entries = Number(response.headers.get('x-total-count') ?? 0)
  const target = await openOutput(ctx, output)
  const decoder = new TextDecoder()
  try {
    for await (const chunk of response.body ?? []) await target.write(decoder.decode(chunk, { stream: true }))
    await target.write(decoder.decode())
  } catch (error) {
    if (error instanceof CliError) throw error
    throw new CliError(`The export was cut off: ${(error as Error).message}`)
  } finally {
    await target.close()
  }
  if (output) {
    ctx.out.result({ file: output, format, entries }, () =>
      ctx.out.success(`Exported ${entries} history entr${entries === 1 ? 'y' : 'ies'} to ${output}`)
    )
  }
}
